import { runApp } from '@lomo/bootstrap';
import { billingApp } from './app';

void runApp(billingApp);
