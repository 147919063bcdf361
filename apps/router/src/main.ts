import { runApp } from '@lomo/bootstrap';
import { routerApp } from './app';

void runApp(routerApp);
