import 'reflect-metadata';
import { type DynamicModule, type INestApplication, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClassConstructor } from 'class-transformer';
import { Logger } from 'nestjs-pino';
import { AgentToolsModule } from '@lomo/agent-tools';
import { AppConfigModule, type BaseAppConfig } from '@lomo/config';
import { EventStoreModule } from '@lomo/event-store';
import { InfraModule } from '@lomo/infra';
import { MessagingModule } from '@lomo/messaging';
import { ObservabilityModule } from '@lomo/observability';

/**
 * What an app is: a name, its config schema, and the service modules it hosts. The
 * `platform` app hosts all of them (embedded mode); every other app hosts one.
 */
export interface LomoAppDefinition<C extends BaseAppConfig = BaseAppConfig> {
  name: string;
  config: ClassConstructor<C>;
  services: (config: C) => Array<Type | DynamicModule>;
}

@Module({})
class LomoRootModule {}

/** The root module: config, logs/metrics/health, connections, the event log, the message bus, then the hosted services. */
export function rootModule<C extends BaseAppConfig>(definition: LomoAppDefinition<C>, config: C): DynamicModule {
  return {
    module: LomoRootModule,
    imports: [
      AppConfigModule.forRoot(config, definition.name),
      ObservabilityModule.forRoot({ appName: definition.name, logLevel: config.LOG_LEVEL }),
      InfraModule.forRoot(config),
      EventStoreModule.forRoot(config),
      MessagingModule.forRoot(config),
      AgentToolsModule,
      ...definition.services(config),
    ],
  };
}

/** Builds the Nest application without listening (tests use it directly with supertest). */
export async function createLomoApp<C extends BaseAppConfig>(
  definition: LomoAppDefinition<C>,
  config: C,
): Promise<INestApplication> {
  // rawBody: signed webhooks (generation callbacks) are verified over the exact bytes received.
  const app = await NestFactory.create(rootModule(definition, config), {
    bufferLogs: true,
    abortOnError: false,
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  return app;
}
