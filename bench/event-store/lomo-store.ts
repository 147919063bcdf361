import { randomBytes } from 'node:crypto';
import {
  aggregateStream,
  EncryptingEventStore,
  EventKeys,
  LOG_START,
  PostgresEventStore,
  singleKek,
  type DomainEvent,
  type EventStore,
} from '@lomo/event-store';
import { openSqlClient, type SqlClient } from '@lomo/database';
import type { BenchEvent, BenchStore } from './bench-store';

type Noted = DomainEvent<'TaskNoted', BenchEvent['data']>;

/** Any constant works: every writer of the benchmark database waits for the same key. */
const WRITERS_LOCK = 3;

/**
 * Lomo's PostgreSQL adapter with its defaults (subscriptions: NOTIFY + 100 ms poll, batches
 * of 500). `serializeWriters` puts one transaction-scoped advisory lock in front of every
 * write transaction: the alternative to xid ordering that ADR 0003 measured and rejected.
 */
export async function openLomoStore(
  url: string,
  poolSize: number,
  serializeWriters = false,
  encrypted = false,
): Promise<BenchStore> {
  const client = await openSqlClient({ url, pgliteDataDir: 'unused', poolSize });
  const sql: SqlClient = serializeWriters
    ? {
        ...client,
        transaction: (fn) =>
          client.transaction(async (tx) => {
            await tx.query(`select pg_advisory_xact_lock($1)`, [WRITERS_LOCK]);
            return fn(tx);
          }),
      }
    : client;
  const plain = await PostgresEventStore.open(sql, {}, true);
  // `encrypted`: envelope encryption (ADR 0041), its key store in the same database's `lomo_keys` schema.
  const store: EventStore = encrypted
    ? new EncryptingEventStore(plain, {
        keys: new EventKeys(client, singleKek(randomBytes(32))),
        // 0 and 0: every read opens every event, as a stream's first read in a process does.
        openedCacheBytes: process.env.BENCH_OPENED_CACHE_BYTES
          ? Number(process.env.BENCH_OPENED_CACHE_BYTES)
          : undefined,
        keptStreamBytes: process.env.BENCH_KEPT_STREAM_BYTES ? Number(process.env.BENCH_KEPT_STREAM_BYTES) : undefined,
      })
    : plain;
  return {
    name: encrypted ? 'lomo-encrypted' : serializeWriters ? 'lomo-serialized' : 'lomo',
    append: async (streamId, events, expectedCount) => {
      const expected = expectedCount === 0 ? 'no_stream' : BigInt(expectedCount - 1);
      return Number((await store.append(streamId, events, { expected })).nextRevision) + 1;
    },
    fold: async <S>(streamId: string, evolve: (state: S, data: BenchEvent['data']) => S, initial: S) => {
      const decider = { initialState: () => initial, evolve: (state: S, event: Noted) => evolve(state, event.data) };
      return (await aggregateStream<Noted, S>(store, streamId, decider)).state;
    },
    subscribe: async (from, onEvent) => {
      const after = from === 'start' ? LOG_START : await store.headPosition();
      const subscription = store.subscribe({ after, onEvent: (event) => onEvent(event.id) });
      return () => subscription.stop();
    },
    count: async () =>
      Number((await sql.query<{ n: string }>(`select count(*)::text as n from lomo_events`)).rows[0].n),
    close: () => store.close(),
  };
}
