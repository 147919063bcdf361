import type { SqlExecutor } from '@lomo/infra';
import { ConcurrencyConflict, InvalidEvent, StreamDeleted } from '../errors';
import type { AppendResult, ExpectedRevision } from '../types';
import { streamCategory, type SerializedEvent } from '../validation';

/** Channel notified after every append commit: a hint that wakes subscribers early. */
export const NOTIFY_CHANNEL = 'lomo_events';

/**
 * When every event id of the batch is already in this stream, the batch was appended
 * before (a retry after a lost response): returns the original result. A partial match
 * or an id used by another stream is a malformed batch.
 */
export async function findPriorAppend(tx: SqlExecutor, streamId: string, events: readonly SerializedEvent[]): Promise<AppendResult | undefined> {
  const { rows } = await tx.query<{ event_id: string; stream_id: string; revision: string; transaction_id: string; global_position: string }>(
    `select event_id::text as event_id, stream_id, revision::text as revision, transaction_id::text as transaction_id,
            global_position::text as global_position
       from lomo_events where event_id = any($1::uuid[]) order by lomo_events.revision`,
    [events.map((e) => e.id)],
  );
  if (rows.length === 0) return undefined;
  const foreign = rows.find((r) => r.stream_id !== streamId);
  if (foreign) throw new InvalidEvent(foreign.event_id, `id already used in another stream`);
  if (rows.length !== events.length) throw new InvalidEvent(undefined, 'the batch mixes events already appended with new ones');
  const last = rows[rows.length - 1];
  return { nextRevision: BigInt(last.revision), position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) } };
}

/** Locks the stream row (creating it when allowed) and checks the expected revision. Returns the current revision (-1 = new). */
async function lockStream(tx: SqlExecutor, streamId: string, expected: ExpectedRevision): Promise<bigint> {
  const current = await tx.query<{ revision: string; deleted: boolean }>(
    `select revision::text as revision, deleted from lomo_streams where stream_id = $1 for update`,
    [streamId],
  );
  const row = current.rows[0];
  if (row?.deleted) throw new StreamDeleted(streamId);
  if (!row) {
    if (expected === 'exists' || typeof expected === 'bigint') throw new ConcurrencyConflict(streamId, expected, 'no_stream');
    const created = await tx.query(
      `insert into lomo_streams (stream_id, category, revision) values ($1, $2, -1) on conflict (stream_id) do nothing returning stream_id`,
      [streamId, streamCategory(streamId)],
    );
    // Another writer created it between our read and insert: decide against its state.
    if (created.rows.length === 0) return lockStream(tx, streamId, expected);
    return -1n;
  }
  const revision = BigInt(row.revision);
  if (expected === 'no_stream' || (typeof expected === 'bigint' && expected !== revision)) throw new ConcurrencyConflict(streamId, expected, revision);
  return revision;
}

/**
 * The write itself; runs inside the caller's transaction. After the lock, one statement
 * inserts the events, moves the stream's revision and queues the NOTIFY: round trips are
 * what an append costs on a busy server, so there are as few as the revision check allows.
 */
export async function appendInTransaction(tx: SqlExecutor, streamId: string, events: readonly SerializedEvent[], expected: ExpectedRevision): Promise<AppendResult> {
  const revision = await lockStream(tx, streamId, expected);
  const nextRevision = revision + BigInt(events.length);
  // The result joins `moved` (always one row: the stream is locked) so its NOTIFY is read, not left to an unread CTE.
  const { rows } = await tx.query<{ revision: string; transaction_id: string; global_position: string }>(
    `with inserted as (
       insert into lomo_events (stream_id, revision, category, event_id, event_type, data, metadata, schema_version)
       select $1, $2::bigint + e.ord, $3, e.id, e.type, e.data, e.metadata, e.schema_version
         from unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::int[]) with ordinality
           as e(id, type, data, metadata, schema_version, ord)
       returning revision, transaction_id, global_position),
     moved as (
       update lomo_streams set revision = $9, updated_at = now() where stream_id = $1 returning pg_notify($10, ''))
     select i.revision::text as revision, i.transaction_id::text as transaction_id, i.global_position::text as global_position
       from inserted i cross join moved`,
    [
      streamId,
      revision,
      streamCategory(streamId),
      events.map((e) => e.id),
      events.map((e) => e.type),
      events.map((e) => e.data),
      events.map((e) => e.metadata),
      events.map((e) => e.schemaVersion),
      nextRevision,
      NOTIFY_CHANNEL,
    ],
  );
  const last = rows.reduce((a, b) => (BigInt(a.global_position) > BigInt(b.global_position) ? a : b));
  return { nextRevision, position: { commit: BigInt(last.transaction_id), prepare: BigInt(last.global_position) } };
}
