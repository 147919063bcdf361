import { runApp } from '@lomo/bootstrap';
import { memoryApp } from './app';

void runApp(memoryApp);
