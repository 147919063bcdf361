import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@lomo/database';
import { ConcurrencyConflict, InvalidEvent, StreamDeleted, StreamNotFound } from '../errors';
import { PURGES_STREAM, type EventRedaction, type EventStore, type StreamPurged } from '../event-store';
import {
  LOG_START,
  type AppendResult,
  type ExpectedRevision,
  type LogFilter,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamInfo,
  type StreamTail,
  type SubscribeOptions,
  type Subscription,
  type Upcaster,
} from '../types';
import {
  assertExpectedRevision,
  assertStreamId,
  DEFAULT_MAX_EVENT_BYTES,
  serializeBatch,
  streamCategory,
} from '../validation';
import { appendInTransaction, appendToExisting, findPriorAppend, lockAndAppend, NOTIFY_CHANNEL } from './append';
import { commitWakersOf, type Commit, type CommitWakers } from './commit-wakers';
import { EVENT_COLUMNS, eventColumnsOf, toRecordedEvent, type EventRow } from './rows';
import { migrate } from './schema';
import { pollingSubscription } from './subscription';

export interface PostgresEventStoreOptions {
  /** Old event shapes → current, by event type, applied on every read. */
  upcasters?: Record<string, Upcaster>;
  /** @default 1 MiB */
  maxEventBytes?: number;
  /** Fallback poll interval of subscriptions; NOTIFY usually wakes them sooner. @default 100 */
  pollIntervalMs?: number;
  /** Events fetched per subscription round trip. @default 500 */
  batchSize?: number;
}

