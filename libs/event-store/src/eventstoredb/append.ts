import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { ConcurrencyConflict, InvalidEvent } from '../errors';
import type { AppendResult, ExpectedRevision, LogPosition } from '../types';
import type { SerializedEvent } from '../validation';
import { mapped, toStoreError } from './client-errors';
import { readToEnd } from './read-all';
import { positionOf, toEventData } from './records';

/** How often an `any`/`exists` append re-reads and retries when another writer got in first. @default 5 */
export const DEFAULT_APPEND_ATTEMPTS = 5;

/** What the stream holds, as far as idempotency needs to know. */
interface StreamIds {
  revision: bigint | 'no_stream';
  byId: Map<string, { revision: bigint; position: LogPosition }>;
}

/**
 * Appends with the port's semantics on a server that has fewer of them. EventStoreDB checks
 * the expected revision atomically, but its idempotency only covers a retry sent with the
 * same expected revision, and it has no notion of a batch that mixes old and new ids. So:
 * 1. read the stream's event ids (from the leader) — a batch already there returns the
 *    original result; a partial match is refused;
 * 2. append with an exact expected revision (`any`/`exists` become the revision just read),
 *    so nothing can slip in between the check and the write;
 * 3. on WrongExpectedVersion, read again: a racing identical retry means success, a mixed
 *    batch is refused, `any`/`exists` retry, an exact expectation is a ConcurrencyConflict.
 * Cost: one read of the whole stream per append (Lomo streams are per aggregate, and
 * the command handler reads the stream anyway). Event ids are not checked across streams:
 * ESDB has no id index (docs/event-store/eventstoredb.md).
 */
export async function appendToStream(
  client: EventStoreDBClient,
  streamId: string,
  batch: readonly SerializedEvent[],
  expected: ExpectedRevision,
  attempts = DEFAULT_APPEND_ATTEMPTS,
): Promise<AppendResult> {
  const before = await readStreamIds(client, streamId);
  const prior = priorAppend(before, batch);
  if (prior) return prior;
  if (expected === 'exists' && before.revision === 'no_stream')
    throw new ConcurrencyConflict(streamId, expected, 'no_stream');
  const exact = expected === 'any' || expected === 'exists' ? before.revision : expected;
  const bytes = batch.reduce((sum, e) => sum + Buffer.byteLength(e.data) + Buffer.byteLength(e.metadata), 0);
  try {
    const result = await client.appendToStream(streamId, batch.map(toEventData), {
      expectedRevision: toClientExpected(exact),
    });
    // An idempotent write (the server's own check) succeeds without a log position.
    return {
      nextRevision: result.nextExpectedRevision,
      position: result.position ?? (await positionAt(client, streamId, result.nextExpectedRevision)),
    };
  } catch (error) {
    if (!(error instanceof WrongExpectedVersionError))
      throw toStoreError(error, streamId, { expected, firstEventId: batch[0].id, bytes });
    const after = await readStreamIds(client, streamId);
    const raced = priorAppend(after, batch);
    if (raced) return raced;
    if ((expected === 'any' || expected === 'exists') && attempts > 1)
      return appendToStream(client, streamId, batch, expected, attempts - 1);
    throw new ConcurrencyConflict(streamId, expected, after.revision);
  }
}

/** The original result when every id of the batch is in the stream; refuses a partial match. */
function priorAppend(stream: StreamIds, batch: readonly SerializedEvent[]): AppendResult | undefined {
  const found = batch.map((e) => stream.byId.get(e.id)).filter((e) => e !== undefined);
  if (found.length === 0) return undefined;
  if (found.length !== batch.length)
    throw new InvalidEvent(undefined, 'the batch mixes events already appended with new ones');
  const last = found.reduce((a, b) => (a.revision > b.revision ? a : b));
  return { nextRevision: last.revision, position: last.position };
}

async function readStreamIds(client: EventStoreDBClient, streamId: string): Promise<StreamIds> {
  const byId = new Map<string, { revision: bigint; position: LogPosition }>();
  let revision: bigint | 'no_stream' = 'no_stream';
  try {
    // From the leader: a follower may lag, and a stale read would let a duplicate through.
    for (const { event } of await readToEnd(client.readStream(streamId, { requiresLeader: true }))) {
      if (!event) continue;
      byId.set(event.id.toLowerCase(), { revision: event.revision, position: positionOf(event) });
      revision = event.revision;
    }
  } catch (error) {
    if (!(error instanceof StreamNotFoundError)) throw toStoreError(error, streamId);
  }
  return { revision, byId };
}

async function positionAt(client: EventStoreDBClient, streamId: string, revision: bigint): Promise<LogPosition> {
  return mapped(streamId, async () => {
    const [{ event } = {}] = await readToEnd(
      client.readStream(streamId, { fromRevision: revision, maxCount: 1, requiresLeader: true }),
    );
    if (event) return positionOf(event);
    throw new Error(`EventStoreDB reported ${streamId}@${revision} written but it cannot be read`);
  });
}

function toClientExpected(expected: ExpectedRevision | 'no_stream'): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}
