import 'reflect-metadata';
import {
  type DynamicModule,
  type INestApplication,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ClassConstructor } from 'class-transformer';
import { Logger } from 'nestjs-pino';
import { AgentToolsModule } from '@lomo/agent-tools';
import { AppConfigModule, type BaseAppConfig, BootResources } from '@lomo/config';
import { ConnectionsModule } from '@lomo/connections';
import { EventStoreModule } from '@lomo/event-store';
import { MessagingModule } from '@lomo/messaging';
import { ObservabilityModule } from '@lomo/observability';
import { eventEncryptionOf } from './event-encryption';
import { RequestLaneMiddleware } from './request-lane.middleware';

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
class LomoRootModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestLaneMiddleware).forRoutes('*path');
  }
}

/** The root module: config, logs/metrics/health, connections, the event log, the message bus, then the hosted services. */
export function rootModule<C extends BaseAppConfig>(
  definition: LomoAppDefinition<C>,
  config: C,
  resources = new BootResources(),
): DynamicModule {
  const encryption = eventEncryptionOf(config);
  return {
    module: LomoRootModule,
    imports: [
      AppConfigModule.forRoot(config, definition.name, resources),
      ObservabilityModule.forRoot({ appName: definition.name, logLevel: config.LOG_LEVEL }),
      ConnectionsModule.forRoot(config),
      EventStoreModule.forRoot(config, encryption),
      // The per-task keys of Kafka records, under the same KEK (ADR 0050).
      MessagingModule.forRoot(config, encryption?.kek),
      AgentToolsModule,
      ...definition.services(config),
    ],
  };
}

/**
 * Builds the Nest application without listening (tests use it directly with supertest). A boot
 * that fails leaves nothing open: a failed build closes what its providers had opened, and a
 * failed `init` (or `listen`, which inits) closes the app before the error reaches the caller.
 */
export async function createLomoApp<C extends BaseAppConfig>(
  definition: LomoAppDefinition<C>,
  config: C,
): Promise<INestApplication> {
  const resources = new BootResources();
  let app: INestApplication;
  try {
    // rawBody: signed webhooks (generation callbacks) are verified over the exact bytes received.
    app = await NestFactory.create(rootModule(definition, config, resources), {
      bufferLogs: true,
      abortOnError: false,
      rawBody: true,
    });
  } catch (error) {
    await resources.closeAll();
    throw error;
  }
  app.useLogger(app.get(Logger));
  return closingOnFailure(app);
}

/**
 * The app, with `init` and `listen` closing it when they fail. (Nest returns its app behind a
 * proxy that ignores assignments, so the two methods are wrapped by a proxy of our own;
 * `listen` inits through Nest's own reference, hence both.)
 */
function closingOnFailure(app: INestApplication): INestApplication {
  const guarded = (method: 'init' | 'listen') => {
    const original = app[method] as (...args: unknown[]) => Promise<unknown>;
    return async (...args: unknown[]) => {
      try {
        return await original(...args);
      } catch (error) {
        await app.close().catch(() => undefined);
        throw error;
      }
    };
  };
  const init = guarded('init');
  const listen = guarded('listen');
  return new Proxy(app, {
    get: (target, prop, receiver) =>
      prop === 'init' ? init : prop === 'listen' ? listen : Reflect.get(target, prop, receiver),
  });
}
