import type { SqlExecutor } from '@lomo/database';
import { ConcurrencyConflict, InvalidEvent, StreamDeleted } from '../errors';
import type { AppendResult, ExpectedRevision } from '../types';
import { streamCategory, type SerializedEvent } from '../validation';

/** Channel notified after append commits: a hint that wakes subscribers early. */
export const NOTIFY_CHANNEL = 'lomo_events';

/**
 * When every event id of the batch is already in this stream, the batch was appended
 * before (a retry after a lost response): returns the original result. A partial match
 * or an id used by another stream is a malformed batch.
 */
export async function findPriorAppend(
  tx: SqlExecutor,
  streamId: string,
  events: readonly SerializedEvent[],
): Promise<AppendResult | undefined> {
  const { rows } = await tx.query<{
    event_id: string;
    stream_id: string;
    revision: string;
    transaction_id: string;
    global_position: string;
  }>(
    `select event_id::text as event_id, stream_id, revision::text as revision, transaction_id::text as transaction_id,
            global_position::text as global_position
       from lomo_events where event_id = any($1::uuid[]) order by lomo_events.revision`,
    [events.map((e) => e.id)],
  );
  if (rows.length === 0) return undefined;
  const foreign = rows.find((r) => r.stream_id !== streamId);
  if (foreign) throw new InvalidEvent(foreign.event_id, `id already used in another stream`);
  if (rows.length !== events.length)
    throw new InvalidEvent(undefined, 'the batch mixes events already appended with new ones');
  const last = rows[rows.length - 1];
  return {
    nextRevision: BigInt(last.revision),
    position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) },
  };
}

/** Creates the stream row at revision -1; false when a row (live or tombstone) already exists. */
async function createStream(tx: SqlExecutor, streamId: string): Promise<boolean> {
  const created = await tx.query(
    `insert into lomo_streams (stream_id, category, revision) values ($1, $2, -1) on conflict (stream_id) do nothing returning stream_id`,
    [streamId, streamCategory(streamId)],
  );
  return created.rows.length > 0;
}

/** Locks the stream row (creating it when allowed) and checks the expected revision. Returns the current revision (-1 = new). */
async function lockStream(tx: SqlExecutor, streamId: string, expected: ExpectedRevision): Promise<bigint> {
  // A new stream is the usual case for these two: try the insert before the read.
  if ((expected === 'no_stream' || expected === 'any') && (await createStream(tx, streamId))) return -1n;
  const current = await tx.query<{ revision: string; deleted: boolean }>(
    `select revision::text as revision, deleted from lomo_streams where stream_id = $1 for update`,
    [streamId],
  );
  const row = current.rows[0];
  if (row?.deleted) throw new StreamDeleted(streamId);
  if (!row) {
    if (expected === 'exists' || typeof expected === 'bigint')
      throw new ConcurrencyConflict(streamId, expected, 'no_stream');
    // Reached only when the row our insert ran into is gone again (rows are never deleted today): create it.
    return (await createStream(tx, streamId)) ? -1n : lockStream(tx, streamId, expected);
  }
  const revision = BigInt(row.revision);
  if (expected === 'no_stream' || (typeof expected === 'bigint' && expected !== revision))
    throw new ConcurrencyConflict(streamId, expected, revision);
  return revision;
}

/**
 * One statement: move a live stream that is at `$2` (null: at any revision) forward by the
 * batch and insert the batch after its previous revision. No rows come back when the
 * stream is missing, deleted or elsewhere. The UPDATE's row lock serializes writers of one
 * stream until commit, as SELECT … FOR UPDATE would, without a separate round trip or lock
 * record. No NOTIFY in here: see `PostgresEventStore.announce`.
 */
const APPEND_AFTER = `
  with moved as (
    update lomo_streams set revision = revision + $9::bigint, updated_at = now()
     where stream_id = $1 and not deleted and ($2::bigint is null or revision = $2::bigint)
     returning revision - $9::bigint as previous),
  inserted as (
    insert into lomo_events (stream_id, revision, category, event_id, event_type, data, metadata, schema_version)
    select $1, m.previous + e.ord, $3, e.id, e.type, e.data, e.metadata, e.schema_version
      from moved m, unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::int[]) with ordinality
        as e(id, type, data, metadata, schema_version, ord)
    returning revision, transaction_id, global_position)
  select revision::text as revision, transaction_id::text as transaction_id, global_position::text as global_position from inserted`;

async function appendAfter(
  tx: SqlExecutor,
  streamId: string,
  events: readonly SerializedEvent[],
  at: bigint | null,
): Promise<AppendResult | undefined> {
  const { rows } = await tx.query<{ revision: string; transaction_id: string; global_position: string }>(APPEND_AFTER, [
    streamId,
    at,
    streamCategory(streamId),
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.data),
    events.map((e) => e.metadata),
    events.map((e) => e.schemaVersion),
    events.length,
  ]);
  if (rows.length === 0) return undefined;
  const last = rows.reduce((a, b) => (BigInt(a.revision) > BigInt(b.revision) ? a : b));
  return {
    nextRevision: BigInt(last.revision),
    position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) },
  };
}

/**
 * The one-statement append to a stream that exists (at `expected` when it is a revision).
 * Atomic on its own, so it may run outside a transaction and commit by itself: one round
 * trip. Undefined when the stream is new, deleted or elsewhere: `lockAndAppend` says which.
 */
export function appendToExisting(
  tx: SqlExecutor,
  streamId: string,
  events: readonly SerializedEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult | undefined> {
  if (expected === 'no_stream') return Promise.resolve(undefined);
  return appendAfter(tx, streamId, events, typeof expected === 'bigint' ? expected : null);
}

/**
 * The write itself; runs inside the caller's transaction. An existing stream takes one
 * statement (round trips are what an append costs on a busy server); a new, deleted or
 * moved stream goes through `lockStream`, which creates it or says why not.
 */
export async function appendInTransaction(
  tx: SqlExecutor,
  streamId: string,
  events: readonly SerializedEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  return (await appendToExisting(tx, streamId, events, expected)) ?? lockAndAppend(tx, streamId, events, expected);
}

/** Locks the stream row (creating it when allowed), checks `expected` and appends; in the caller's transaction. */
export async function lockAndAppend(
  tx: SqlExecutor,
  streamId: string,
  events: readonly SerializedEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const revision = await lockStream(tx, streamId, expected);
  const appended = await appendAfter(tx, streamId, events, revision);
  // The row is locked by this transaction at `revision`, so the statement cannot miss it.
  if (!appended) throw new Error(`stream ${streamId}: locked at revision ${revision} but not appended`);
  return appended;
}
