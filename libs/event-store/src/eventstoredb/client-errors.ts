import {
  MaxAppendSizeExceededError,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { ConcurrencyConflict, EventTooLarge, StreamDeleted, StreamNotFound } from '../errors';
import type { ExpectedRevision } from '../types';

/**
 * The client's typed errors → the port's, so callers act on one set of errors whatever the
 * adapter. Anything unrecognised (unavailable, access denied…) passes through unchanged.
 */
export function toStoreError(
  error: unknown,
  streamId: string,
  context: { expected?: ExpectedRevision; firstEventId?: string; bytes?: number } = {},
): unknown {
  if (error instanceof StreamNotFoundError) return new StreamNotFound(streamId);
  if (error instanceof StreamDeletedError) return new StreamDeleted(streamId);
  if (error instanceof WrongExpectedVersionError) {
    const actual = error.actualVersion;
    return new ConcurrencyConflict(
      streamId,
      context.expected ?? 'any',
      typeof actual === 'bigint' ? actual : 'no_stream',
    );
  }
  // The server's MaxAppendSize bounds a whole append, not one event: operators size it (docs).
  if (error instanceof MaxAppendSizeExceededError)
    return new EventTooLarge(context.firstEventId ?? '', context.bytes ?? 0, error.maxAppendSize);
  return error;
}

/** Runs a client call and rethrows its failure as the port's error. */
export async function mapped<T>(
  streamId: string,
  call: () => Promise<T>,
  context?: Parameters<typeof toStoreError>[2],
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toStoreError(error, streamId, context);
  }
}
