import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { BaseAppConfig } from '@lomo/config';
import { openSqlClient, SQL_CLIENT, type SqlClient } from '@lomo/database';
import { ReadinessRegistry } from '@lomo/observability';
import type { EventStore } from '../event-store';
import { EncryptingEventStore, sealedEventLimit } from '../encryption/encrypting-event-store';
import { EventKeys } from '../encryption/event-keys';
import type { KeyWrapper } from '../encryption/sealing';
import { PostgresEventStore } from '../postgres/postgres-event-store';

/**
 * Envelope encryption of the event log (ADR 0041): the KEK ring (the vault's `kekRingOf(config)`
 * fits `KeyWrapper`) and where the key store lives. `keysDatabaseUrl` unset: the process's own
 * database, schema `lomo_keys` — then the operator keeps that schema out of the data's backups.
 */
export interface EventEncryption {
  kek: KeyWrapper;
  keysDatabaseUrl?: string;
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

async function openEventStore(
  config: BaseAppConfig,
  sql: SqlClient,
  readiness: ReadinessRegistry,
  encryption: EventEncryption | undefined,
): Promise<EventStore> {
  if (!encryption) return openAdapter(config, sql, readiness);
  const store = await openAdapter(config, sql, readiness, sealedEventLimit());
  const keySql = encryption.keysDatabaseUrl
    ? await openSqlClient({ url: encryption.keysDatabaseUrl, pgliteDataDir: 'unused' })
    : sql;
  const keys = new EventKeys(keySql, encryption.kek);
  await keys.migrate();
  await keys.rewrap();
  const encrypted = new EncryptingEventStore(store, { keys });
  if (keySql === sql) return encrypted;
  return Object.assign(encrypted, {
    close: async () => {
      await store.close();
      await keySql.close();
    },
  });
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
      providers: [
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
