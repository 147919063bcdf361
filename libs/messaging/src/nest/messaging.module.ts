import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  APP_NAME,
  type BaseAppConfig,
  BootResources,
  type DependencyWait,
  STARTUP_WAIT,
  startupWait,
  waitForDependency,
} from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import type { KeyWrapper } from '@lomo/event-store/sql';
import { lomoTopicCatalog } from '../catalog/lomo-topics';
import { InProcessMessageBus } from '../in-process/in-process-message-bus';
import { openKafkaMessageBus } from '../kafka/kafka-message-bus';
import type { MessagingLogger } from '../logger';
import type { MessageBus } from '../message-bus';
import { ShreddingMessageBus } from '../shredding/shredding-message-bus';
import { TaskKeys } from '../shredding/task-keys';

/** The app's `MessageBus` (in-process when BUS=inproc, Kafka when BUS=kafka). */
export const MESSAGE_BUS = Symbol('MESSAGE_BUS');

/** What the module reads of the app's config. */
export type MessagingConfig = Pick<BaseAppConfig, 'BUS' | 'KAFKA_BROKERS' | 'KAFKA_NAMESPACE' | 'STARTUP_TIMEOUT_MS'> &
  Partial<Pick<BaseAppConfig, 'KAFKA_SESSION_TIMEOUT_MS'>>;

/** Routes the bus's pino-style calls `(context, message)` into the app's Nest logger (pino in Lomo). */
function nestMessagingLogger(logger: Logger): MessagingLogger {
  return {
    error: (context, message) => logger.error({ ...context, msg: message }),
    warn: (context, message) => logger.warn({ ...context, msg: message }),
    info: (context, message) => logger.log({ ...context, msg: message }),
  };
}

/** Provisions Lomo's topic catalog; a bus that cannot be provisioned is closed, not leaked. */
async function provisioned(bus: MessageBus, log: Logger): Promise<MessageBus> {
  try {
    const report = await bus.provision(lomoTopicCatalog());
    for (const drift of report.drift) log.warn({ drift, msg: 'topic differs from the catalog; left as it is' });
    return bus;
  } catch (error) {
    await bus.close();
    throw error;
  }
}

/**
 * Closes the bus in `onApplicationShutdown`. The module is global, and Nest runs the
 * shutdown hooks of global modules after those of every other module (their distance is
 * MAX_VALUE and shutdown walks modules by ascending distance), so services have closed
 * their subscriptions and drained their work — and may still publish while draining —
 * before the bus goes. `messaging.module.spec.ts` checks this order.
 */
@Injectable()
class BusCloser implements OnApplicationShutdown {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.close();
  }
}

/**
 * Provides `MESSAGE_BUS`, opened and provisioned with Lomo's topic catalog before any
 * service is constructed. Drift (an existing topic whose settings differ) is only logged:
 * provisioning never alters a topic, and an operator decides. No readiness probe of its
 * own: with Kafka, ConnectionsModule's `kafka` probe already checks the broker, and the
 * in-process bus cannot be down.
 */
@Global()
@Module({})
export class MessagingModule {
  /** `kek`: wraps the per-task keys of Kafka records (ADR 0050); the vault's `KekRing` fits. */
  static forRoot(config: MessagingConfig, kek?: KeyWrapper): DynamicModule {
    return {
      module: MessagingModule,
      providers: [
        {
          provide: MESSAGE_BUS,
          inject: [
            APP_NAME,
            BootResources,
            { token: SQL_CLIENT, optional: true },
            { token: STARTUP_WAIT, optional: true },
          ],
          useFactory: async (
            appName: string,
            resources: BootResources,
            sql?: SqlClient,
            wait?: DependencyWait,
          ): Promise<MessageBus> => {
            const bus = await openBus(config, appName, sql, wait, kek);
            resources.track('message bus', () => bus.close());
            return bus;
          },
        },
        BusCloser,
      ],
      exports: [MESSAGE_BUS],
    };
  }
}

/** A session timeout and a heartbeat a fifth of it (at most the default 3 s), so a slow beat or two does not evict a live member. */
const sessionTuning = (sessionTimeout: number) => ({
  sessionTimeout,
  heartbeatInterval: Math.min(3_000, Math.floor(sessionTimeout / 5)),
});

/**
 * Kafka records outlive a deletion, so on Kafka the bus seals every record of a task under the
 * task's data key (ADR 0023); the keys live in the deployment's database.
 */
async function openBus(
  config: MessagingConfig,
  appName: string,
  sql?: SqlClient,
  bootWait?: DependencyWait,
  kek?: KeyWrapper,
): Promise<MessageBus> {
  const log = new Logger('messaging');
  const logger = nestMessagingLogger(log);
  if (config.BUS !== 'kafka') return provisioned(new InProcessMessageBus({ logger }), log);
  // A broker still starting refuses connections, then topic creation, then group joins:
  // each waits within the boot deadline instead of failing the boot.
  const wait = bootWait ?? startupWait(config, log);
  const open = async () =>
    provisioned(
      await openKafkaMessageBus({
        brokers: (config.KAFKA_BROKERS ?? '').split(','),
        clientId: `lomo-${appName}`,
        namespace: config.KAFKA_NAMESPACE,
        logger,
        joinWait: wait,
        ...(config.KAFKA_SESSION_TIMEOUT_MS ? { consumer: sessionTuning(config.KAFKA_SESSION_TIMEOUT_MS) } : {}),
      }),
      log,
    );
  const bus = await waitForDependency('Kafka', open, wait);
  if (!sql) return bus;
  const keys = new TaskKeys(sql, kek);
  // Keys stored before the KEK was given (or under a previous one) move under it at boot (ADR 0050).
  await keys.rewrap();
  return new ShreddingMessageBus(bus, keys);
}
