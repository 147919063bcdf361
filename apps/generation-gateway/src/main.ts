import { runApp } from '@lomo/bootstrap';
import { generationGatewayApp } from './app';

void runApp(generationGatewayApp);
