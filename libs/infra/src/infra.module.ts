import {
  type DynamicModule,
  Global,
  Logger,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  Optional,
  type Provider,
} from '@nestjs/common';
import type { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import type { Redis } from 'ioredis';
import { APP_NAME, type BaseAppConfig, BootResources } from '@lomo/config';
import { ReadinessRegistry } from '@lomo/observability';
import { kafkaProbe, KAFKA, OPENSEARCH, openKafka, openOpenSearch, openRedis, REDIS, SQL_CLIENT } from './connections';
import type { DependencyWait } from './dependency-wait';
import { openSqlClient, type SqlClient } from './sql-client';

const KAFKA_PROBE = Symbol('KAFKA_PROBE');

/** Closes every connection this module opened once the app has stopped taking requests. */
@Injectable()
class ConnectionCloser implements OnApplicationShutdown {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Optional() @Inject(REDIS) private readonly redis?: Redis,
    @Optional() @Inject(KAFKA_PROBE) private readonly kafka?: ReturnType<typeof kafkaProbe>,
    @Optional() @Inject(OPENSEARCH) private readonly search?: OpenSearchClient,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
    await Promise.allSettled([this.sql.close(), this.kafka?.close(), this.search?.close()]);
  }
}

/**
 * Opens the connections the configuration asks for — and only those — and registers a
 * readiness probe for each: the database always (PGlite or server), Kafka when BUS=kafka,
 * Redis and OpenSearch when their URLs are set.
 */
/** The boot wait of an app's dependencies: its deadline from config, every retry logged. */
export function startupWait(
  config: Pick<BaseAppConfig, 'STARTUP_TIMEOUT_MS'>,
  logger = new Logger('startup'),
): DependencyWait {
  return {
    timeoutMs: config.STARTUP_TIMEOUT_MS,
    onRetry: ({ dependency, attempt, delayMs, error }) =>
      logger.warn({ dependency, attempt, delayMs, error, msg: `${dependency} not available yet; retrying` }),
  };
}

@Global()
@Module({})
export class InfraModule {
  static forRoot(config: BaseAppConfig): DynamicModule {
    const providers: Provider[] = [
      {
        provide: SQL_CLIENT,
        inject: [ReadinessRegistry, BootResources],
        useFactory: async (readiness: ReadinessRegistry, resources: BootResources) => {
          const sql = await openSqlClient({
            url: config.DATABASE_URL,
            pgliteDataDir: config.pgliteDataDir(),
            waitForServer: startupWait(config),
          });
          resources.track('database', () => sql.close());
          readiness.register('database', async () => {
            await sql.query('select 1');
            return { kind: sql.kind };
          });
          return sql;
        },
      },
    ];
    if (config.REDIS_URL) {
      const url = config.REDIS_URL;
      providers.push({
        provide: REDIS,
        inject: [ReadinessRegistry],
        useFactory: (readiness: ReadinessRegistry) => {
          const redis = openRedis(url);
          readiness.register('redis', async () => void (await redis.ping()));
          return redis;
        },
      });
    }
    if (config.BUS === 'kafka' && config.KAFKA_BROKERS) {
      const brokers = config.KAFKA_BROKERS;
      providers.push(
        { provide: KAFKA, inject: [APP_NAME], useFactory: (appName: string) => openKafka(brokers, `lomo-${appName}`) },
        {
          provide: KAFKA_PROBE,
          inject: [KAFKA, ReadinessRegistry],
          useFactory: (kafka: ReturnType<typeof openKafka>, readiness: ReadinessRegistry) => {
            const probe = kafkaProbe(kafka);
            readiness.register('kafka', probe.probe);
            return probe;
          },
        },
      );
    }
    if (config.OPENSEARCH_URL) {
      const url = config.OPENSEARCH_URL;
      providers.push({
        provide: OPENSEARCH,
        inject: [ReadinessRegistry],
        useFactory: (readiness: ReadinessRegistry) => {
          const client = openOpenSearch(url);
          readiness.register('opensearch', async () => ({ cluster: (await client.cluster.health()).body.status }));
          return client;
        },
      });
    }
    const exported = providers.flatMap((p) => ('provide' in p && p.provide !== KAFKA_PROBE ? [p.provide] : []));
    return { module: InfraModule, providers: [...providers, ConnectionCloser], exports: exported };
  }
}
