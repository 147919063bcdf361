import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { BaseAppConfig } from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/infra';
import { ReadinessRegistry } from '@lomo/observability';
import type { EventStore } from '../event-store';
import { PostgresEventStore } from '../postgres/postgres-event-store';

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
): Promise<EventStore> {
  if (config.EVENT_STORE === 'postgres') return PostgresEventStore.open(sql);
  // Loaded only when chosen, so PostgreSQL deployments never load the gRPC client.
  const { EventStoreDbEventStore } = await import('../eventstoredb/eventstoredb-event-store');
  const store = await EventStoreDbEventStore.open(config.EVENTSTORE_URL!);
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
  static forRoot(config: BaseAppConfig): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        {
          provide: EVENT_STORE,
          inject: [SQL_CLIENT, ReadinessRegistry],
          useFactory: (sql: SqlClient, readiness: ReadinessRegistry) => openEventStore(config, sql, readiness),
        },
        EventStoreCloser,
      ],
      exports: [EVENT_STORE],
    };
  }
}
