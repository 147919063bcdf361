/**
 * A position in the global log, shared by every adapter: `commit` orders transactions and
 * `prepare` orders events within one. PostgreSQL: (transaction id, row sequence);
 * EventStoreDB: its own (commit, prepare) pair. Compare with `comparePositions`, never by
 * one half alone.
 */
export interface LogPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** Before the first event of the log. */
export const LOG_START: LogPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** `"<commit>-<prepare>"`: the form used in checkpoints, SSE ids and the CLI. */
export function formatPosition(position: LogPosition): string {
  return `${position.commit}-${position.prepare}`;
}

export function parsePosition(text: string): LogPosition | undefined {
  const match = /^(\d{1,20})-(\d{1,20})$/.exec(text);
  return match ? { commit: BigInt(match[1]), prepare: BigInt(match[2]) } : undefined;
}

/**
 * What the writer believes about the stream, checked atomically with the append:
 * `no_stream` (must not exist), `exists` (must exist), `any`, or the exact revision
 * (0-based position of the stream's last event).
 */
export type ExpectedRevision = 'no_stream' | 'exists' | 'any' | bigint;

/** Who did it and why; travels with every event (ARCHITECTURE §4). */
export interface EventMetadata {
  workspaceId?: string;
  actor?: string;
  correlationId?: string;
  causationId?: string;
  /** ISO-8601 time the fact happened, stamped by the caller (time is injected, never read here). */
  occurredAt?: string;
  [key: string]: unknown;
}

/** An event to append. `id` makes re-appends idempotent; `schemaVersion` drives upcasting. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata?: EventMetadata;
  /** @default 1 */
  schemaVersion?: number;
}

/** An event as stored: the envelope plus where it sits in its stream and in the log. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  schemaVersion: number;
  streamId: string;
  /** 0-based position of the event in its stream. */
  revision: bigint;
  position: LogPosition;
  /** When the store recorded it (server clock). */
  recordedAt: Date;
  /**
   * The event's content was sealed under a data key that was destroyed (crypto-shredding,
   * ADR 0041): `data` is null and `metadata` holds only its clear fields. Ids, type, revision
   * and position stay, so orders and checkpoints hold; projections and processors skip it.
   */
  shredded?: true;
}

export interface AppendResult {
  /** Revision of the stream after the append (of the last event in the batch). */
  nextRevision: bigint;
  /** Log position of the last event in the batch. */
  position: LogPosition;
}

export interface ReadStreamOptions {
  /** @default 'forwards' */
  direction?: 'forwards' | 'backwards';
  /** First revision to return (inclusive). @default start (forwards) or end (backwards) */
  fromRevision?: bigint;
  /** @default unlimited */
  maxCount?: number;
}

/** A stream's events after a revision, and how many times its events were rewritten (`EventStore.readStreamTail`). */
export interface StreamTail {
  events: RecordedEvent[];
  /** Grows with every `redact` of the stream: equal counts mean the earlier events are as they were read. */
  rewrites: number;
}

/** Server-side filter on the global log; both parts must match when both are given. */
export interface LogFilter {
  eventTypes?: readonly string[];
  /** Stream categories: the part of the stream id before the first `-`. */
  categories?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. @default LOG_START */
  after?: LogPosition;
  /** @default 1000 */
  maxCount?: number;
  filter?: LogFilter;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint: deliver events strictly after it. @default LOG_START */
  after?: LogPosition;
  filter?: LogFilter;
  /**
   * Called once per event, in log order, awaited before the next; when it throws, the
   * subscription stops with that error (the caller restarts it from its checkpoint).
   */
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  /** Called when the subscription has delivered everything that existed when it started. */
  onCaughtUp?: () => void;
}

/** A running catch-up-then-live subscription. */
export interface Subscription {
  /** Stops delivery; resolves when the handler is no longer running. */
  stop(): Promise<void>;
  /** Resolves when the subscription ends: after `stop()`, or rejects with the handler's or the store's error. */
  readonly done: Promise<void>;
}

export interface StreamInfo {
  streamId: string;
  category: string;
  revision: bigint;
  metadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

/** Transforms an old stored event shape into the current one when read. */
export type Upcaster = (event: { type: string; data: unknown; schemaVersion: number }) => {
  data: unknown;
  schemaVersion: number;
};
