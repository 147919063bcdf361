import { runApp } from '@lomo/bootstrap';
import { workspaceApp } from './app';

void runApp(workspaceApp);
