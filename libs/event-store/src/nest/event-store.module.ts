import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { BaseAppConfig } from '@lomo/config';
import { openSqlClient, SQL_CLIENT, type SqlClient } from '@lomo/database';
import { MetricsRegistry, ReadinessRegistry } from '@lomo/observability';
import type { EventStore } from '../event-store';
import { EncryptingEventStore, sealedEventLimit } from '../encryption/encrypting-event-store';
import { EventKeys, type EventKeysOptions, KEY_SCHEMA } from '../encryption/event-keys';
import type { KeyWrapper } from '../encryption/sealing';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { CheckpointedProcessor } from '../projections/checkpointed-processor';
import { registerProcessorMetrics } from '../projections/processor-metrics';

/**
 * Envelope encryption of the event log (ADR 0041, 0050): the KEK ring (the vault's
 * `kekRingOf(config)` fits `KeyWrapper`) and where the key store lives, apart from the data:
 * `keysDatabase` unset = the process's own database, schema `lomo_keys` (then the operator keeps
 * that schema out of the data's backups); `url` = a database of its own; `pgliteDataDir` = a
 * PGlite directory of its own (embedded mode).
 */
export interface EventEncryption {
  kek: KeyWrapper;
  keysDatabase?: { url: string } | { pgliteDataDir: string };
  /** Unwrapped keys kept per process, and for how long (see `EventKeysOptions`). */
  keyCache?: EventKeysOptions;
}

/** Injection token of the process's `EventStore`, chosen by `EVENT_STORE`. */
export const EVENT_STORE = Symbol('EVENT_STORE');

@Injectable()
class EventStoreCloser implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/**
 * Every checkpointed processor the process hosts (projections, the outbox, the services' own
 * processors) shows its lag, position and lease on `/metrics` (ARCHITECTURE §3): found among the
 * app's providers once they are built, so a service adds a processor without registering it.
 */
@Injectable()
class ProcessorMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly metrics: MetricsRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const processors = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is CheckpointedProcessor => instance instanceof CheckpointedProcessor);
    registerProcessorMetrics(this.metrics.registry, () => processors);
  }
}

async function openEventStore(
  config: BaseAppConfig,
  sql: SqlClient,
  readiness: ReadinessRegistry,
  encryption: EventEncryption | undefined,
): Promise<EventStore> {
  if (!encryption) {
    await warnOfSealedLogInClear(sql);
    return openAdapter(config, sql, readiness);
  }
  const keySql = encryption.keysDatabase
    ? await openSqlClient(
        'url' in encryption.keysDatabase
          ? { url: encryption.keysDatabase.url, pgliteDataDir: 'unused' }
          : // On a thread of its own as the data's PGlite (ADR 0091): on this one its first boot's
            // initdb held the event loop for seconds, and every key read ran here synchronously.
            { pgliteDataDir: encryption.keysDatabase.pgliteDataDir, pgliteThread: config.PGLITE_THREAD ?? 'worker' },
      )
    : sql;
  try {
    const keys = new EventKeys(keySql, encryption.kek, encryption.keyCache);
    await keys.migrate();
    await keys.rewrap();
    const store = await openAdapter(config, sql, readiness, sealedEventLimit());
    const encrypted = new EncryptingEventStore(store, { keys });
    if (keySql === sql) return encrypted;
    return Object.assign(encrypted, {
      close: async () => {
        await store.close();
        await keySql.close();
      },
    });
  } catch (error) {
    if (keySql !== sql) await keySql.close();
    throw error;
  }
}

/**
 * A process without the KEK reads a sealed event as its ciphertext envelope (`{$sealed, $key}`),
 * which no decider understands: with data keys in the process's database, the boot says so,
 * loudly. A warning, not a refusal: several deployments (a test run's) may share one database.
 */
async function warnOfSealedLogInClear(sql: SqlClient): Promise<void> {
  const { rows: tables } = await sql.query<{ found: boolean }>(
    `select to_regclass('${KEY_SCHEMA}.event_data_keys') is not null as found`,
  );
  if (!tables[0]?.found) return;
  // A relation named in a query must exist when it is planned: hence two statements.
  const { rows } = await sql.query<{ sealed: boolean }>(
    `select exists (select 1 from ${KEY_SCHEMA}.event_data_keys) as sealed`,
  );
  if (rows[0]?.sealed)
    new Logger('EventStore').warn(
      `the event log holds sealed events (${KEY_SCHEMA} has data keys) but this process opens it without a ` +
        'key-encryption key (VAULT_KEK unset, or EVENT_LOG_ENCRYPTION=off): it reads them as ciphertext. ' +
        'Set VAULT_KEK (ADR 0050), or EVENT_LOG_ENCRYPTION=on to refuse to start without it.',
    );
}

/** `maxEventBytes`: the limit of a sealed event, when the store is wrapped (the clear limit is checked before). */
async function openAdapter(
  config: BaseAppConfig,
  sql: SqlClient,
  readiness: ReadinessRegistry,
  maxEventBytes?: number,
): Promise<EventStore> {
  if (config.EVENT_STORE === 'postgres') return PostgresEventStore.open(sql, { maxEventBytes });
  // Loaded only when chosen, so PostgreSQL deployments never load the gRPC client.
  const { EventStoreDbEventStore } = await import('../eventstoredb/eventstoredb-event-store');
  const store = await EventStoreDbEventStore.open(config.EVENTSTORE_URL!, { maxEventBytes });
  readiness.register('eventstoredb', async () => ({ head: String((await store.headPosition()).commit) }));
  return store;
}

/**
 * Provides the event log to every service module: the PostgreSQL store on the process's
 * database (PGlite or server), or EventStoreDB when `EVENT_STORE=eventstoredb`.
 */
@Global()
@Module({})
export class EventStoreModule {
  /** `encryption`: seal the log's content per key owner (ADR 0041); absent, the log is stored in clear. */
  static forRoot(config: BaseAppConfig, encryption?: EventEncryption): DynamicModule {
    return {
      module: EventStoreModule,
      imports: [DiscoveryModule],
      providers: [
        ProcessorMetrics,
        {
          provide: EVENT_STORE,
          inject: [SQL_CLIENT, ReadinessRegistry],
          useFactory: (sql: SqlClient, readiness: ReadinessRegistry) =>
            openEventStore(config, sql, readiness, encryption),
        },
        EventStoreCloser,
      ],
      exports: [EVENT_STORE],
    };
  }
}
