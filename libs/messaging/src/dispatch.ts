import { randomUUID } from 'node:crypto';
import { findUnstorable, UnstorableValue } from '@lomo/contracts';
import { RejectMessage, UndecodableMessage } from './errors';
import { type DeadLetterReason, errorText, MessageHeaders as H } from './headers';
import type { MessagingLogger } from './logger';
import { type HandlerBinding, type OutgoingMessage, type ReceivedMessage } from './message-bus';
import { ANY_TYPE } from './message-type';
import { deadLetterTopic, retryDelayMs, retryTopic } from './retry-policy';
import type { ResolvedGroup } from './topic-catalog';
import { inConsumerSpan, type MessagingSystem } from './tracing';

/**
 * The adapter-independent half of consuming: both adapters fetch, pace and commit their own
 * way, and hand every record to `dispatch`, so decoding, handler selection, retries and dead
 * letters behave identically on Kafka and in process.
 */

/** A record as stored on a partition. */
export interface WireRecord {
  topic: string;
  key: string;
  value: Uint8Array;
  headers: Record<string, string>;
}

/** A record as fetched, with its position. */
export interface FetchedRecord extends WireRecord {
  partition: number;
  offset: string;
}

/** What a subscription dispatches with. */
export interface Route {
  group: ResolvedGroup;
  handlers: ReadonlyMap<string, HandlerBinding>;
  logger: MessagingLogger;
  /** What the consumer spans name as `messaging.system`. */
  system: MessagingSystem;
}

export function routeOf(
  group: ResolvedGroup,
  handlers: readonly HandlerBinding[],
  logger: MessagingLogger,
  system: MessagingSystem = 'kafka',
): Route {
  return { group, handlers: new Map(handlers.map((binding) => [binding.messageType.type, binding])), logger, system };
}

/** Envelope fields → headers. */
export function toWire(message: OutgoingMessage, now = Date.now()): WireRecord & { id: string } {
  const id = message.id ?? randomUUID();
  const headers: Record<string, string> = {
    ...message.headers,
    [H.id]: id,
    [H.type]: message.type,
    [H.publishedAt]: new Date(now).toISOString(),
  };
  if (message.correlationId) headers[H.correlationId] = message.correlationId;
  if (message.causationId) headers[H.causationId] = message.causationId;
  if (message.traceparent) headers[H.traceparent] = message.traceparent;
  return { id, topic: message.topic, key: message.key, value: message.value, headers };
}

const isRetryOf = (route: Route, record: Pick<WireRecord, 'topic'>) =>
  record.topic.startsWith(`${route.group.name}.retry.`);

/** ms before a record of a retry topic comes due; 0 for any other record. */
export function msUntilDue(route: Route, record: Pick<WireRecord, 'topic' | 'headers'>, now = Date.now()): number {
  if (!isRetryOf(route, record)) return 0;
  return Math.max(0, Number(record.headers[H.notBefore] ?? 0) - now);
}

/**
 * Decodes the record and runs its handler. Resolves to the record to publish before the
 * source offset is committed (a retry or a dead letter), or undefined when handled. Never
 * rejects: every failure becomes a forward.
 */
export async function dispatch(
  route: Route,
  record: FetchedRecord,
  signal: AbortSignal,
): Promise<WireRecord | undefined> {
  const { group, logger } = route;
  const h = record.headers;
  const retried = isRetryOf(route, record);
  const attempt = retried ? Number(h[H.attempt] ?? 2) : 1;
  const context = {
    group: group.name,
    topic: record.topic,
    partition: record.partition,
    offset: record.offset,
    id: h[H.id],
    type: h[H.type],
  };
  const deadLetter = (reason: DeadLetterReason, error: string): WireRecord => {
    logger.warn({ ...context, reason, error, attempt }, 'message dead-lettered');
    const { [H.notBefore]: _due, [H.lastError]: _last, ...kept } = withOrigin(record, retried);
    const headers = {
      ...kept,
      [H.deadLetterReason]: reason,
      [H.deadLetterError]: error,
      [H.deadLetterGroup]: group.name,
      [H.deadLetterAttempts]: String(attempt),
      [H.deadLetterAt]: new Date().toISOString(),
    };
    return { topic: deadLetterTopic(group.name), key: record.key, value: record.value, headers };
  };
  if (!h[H.id] || !h[H.type]) return deadLetter('invalid_envelope', `missing ${H.id} or ${H.type} header`);
  const binding = route.handlers.get(h[H.type]) ?? route.handlers.get(ANY_TYPE);
  if (!binding) return deadLetter('unknown_type', `no handler for message type ${h[H.type]} in group ${group.name}`);
  let payload: unknown;
  try {
    payload = binding.messageType.decode(record.value);
  } catch (error) {
    return deadLetter('decode_failed', errorText(error));
  }
  // A payload storage would refuse (ADR 0011) can never succeed: dead-letter it, do not retry.
  const unstorable = findUnstorable(payload);
  if (unstorable) return deadLetter('rejected', `unstorable payload: ${unstorable.detail}`);
  try {
    const message = received(record, retried, attempt, payload);
    const traced = { ...message, system: route.system, group: group.name };
    await inConsumerSpan(traced, () => binding.handle(message, { group: group.name, signal }));
    return undefined;
  } catch (error) {
    if (error instanceof UndecodableMessage) return deadLetter('decode_failed', errorText(error));
    if (error instanceof RejectMessage || error instanceof UnstorableValue)
      return deadLetter('rejected', errorText(error));
    if (attempt >= group.retry.maxAttempts) return deadLetter('handler_failed', errorText(error));
    const next = attempt + 1;
    logger.info({ ...context, attempt, error: errorText(error) }, 'handler failed; message scheduled for retry');
    const notBefore = Date.now() + retryDelayMs(group.retry, next);
    const headers = {
      ...withOrigin(record, retried),
      [H.attempt]: String(next),
      [H.notBefore]: String(notBefore),
      [H.lastError]: errorText(error),
    };
    return { topic: retryTopic(group.name, next), key: record.key, value: record.value, headers };
  }
}

/** Headers with the original position, kept from the first hop on. */
function withOrigin(record: FetchedRecord, retried: boolean): Record<string, string> {
  if (retried && record.headers[H.originalTopic]) return { ...record.headers };
  return {
    ...record.headers,
    [H.originalTopic]: record.topic,
    [H.originalPartition]: String(record.partition),
    [H.originalOffset]: record.offset,
  };
}

function received(
  record: FetchedRecord,
  retried: boolean,
  attempt: number,
  payload: unknown,
): ReceivedMessage<unknown> {
  const h = record.headers;
  return {
    id: h[H.id],
    type: h[H.type],
    key: record.key,
    payload,
    topic: retried ? (h[H.originalTopic] ?? record.topic) : record.topic,
    partition: retried ? Number(h[H.originalPartition] ?? record.partition) : record.partition,
    offset: retried ? (h[H.originalOffset] ?? record.offset) : record.offset,
    attempt,
    correlationId: h[H.correlationId],
    causationId: h[H.causationId],
    traceparent: h[H.traceparent],
    publishedAt: new Date(h[H.publishedAt] ?? 0),
    headers: h,
  };
}
