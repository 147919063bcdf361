import { runApp } from '@lomo/bootstrap';
import { taskRuntimeApp } from './app';

void runApp(taskRuntimeApp);