/** Rows committed by transactions that have all ended: the only part of the log a reader may see. */
const VISIBLE = `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

/**
 * The event store on PostgreSQL: the same SQL runs on a server (`pg`) and embedded (PGlite).
 * Write path: an append to an existing stream is one statement that commits by itself (the
 * revision check, the stream row's lock and the insert in one CTE); a new, deleted or moved
 * stream takes a transaction that locks the row and says why. Then a coalesced NOTIFY.
 * The idempotency lookup runs only after a refusal.
 */
export class PostgresEventStore implements EventStore {
  private readonly upcasters: Readonly<Record<string, Upcaster>>;
  private readonly maxEventBytes: number;
  private readonly wakers: CommitWakers;
  private unlisten?: Promise<() => Promise<void>>;
  private notifying?: Promise<void>;
  /** Categories committed since the last NOTIFY was sent ('all': one was not known). */
  private unannounced: Set<string> | 'all' | undefined;

  private constructor(
    private readonly sql: SqlClient,
    private readonly options: PostgresEventStoreOptions,
    private readonly ownsClient: boolean,
  ) {
    this.upcasters = options.upcasters ?? {};
    this.maxEventBytes = options.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES;
    this.wakers = commitWakersOf(sql);
    if (sql.kind === 'postgres') this.committedHead = () => this.lastPosition('true');
  }

  /** Migrates the schema and returns a store. `ownsClient`: close the client with the store. */
  static async open(
    sql: SqlClient,
    options: PostgresEventStoreOptions = {},
    ownsClient = false,
  ): Promise<PostgresEventStore> {
    await sql.transaction(migrate);
    return new PostgresEventStore(sql, options, ownsClient);
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    assertStreamId(streamId);
    assertExpectedRevision(options?.expected);
    const batch = serializeBatch(events, this.maxEventBytes);
    try {
      // One round trip for the usual write (bench/runtime B6: BEGIN / append / COMMIT was a third of a turn's).
      const result =
        (await appendToExisting(this.sql, streamId, batch, options.expected)) ??
        (await this.sql.transaction((tx) => lockAndAppend(tx, streamId, batch, options.expected)));
      this.announce({ category: streamCategory(streamId), eventTypes: batch.map((e) => e.type) });
      return result;
    } catch (error) {
      // A retry after a lost response meets its own first append: as a revision conflict, or
      // (with `any`/`exists`, or two identical retries racing) as the event id constraint.
      // Looking for it only then keeps the idempotency lookup off the common path.
      if (error instanceof ConcurrencyConflict || isUniqueViolation(error, 'lomo_events_event_id')) {
        const prior = await findPriorAppend(this.sql, streamId, batch);
        if (prior) return prior;
      }
      if (isUniqueViolation(error, 'lomo_events_pkey')) {
        throw new ConcurrencyConflict(
          streamId,
          options.expected,
          (await this.streamInfo(streamId))?.revision ?? 'no_stream',
        );
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return (await this.readWithStream(streamId, options)).events;
  }

  async readStreamTail(streamId: string, afterRevision: bigint): Promise<StreamTail> {
    return this.readWithStream(streamId, { fromRevision: afterRevision + 1n });
  }

  private async readWithStream(streamId: string, options: ReadStreamOptions): Promise<StreamTail> {
    assertStreamId(streamId, { allowSystem: true });
    const backwards = options.direction === 'backwards';
    const params: unknown[] = [streamId, options.maxCount ?? null];
    let from = '';
    if (options.fromRevision !== undefined) {
      params.push(options.fromRevision);
      from = ` and revision ${backwards ? '<=' : '>='} $3`;
    }
    const order = backwards ? 'desc' : 'asc';
    // The stream row and its events in one statement (a worker reads its task at every step):
    // no row = no stream, a row without an event = nothing (new) to read.
    const { rows } = await this.sql.query<StreamEventRow>(
      `select s.deleted, s.rewrites::text as rewrites, ${eventColumnsOf('e')}
         from lomo_streams s
         left join lateral (
           select * from lomo_events where lomo_events.stream_id = s.stream_id${from}
            order by lomo_events.revision ${order} limit $2) e on true
        where s.stream_id = $1
        order by e.revision ${order}`,
      params,
    );
    if (rows.length === 0) throw new StreamNotFound(streamId);
    if (rows[0].deleted) throw new StreamDeleted(streamId);
    return {
      events: rows.filter((row) => row.event_id !== null).map((row) => toRecordedEvent(row, this.upcasters)),
      rewrites: Number(rows[0].rewrites),
    };
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? LOG_START;
    const params: unknown[] = [after.commit.toString(), after.prepare.toString(), options.maxCount ?? 1000];
    const { rows } = await this.sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from lomo_events
        where (transaction_id, global_position) > ($1::xid8, $2::bigint) and ${VISIBLE}${filterSql(options.filter, params)}
        order by lomo_events.transaction_id, lomo_events.global_position limit $3`,
      params,
    );
    return rows.map((row) => toRecordedEvent(row, this.upcasters));
  }

  subscribe(options: SubscribeOptions): Subscription {
    this.listenForCommits();
    return pollingSubscription({
      read: (after, maxCount) => this.readAll({ after, maxCount, filter: options.filter }),
      options,
      batchSize: this.options.batchSize ?? 500,
      pollIntervalMs: this.options.pollIntervalMs ?? 100,
      wakers: this.wakers,
      embedded: this.sql.kind === 'pglite',
    });
  }

  onCommit(listener: () => void, filter?: LogFilter): () => void {
    this.listenForCommits();
    return this.wakers.add(listener, filter);
  }

  /**
   * Other processes' commits arrive as NOTIFY on one connection for the whole store, naming
   * their categories (`notifyPayload`); this process's own come back too and are skipped, as
   * they woke their readers at once. PGlite listens to nobody: its data directory is locked to
   * this process, whose commits all wake their readers directly.
   */
  private listenForCommits(): void {
    if (this.sql.kind === 'pglite') return;
    this.unlisten ??= this.sql.listen(NOTIFY_CHANNEL, (payload) => {
      const hint = parseNotifyPayload(payload);
      if (hint === undefined) this.wakers.wake();
      else if (hint.from !== this.wakers.id) for (const category of hint.categories) this.wakers.wake({ category });
    });
  }

  async streamInfo(streamId: string): Promise<StreamInfo | undefined> {
    assertStreamId(streamId, { allowSystem: true });
    const { rows } = await this.sql.query<StreamRow>(
      `select ${STREAM_COLUMNS} from lomo_streams where stream_id = $1`,
      [streamId],
    );
    if (rows[0]?.deleted) throw new StreamDeleted(streamId);
    return rows[0] && toStreamInfo(rows[0]);
  }

  async setStreamMetadata(streamId: string, metadata: Record<string, unknown>): Promise<void> {
    assertStreamId(streamId, { allowSystem: true });
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
      throw new InvalidEvent(undefined, 'stream metadata must be a JSON object');
    const { rows } = await this.sql.query(
      `update lomo_streams set metadata = $2::jsonb, updated_at = now() where stream_id = $1 and not deleted returning stream_id`,
      [streamId, JSON.stringify(metadata)],
    );
    if (rows.length === 0) await this.requireStream(streamId);
  }

  async listStreams(options: { category?: string; after?: string; limit?: number } = {}): Promise<StreamInfo[]> {
    const params: unknown[] = [options.after ?? '', options.limit ?? 1000];
    let where = 'not deleted and stream_id > $1';
    if (options.category !== undefined) {
      params.push(options.category);
      where += ` and category = $${params.length}`;
    }
    const { rows } = await this.sql.query<StreamRow>(
      `select ${STREAM_COLUMNS} from lomo_streams where ${where} order by stream_id limit $2`,
      params,
    );
    return rows.map(toStreamInfo);
  }

  async purgeStream(
    streamId: string,
    metadata: { actor?: string; reason?: string; occurredAt?: string; workspaceId?: string } = {},
  ): Promise<void> {
    assertStreamId(streamId);
    await this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ revision: string; deleted: boolean }>(
        `select revision::text as revision, deleted from lomo_streams where stream_id = $1 for update`,
        [streamId],
      );
      if (!rows[0]) throw new StreamNotFound(streamId);
      if (rows[0].deleted) throw new StreamDeleted(streamId);
      await tx.query(`delete from lomo_events where stream_id = $1`, [streamId]);
      // The tombstone keeps only the id, so the id can never be reused for other content.
      await tx.query(
        `update lomo_streams set deleted = true, metadata = '{}'::jsonb, updated_at = now() where stream_id = $1`,
        [streamId],
      );
      const purged: StreamPurged = {
        streamId,
        category: streamCategory(streamId),
        lastRevision: rows[0].revision,
        actor: metadata.actor,
        reason: metadata.reason,
      };
      const [record] = serializeBatch(
        [
          {
            id: randomUUID(),
            type: 'StreamPurged',
            data: purged,
            metadata: { actor: metadata.actor, occurredAt: metadata.occurredAt, workspaceId: metadata.workspaceId },
          },
        ],
        this.maxEventBytes,
      );
      await appendInTransaction(tx, PURGES_STREAM, [record], 'any');
    });
    this.announce();
  }

  async redact(streamId: string, redactions: readonly EventRedaction[]): Promise<void> {
    assertStreamId(streamId);
    if (redactions.length === 0) return;
    const rows = redactions.map((r) => {
      const [serialized] = serializeBatch(
        [{ id: r.eventId, type: 'Redacted', data: r.data, metadata: r.metadata ?? {} }],
        this.maxEventBytes,
      );
      return { ...serialized, keepMetadata: r.metadata === undefined };
    });
    await this.sql.transaction(async (tx) => {
      const { rows: stream } = await tx.query<{ deleted: boolean }>(
        `select deleted from lomo_streams where stream_id = $1 for update`,
        [streamId],
      );
      if (!stream[0]) throw new StreamNotFound(streamId);
      if (stream[0].deleted) throw new StreamDeleted(streamId);
      await tx.query(`update lomo_streams set rewrites = rewrites + 1 where stream_id = $1`, [streamId]);
      for (const row of rows) {
        const { rows: updated } = await tx.query(
          `update lomo_events set data = $3::jsonb, metadata = case when $5 then metadata else $4::jsonb end
            where stream_id = $1 and event_id = $2 returning 1`,
          [streamId, row.id, row.data, row.metadata, row.keepMetadata],
        );
        if (updated.length === 0) throw new InvalidEvent(row.id, `no such event in stream ${streamId}`);
      }
    });
  }

  async headPosition(): Promise<LogPosition> {
    return this.lastPosition(VISIBLE);
  }

  /** On a server only (set in the constructor): PGlite has one session, so what it committed is visible. */
  readonly committedHead?: () => Promise<LogPosition>;

  private async lastPosition(where: string): Promise<LogPosition> {
    const { rows } = await this.sql.query<{ transaction_id: string; global_position: string }>(
      `select transaction_id::text as transaction_id, global_position::text as global_position from lomo_events
        where ${where} order by lomo_events.transaction_id desc, lomo_events.global_position desc limit 1`,
    );
    return rows[0] ? { commit: BigInt(rows[0].transaction_id), prepare: BigInt(rows[0].global_position) } : LOG_START;
  }

  async close(): Promise<void> {
    await this.notifying;
    this.wakers.wake();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await (await unlisten?.catch(() => undefined))?.().catch(() => undefined);
    if (this.ownsClient) await this.sql.close();
  }

  /**
   * Wakes the readers a commit concerns (`commit` undefined: all): this process's at once,
   * other processes' by NOTIFY — sent after the commit and coalesced to one in flight at a
   * time, never inside the write transaction: a transaction that NOTIFYs holds a server-wide
   * lock from its commit through the WAL flush, which would line every append on the server up
   * behind one another's fsync. None on PGlite: no other process can read its data directory,
   * and the statement would wait in its one connection's queue ahead of every request.
   */
  private announce(commit?: Commit): void {
    this.wakers.wake(commit);
    if (this.sql.kind === 'pglite') return;
    if (!commit) this.unannounced = 'all';
    else if (this.unannounced !== 'all') this.unannounced = (this.unannounced ?? new Set()).add(commit.category);
    this.notifying ??= (async () => {
      while (this.unannounced) {
        const categories = this.unannounced;
        this.unannounced = undefined;
        const payload = categories === 'all' ? '' : notifyPayload(this.wakers.id, categories);
        // A lost hint only costs a poll interval.
        await this.sql.query(`select pg_notify($1, $2)`, [NOTIFY_CHANNEL, payload]).catch(() => undefined);
      }
      this.notifying = undefined;
    })();
  }

  private async requireStream(streamId: string): Promise<void> {
    if (!(await this.streamInfo(streamId))) throw new StreamNotFound(streamId);
  }
}

