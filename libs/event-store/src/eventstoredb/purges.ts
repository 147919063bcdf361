import { randomUUID } from 'node:crypto';
import { ANY, BACKWARDS, END, START, StreamNotFoundError, type EventStoreDBClient } from '@eventstore/db-client';
import { StreamNotFound } from '../errors';
import { PURGES_STREAM, type StreamPurged } from '../event-store';
import { serializeBatch, streamCategory } from '../validation';
import { mapped, toStoreError } from './client-errors';
import { readToEnd } from './read-all';
import { toEventData } from './records';

/**
 * The streams purged so far, learnt from `$purges`. EventStoreDB keeps a tombstoned
 * stream's events in `$all` until a scavenge runs, so every `$all` read path drops them by
 * stream id. Refreshing reads `$purges` from where it stopped (one short read per call).
 */
export class PurgedStreams {
  private readonly ids = new Set<string>();
  private next = 0n;
  private refreshing?: Promise<void>;

  constructor(private readonly client: EventStoreDBClient) {}

  has(streamId: string): boolean {
    return this.ids.has(streamId);
  }

  add(streamId: string): void {
    this.ids.add(streamId);
  }

  /** Catches up with `$purges`; concurrent callers share one read. */
  refresh(): Promise<void> {
    this.refreshing ??= this.readNew().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async readNew(): Promise<void> {
    try {
      for (const { event } of await readToEnd(
        this.client.readStream(PURGES_STREAM, { fromRevision: this.next === 0n ? START : this.next }),
      )) {
        if (!event) continue;
        if (event.type === 'StreamPurged') this.ids.add((event.data as { streamId: string }).streamId);
        this.next = event.revision + 1n;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw toStoreError(error, PURGES_STREAM);
    }
  }
}

/** A purge: the stream, who and why (recorded in `StreamPurged`), and the event size limit. */
export interface PurgeRequest {
  streamId: string;
  actor?: string;
  reason?: string;
  occurredAt?: string;
  workspaceId?: string;
  maxEventBytes: number;
}

/**
 * Purge without a multi-stream transaction. The order makes a crash half-way safe for
 * (1) `StreamPurged` goes to `$purges` first, so projections delete what they
 * derived and `$all` readers stop returning the stream; (2) the stream's metadata is
 * emptied (metastreams keep one event, so the old one becomes scavengeable); (3) the stream
 * is tombstoned. A crash after (1) leaves a stream that is still readable by id; running
 * the purge again finishes it (and records it twice, which deletes are indifferent to).
 * The bytes stay on disk until the operator's scheduled scavenge (docs).
 */
export async function purgeStream(
  client: EventStoreDBClient,
  purges: PurgedStreams,
  request: PurgeRequest,
): Promise<void> {
  const { streamId } = request;
  const lastRevision = await mapped(streamId, async () => {
    const [{ event } = {}] = await readToEnd(
      client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1, requiresLeader: true }),
    );
    if (!event) throw new StreamNotFound(streamId);
    return event.revision;
  });
  const purged: StreamPurged = {
    streamId,
    category: streamCategory(streamId),
    lastRevision: lastRevision.toString(),
    actor: request.actor,
    reason: request.reason,
  };
  const [record] = serializeBatch(
    [
      {
        id: randomUUID(),
        type: 'StreamPurged',
        data: purged,
        metadata: { actor: request.actor, occurredAt: request.occurredAt, workspaceId: request.workspaceId },
      },
    ],
    request.maxEventBytes,
  );
  await mapped(PURGES_STREAM, () =>
    client.appendToStream(PURGES_STREAM, toEventData(record), { expectedRevision: ANY }),
  );
  purges.add(streamId);
  await mapped(streamId, () => client.setStreamMetadata(streamId, {}));
  await mapped(streamId, () => client.tombstoneStream(streamId, { expectedRevision: ANY }));
}
