import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  Optional,
  type Provider,
} from '@nestjs/common';
import type { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import type { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import {
  APP_NAME,
  type BaseAppConfig,
  BootResources,
  type DependencyWait,
  STARTUP_WAIT,
  startupWait,
  waitForDependency,
} from '@lomo/config';
import { openSqlClient, physicalErasureOf, SEARCH_SQL_CLIENT, SQL_CLIENT, type SqlClient } from '@lomo/database';
import { MetricsRegistry, ReadinessRegistry } from '@lomo/observability';
import { observeDatabaseQueue } from './database-queue-metrics';
import { kafkaProbe, KAFKA, OPENSEARCH, openKafka, openOpenSearch, openRedis, REDIS } from './connections';

const KAFKA_PROBE = Symbol('KAFKA_PROBE');

/** Closes every connection this module opened once the app has stopped taking requests. */
@Injectable()
class ConnectionCloser implements OnApplicationShutdown {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(SEARCH_SQL_CLIENT) private readonly searchSql: SqlClient,
    @Optional() @Inject(REDIS) private readonly redis?: Redis,
    @Optional() @Inject(KAFKA_PROBE) private readonly kafka?: ReturnType<typeof kafkaProbe>,
    @Optional() @Inject(OPENSEARCH) private readonly search?: OpenSearchClient,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
    await Promise.allSettled([
      this.sql.close(),
      this.searchSql !== this.sql && this.searchSql.close(),
      this.kafka?.close(),
      this.search?.close(),
    ]);
  }
}

/** Redis, waited for at boot (a `ping` answered); later outages are logged once each and reported by readiness. */
async function connectRedis(url: string, wait: DependencyWait, log: PinoLogger, resources: BootResources) {
  log.setContext('redis');
  let lastError: Error | undefined;
  const redis = openRedis(url, {
    onError: (err) => log.warn({ err, msg: 'Redis connection failed; reconnecting' }),
    onRecovered: () => log.info({ msg: 'Redis connection restored' }),
  });
  redis.on('error', (error: Error) => (lastError = error));
  resources.track('redis', async () => redis.disconnect());
  // A refused command says only "max retries per request"; the connection's own error says why.
  await waitForDependency('Redis', () => redis.ping().catch((error) => Promise.reject(lastError ?? error)), wait);
  return redis;
}

/**
 * Opens the connections the configuration asks for — and only those — and registers a
 * readiness probe for each: the database always (PGlite or server), Kafka when BUS=kafka,
 * Redis and OpenSearch when their URLs are set. PostgreSQL, Redis and OpenSearch are waited
 * for at boot (`STARTUP_WAIT`; Kafka by the message bus), so start order does not matter and
 * a dependency still down at the deadline fails the boot with `DependencyUnavailable`.
 */
@Global()
@Module({})
export class ConnectionsModule {
  static forRoot(config: BaseAppConfig): DynamicModule {
    const providers: Provider[] = [
      {
        provide: STARTUP_WAIT,
        inject: [PinoLogger],
        useFactory: (log: PinoLogger) => {
          log.setContext('startup');
          return startupWait(config, { warn: (entry) => log.warn(entry) });
        },
      },
      {
        provide: SQL_CLIENT,
        inject: [ReadinessRegistry, BootResources, STARTUP_WAIT, MetricsRegistry],
        useFactory: async (
          readiness: ReadinessRegistry,
          resources: BootResources,
          wait: DependencyWait,
          metrics: MetricsRegistry,
        ) => {
          const sql = await openDatabase('database', config.DATABASE_URL, config.pgliteDataDir(), {
            config,
            readiness,
            resources,
            wait,
          });
          observeDatabaseQueue(sql, metrics);
          return sql;
        },
      },
    ];
    if (config.REDIS_URL) {
      const url = config.REDIS_URL;
      providers.push({
        provide: REDIS,
        inject: [ReadinessRegistry, BootResources, STARTUP_WAIT, PinoLogger],
        useFactory: async (
          readiness: ReadinessRegistry,
          resources: BootResources,
          wait: DependencyWait,
          log: PinoLogger,
        ) => {
          const redis = await connectRedis(url, wait, log, resources);
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
        inject: [ReadinessRegistry, BootResources, STARTUP_WAIT],
        useFactory: async (readiness: ReadinessRegistry, resources: BootResources, wait: DependencyWait) => {
          const client = await openOpenSearch(url);
          resources.track('opensearch', () => client.close());
          await waitForDependency('OpenSearch', () => client.cluster.health(), wait);
          readiness.register('opensearch', async () => ({ cluster: (await client.cluster.health()).body.status }));
          return client;
        },
      });
    }
    providers.push({
      provide: SEARCH_SQL_CLIENT,
      inject: [SQL_CLIENT, ReadinessRegistry, BootResources, STARTUP_WAIT],
      useFactory: (sql: SqlClient, readiness: ReadinessRegistry, resources: BootResources, wait: DependencyWait) =>
        openSearchDatabase(config, sql, { readiness, resources, wait }),
    });
    const exported = providers.flatMap((p) => ('provide' in p && p.provide !== KAFKA_PROBE ? [p.provide] : []));
    return { module: ConnectionsModule, providers: [...providers, ConnectionCloser], exports: exported };
  }
}

/**
 * The search index's own database (ADR 0087): its words are the one content of a task that no
 * seal can keep searchable, so it is kept apart from the data a backup holds — `SEARCH_DATABASE_URL`,
 * else embedded mode's PGlite directory `<LOMO_DATA_DIR>/search`; a server or `memory://` without
 * it keeps the index in its own database (as the key store, ADR 0050). A deletion's physical
 * erasure of the data runs on it too.
 */
async function openSearchDatabase(
  config: BaseAppConfig,
  sql: SqlClient,
  { readiness, resources, wait }: { readiness: ReadinessRegistry; resources: BootResources; wait: DependencyWait },
): Promise<SqlClient> {
  if (!config.SEARCH_DATABASE_URL && config.DATABASE_URL !== undefined) return sql;
  const search = await openDatabase('search-database', config.SEARCH_DATABASE_URL, config.searchPgliteDataDir(), {
    config,
    readiness,
    resources,
    wait,
  });
  physicalErasureOf(sql).alongside(physicalErasureOf(search));
  return search;
}

/** A database (server URL, or PGlite directory when unset), closed on a failed boot and probed by readiness as `name`. */
async function openDatabase(
  name: string,
  url: string | undefined,
  pgliteDataDir: string,
  deps: { config: BaseAppConfig; readiness: ReadinessRegistry; resources: BootResources; wait: DependencyWait },
): Promise<SqlClient> {
  const sql = await openSqlClient({
    url,
    pgliteDataDir,
    pgliteThread: deps.config.PGLITE_THREAD ?? 'worker',
    waitForServer: deps.wait,
  });
  deps.resources.track(name, () => sql.close());
  deps.readiness.register(name, async () => {
    await sql.query('select 1');
    return { kind: sql.kind };
  });
  return sql;
}
