/**
 * An app that hosts no service: only what every app opens at boot (config, logs, health, the
 * connections its environment names). Tests run it as a process to watch the boot itself.
 */
import { BaseAppConfig } from '@lomo/config';
import { runApp } from '../run-app';

void runApp({ name: 'bare', config: BaseAppConfig, services: () => [] });