interface StreamEventRow extends EventRow {
  deleted: boolean;
  rewrites: string;
}

interface StreamRow extends Record<string, unknown> {
  stream_id: string;
  category: string;
  revision: string;
  metadata: Record<string, unknown>;
  deleted: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}
const STREAM_COLUMNS = `stream_id, category, revision::text as revision, metadata, deleted, created_at, updated_at`;

function toStreamInfo(row: StreamRow): StreamInfo {
  return {
    streamId: row.stream_id,
    category: row.category,
    revision: BigInt(row.revision),
    metadata: row.metadata,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function filterSql(filter: LogFilter | undefined, params: unknown[]): string {
  let sql = '';
  if (filter?.categories?.length) {
    params.push(filter.categories);
    sql += ` and category = any($${params.length}::text[])`;
  }
  if (filter?.eventTypes?.length) {
    params.push(filter.eventTypes);
    sql += ` and event_type = any($${params.length}::text[])`;
  }
  return sql;
}

/** NOTIFY payloads are limited to 8,000 bytes; a longer list is sent as '' (wake every reader). */
const MAX_NOTIFY_PAYLOAD = 7_000;

/** Who committed (a store's wake registry) and which categories, for other processes' readers. */
function notifyPayload(from: string, categories: ReadonlySet<string>): string {
  const payload = JSON.stringify({ from, categories: [...categories] });
  return Buffer.byteLength(payload) <= MAX_NOTIFY_PAYLOAD ? payload : '';
}

/** Undefined: an empty or unknown payload (an older process, a list too long), which wakes every reader. */
function parseNotifyPayload(payload: string): { from: string; categories: string[] } | undefined {
  try {
    const hint = JSON.parse(payload) as { from?: unknown; categories?: unknown };
    if (typeof hint.from !== 'string' || !Array.isArray(hint.categories)) return undefined;
    if (!hint.categories.every((c) => typeof c === 'string')) return undefined;
    return { from: hint.from, categories: hint.categories as string[] };
  } catch {
    return undefined;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}
