import { runApp } from '@lomo/bootstrap';
import { gatewayApp } from './app';

void runApp(gatewayApp);
