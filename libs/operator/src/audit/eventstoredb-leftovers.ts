import { EventStoreDBClient, FORWARDS, START } from '@eventstore/db-client';
import { TASK_STREAMS, taskStreamId } from '@lomo/contracts';
import { PURGES_STREAM, streamCategory } from '@lomo/event-store/core';
import { esdbConnectionString } from '@lomo/event-store/eventstoredb';
import { LeftoverTally, needlesOf, type StoreLeftover } from './store-leftover';

/** What a scan of EventStoreDB found, and the task's purge records it holds (`$purges`). */
export interface EventStoreDbScan {
  leftovers: StoreLeftover[];
  /** Ids of the `StreamPurged` events of the task's stream: the messages services record when done. */
  purgeIds: string[];
}

/**
 * Rows that may keep a deleted task's id, never its words, as `DELETION_TOMBSTONES` in the
 * database: the purge record, the emptied metastream, the tombstone.
 */
const isTombstone = (streamId: string, type: string) =>
  streamId === PURGES_STREAM || streamId.startsWith('$$') || type === '$streamDeleted';

const text = (data: unknown) =>
  data instanceof Uint8Array ? Buffer.from(data).toString('utf8') : JSON.stringify(data);

/**
 * Reads every event of EventStoreDB's `$all` — stream id, type, data and metadata, the
 * events of tombstoned streams included, which the server keeps until a scavenge — for a
 * deleted task's id and words; rows are per stream category. The adapter's own reads
 * hide purged streams, so this reads the server directly.
 */
export async function eventStoreDbLeftovers(
  url: string,
  target: { taskId: string; words?: readonly string[] },
): Promise<EventStoreDbScan> {
  const needles = needlesOf(target);
  const tally = new LeftoverTally('eventstoredb', needles);
  const purgeIds: string[] = [];
  const client = EventStoreDBClient.connectionString(esdbConnectionString(url));
  try {
    // Consumed to its end, never left early: an abandoned read keeps its call open.
    for await (const { event } of client.readAll({ fromPosition: START, direction: FORWARDS, resolveLinkTos: false })) {
      if (!event) continue;
      const body = [event.streamId, event.type, text(event.data), text(event.metadata)].join('\n').toLowerCase();
      const exempt = isTombstone(event.streamId, event.type);
      for (const needle of needles)
        if (!(exempt && needle === target.taskId) && body.includes(needle.toLowerCase()))
          tally.count(streamCategory(event.streamId), needle);
      const purged = event.data as { streamId?: string; category?: string };
      if (
        event.streamId === PURGES_STREAM &&
        purged.category === TASK_STREAMS.category &&
        purged.streamId === taskStreamId(target.taskId)
      )
        purgeIds.push(event.id);
    }
  } finally {
    await client.dispose();
  }
  return { leftovers: tally.leftovers(), purgeIds };
}
