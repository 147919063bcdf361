import { dumbo } from '@event-driven-io/dumbo';
import type { Event } from '@event-driven-io/emmett';
import {
  DefaultPostgreSQLEventStoreProcessorBatchSize,
  DefaultPostgreSQLEventStoreProcessorPullingFrequencyInMs,
  getPostgreSQLEventStore,
  postgreSQLEventStoreMessageBatchPuller,
} from '@event-driven-io/emmett-postgresql';
import { Pool } from 'pg';
import type { BenchEvent, BenchStore } from './bench-store';

type Noted = Event<'TaskNoted', BenchEvent['data']>;

/**
 * Emmett's PostgreSQL event store (0.42) with its defaults. Subscriptions use its message
 * batch puller — the polling loop under its consumers — without a processor's checkpoint
 * writes, which is what Lomo's `subscribe` is.
 */
export async function openEmmettStore(url: string, poolSize: number): Promise<BenchStore> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await store.schema.migrate();
  const executor = dumbo({ connectionString: url, pool });
  return {
    name: 'emmett',
    append: async (streamId, events, expectedCount) => {
      // Emmett's messageId carries our event id, so deliveries can be matched to appends.
      const messages = events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: { ...e.metadata, messageId: e.id },
      }));
      return Number(
        (await store.appendToStream(streamId, messages, { expectedStreamVersion: BigInt(expectedCount) }))
          .nextExpectedStreamVersion,
      );
    },
    fold: async <S>(streamId: string, evolve: (state: S, data: BenchEvent['data']) => S, initial: S) =>
      (
        await store.aggregateStream<S, Noted>(streamId, {
          initialState: () => initial,
          evolve: (state: S, event: Noted) => evolve(state, event.data),
        })
      ).state,
    subscribe: async (from, onEvent) => {
      // Not 'END': in 0.42 readLastMessageGlobalPosition sorts ascending and returns the first position.
      const { rows } = await pool.query<{ p: string }>(
        `select coalesce(max(global_position), 0)::text as p from emt_messages`,
      );
      const abort = new AbortController();
      const puller = postgreSQLEventStoreMessageBatchPuller({
        executor: executor.execute,
        batchSize: DefaultPostgreSQLEventStoreProcessorBatchSize,
        pullingFrequencyInMs: DefaultPostgreSQLEventStoreProcessorPullingFrequencyInMs,
        signal: abort.signal,
        eachBatch: (messages) => messages.forEach((m) => onEvent(String(m.metadata.messageId))),
      });
      const running = puller.start({ startFrom: { lastCheckpoint: from === 'start' ? 0n : BigInt(rows[0].p) } });
      return async () => {
        abort.abort();
        await puller.stop();
        await running;
      };
    },
    count: async () =>
      Number((await pool.query<{ n: string }>(`select count(*)::text as n from emt_messages`)).rows[0].n),
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}
