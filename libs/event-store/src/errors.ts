import type { ExpectedRevision } from './types';

/** Base of every error the event store reports; `code` is stable for HTTP/CLI mapping. */
export abstract class EventStoreError extends Error {
  abstract readonly code: string;
}

/** The stream was not where the writer expected it: re-read and decide again. */
export class ConcurrencyConflict extends EventStoreError {
  readonly code = 'concurrency_conflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual revision, or `no_stream`. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export class StreamNotFound extends EventStoreError {
  readonly code = 'stream_not_found';
  constructor(readonly streamId: string) {
    super(`stream ${streamId} not found`);
  }
}

/** The stream was purged; it can be neither read nor written again. */
export class StreamDeleted extends EventStoreError {
  readonly code = 'stream_deleted';
  constructor(readonly streamId: string) {
    super(`stream ${streamId} was deleted`);
  }
}

export class InvalidStreamId extends EventStoreError {
  readonly code = 'invalid_stream_id';
  constructor(
    readonly streamId: string,
    readonly reason: string,
  ) {
    super(`invalid stream id ${JSON.stringify(streamId.slice(0, 80))}: ${reason}`);
  }
}

export class EventTooLarge extends EventStoreError {
  readonly code = 'event_too_large';
  constructor(
    readonly eventId: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`event ${eventId} is ${bytes} bytes; the limit is ${limit}`);
  }
}

/** The batch itself is malformed: bad id, type, data, or a mix of old and new event ids. */
export class InvalidEvent extends EventStoreError {
  readonly code = 'invalid_event';
  constructor(
    readonly eventId: string | undefined,
    readonly reason: string,
  ) {
    super(`invalid event${eventId ? ` ${eventId}` : ''}: ${reason}`);
  }
}

/**
 * The adapter cannot rewrite a recorded event (EventStoreDB: events are immutable). Through
 * `EncryptingEventStore` (ADR 0041) an event whose data key was destroyed needs no rewrite; an
 * event under a live key still meets this error.
 */
export class RedactionUnsupported extends EventStoreError {
  readonly code = 'redaction_unsupported';
  constructor(readonly streamId: string) {
    super(`stream ${streamId}: this event store cannot rewrite recorded events`);
  }
}
