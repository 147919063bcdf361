/** Header names of the envelope, retries and dead letters; values are UTF-8 strings. */
export const MessageHeaders = {
  id: 'message-id',
  type: 'message-type',
  correlationId: 'correlation-id',
  causationId: 'causation-id',
  /** W3C trace context, under its standard name. */
  traceparent: 'traceparent',
  /** ISO-8601 time of the original publication. */
  publishedAt: 'published-at',
  /** Delivery attempt carried by a retry topic message (2 = first retry). */
  attempt: 'retry-attempt',
  /** Epoch ms before which a retry must not be delivered. */
  notBefore: 'retry-not-before',
  /** Where the message was first published, kept through retries and into the DLQ. */
  originalTopic: 'original-topic',
  originalPartition: 'original-partition',
  originalOffset: 'original-offset',
  /** Message of the error that caused the last retry. */
  lastError: 'retry-last-error',
  /** Why the message is in the DLQ: a `DeadLetterReason`. */
  deadLetterReason: 'dlq-reason',
  deadLetterError: 'dlq-error',
  deadLetterGroup: 'dlq-group',
  deadLetterAttempts: 'dlq-attempts',
  deadLetterAt: 'dlq-at',
} as const;

/**
 * Why a message was dead-lettered:
 * - `handler_failed`: the handler threw on every one of `maxAttempts` deliveries;
 * - `rejected`: the handler threw `RejectMessage` (permanent failure, no retry);
 * - `decode_failed`: the payload did not decode or validate (no retry);
 * - `unknown_type`: no handler for the type (parked, no retry);
 * - `invalid_envelope`: the message id or type header is missing (no retry).
 */
export type DeadLetterReason = 'handler_failed' | 'rejected' | 'decode_failed' | 'unknown_type' | 'invalid_envelope';

/** Longest error text kept in a header: enough to diagnose, small enough for any broker. */
const MAX_ERROR_LENGTH = 1_000;

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
