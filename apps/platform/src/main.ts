import { runApp } from '@lomo/bootstrap';
import { platformApp } from './app';

void runApp(platformApp);
