import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { BaseAppConfig } from './base-app.config';
import { BootResources } from './boot-resources';

/** Injection token of the validated, typed configuration of the running app. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Makes the config validated in `main.ts` injectable everywhere. Validation happens before
 * Nest boots (see `loadConfig`) so a bad setting exits with one line, not a stack trace.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: BaseAppConfig, appName: string, resources = new BootResources()): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_NAME, useValue: appName },
        { provide: BootResources, useValue: resources },
      ],
      exports: [APP_CONFIG, APP_NAME, BootResources],
    };
  }
}

/** Injection token of the app's name (`platform`, `gateway`, …), used in logs and metrics. */
export const APP_NAME = Symbol('APP_NAME');
