import type {
  AppendResult,
  ExpectedRevision,
  LogFilter,
  LogPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamInfo,
  StreamTail,
  SubscribeOptions,
  Subscription,
} from './types';

/**
 * The event log: one append-only stream per aggregate (task, job, object…) and one global
 * order over all of them. It is the source of truth and the outbox; everything else is
 * projected from it. Every adapter passes `eventStoreConformance` (./testing).
 */
export interface EventStore {
  /**
   * Appends a batch to one stream atomically, if the stream is at `expected`. Re-appending
   * a batch whose event ids are all already in the stream returns the original result and
   * writes nothing (a retried request after a lost response succeeds).
   * @throws ConcurrencyConflict, StreamDeleted, InvalidStreamId, InvalidEvent, EventTooLarge
   */
  append(streamId: string, events: readonly NewEvent[], options: { expected: ExpectedRevision }): Promise<AppendResult>;

  /** @throws StreamNotFound, StreamDeleted, InvalidStreamId */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;

  /**
   * The stream's events after `afterRevision` (-1n: all of them) and its rewrite count, read
   * together: a reader that keeps the events it read before asks only for the new ones, and a
   * count that moved tells it a redaction rewrote some of those it kept. Absent where events are
   * never rewritten in place and nobody needs it (EventStoreDB).
   * @throws StreamNotFound, StreamDeleted, InvalidStreamId
   */
  readStreamTail?(streamId: string, afterRevision: bigint): Promise<StreamTail>;

  /** Events strictly after `options.after` in global order, filtered server-side. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;

  /**
   * Catch-up then live: delivers every matching event after the checkpoint in global
   * order, then new ones as they commit. Never skips an event whose transaction commits
   * late; never delivers one twice within a subscription.
   */
  subscribe(options: SubscribeOptions): Subscription;

  /** @returns undefined when the stream does not exist. @throws StreamDeleted */
  streamInfo(streamId: string): Promise<StreamInfo | undefined>;

  /** Replaces the stream's metadata (workspace, retention hints…). @throws StreamNotFound, StreamDeleted */
  setStreamMetadata(streamId: string, metadata: Record<string, unknown>): Promise<void>;

  /** Stream ids of one category, oldest first, for listing and the replay CLI. */
  listStreams(options?: { category?: string; after?: string; limit?: number }): Promise<StreamInfo[]>;

  /**
   * Deletes a stream and every event in it for good, leaving a tombstone so the id
   * cannot be reused, and appends `StreamPurged` to the `$purges` stream in the same
   * transaction so projections delete what they derived. `workspaceId` goes on the
   * `StreamPurged` event's metadata, so consumers of the purge know whose data to delete.
   * @throws StreamNotFound
   */
  purgeStream(
    streamId: string,
    metadata?: { actor?: string; reason?: string; occurredAt?: string; workspaceId?: string },
  ): Promise<void>;

  /**
   * Rewrites recorded events in place, for content a deletion must remove from a stream that
   * stays (R-10.8: a main thread, a kept object): same id, type, revision and position; new
   * `data`, and `metadata` when given. Readers see the new payload; subscribers are not told
   * again. All or nothing. @throws StreamNotFound, StreamDeleted, InvalidEvent (an id not in
   * the stream, a payload that is not JSON), EventTooLarge, RedactionUnsupported
   */
  redact(streamId: string, redactions: readonly EventRedaction[]): Promise<void>;

  /** The position of the last event in the log (LOG_START when empty). */
  headPosition(): Promise<LogPosition>;

  /**
   * The position of the last *committed* event, counting events that readers of the log cannot
   * see yet because an older transaction is still open (PostgreSQL server, ADR 0003). Absent
   * where committed means visible (PGlite's one session, EventStoreDB).
   */
  committedHead?(): Promise<LogPosition>;

  /**
   * Calls `listener` after events commit — this process's at once, other processes' through a
   * hint (NOTIFY) — so a caught-up reader may sleep long and still wake at once. A hint only: a
   * lost one costs the reader's longest sleep. Absent where the adapter cannot tell (EventStoreDB
   * pushes live events itself). `filter`: only commits that can hold events it matches call the
   * listener (a reader of one category is not woken by another's). @returns the function that
   * stops the calls
   */
  onCommit?(listener: () => void, filter?: LogFilter): () => void;

  close(): Promise<void>;
}

/** One event's new payload (`EventStore.redact`). */
export interface EventRedaction {
  eventId: string;
  data: unknown;
  /** Replaces the metadata too; absent = the metadata stays. */
  metadata?: Record<string, unknown>;
}

/** The system stream that records purges, and the event it records them with. */
export const PURGES_STREAM = '$purges';
export interface StreamPurged {
  streamId: string;
  category: string;
  lastRevision: string;
  actor?: string;
  reason?: string;
}
