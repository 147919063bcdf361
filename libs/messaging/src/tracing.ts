import { context as otelContext, type Span, SpanKind, trace as otelTrace } from '@opentelemetry/api';
import { contextOf, failSpan, inSpan, traceparentOf, tracingActive } from '@lomo/observability/tracing';
import type { OutgoingMessage } from './message-bus';

/**
 * Spans of the semantic conventions' messaging spans, and the W3C trace context of a message
 * in its `traceparent` header. By hand rather than the kafkajs instrumentation: the header is
 * part of the envelope both adapters share (dispatch.ts), so the in-process bus of embedded
 * mode carries a trace as Kafka does, and an outbox message carries the trace of the request
 * whose append it publishes, not the publisher's polling loop's (ADR 0049).
 */

/** `kafka`, or the in-process bus of embedded mode. */
export type MessagingSystem = 'kafka' | 'in_process';

/**
 * The trace a message continues: its own `traceparent` (an outbox message carries the one its
 * event was appended under), unless the publisher's active span belongs to that same trace
 * (a handler publishing what its message caused: its process span is the closer parent).
 */
function parentOf(message: OutgoingMessage) {
  const active = otelContext.active();
  if (!message.traceparent) return active;
  const activeTrace = otelTrace.getSpanContext(active)?.traceId;
  return activeTrace && message.traceparent.includes(activeTrace) ? active : contextOf(message.traceparent);
}

/**
 * A producer span per message that is part of a trace (`send <topic>`), with the message's
 * `traceparent` set to it; messages of no trace go as they are. `end` closes the spans once
 * the broker acknowledged (or refused) the batch.
 */
export function producerSpans(
  system: MessagingSystem,
  batch: readonly OutgoingMessage[],
): { messages: OutgoingMessage[]; end(error?: unknown): void } {
  if (!tracingActive()) return { messages: [...batch], end: () => undefined };
  const spans: Span[] = [];
  const messages = batch.map((message) => {
    const parent = parentOf(message);
    if (!otelTrace.getSpanContext(parent)) return message;
    const span = otelTrace.getTracer('lomo').startSpan(
      `send ${message.topic}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': system,
          'messaging.operation.type': 'send',
          'messaging.operation.name': 'send',
          'messaging.destination.name': message.topic,
          'messaging.message.id': message.id,
          'lomo.message.type': message.type,
        },
      },
      parent,
    );
    spans.push(span);
    return { ...message, traceparent: traceparentOf(otelTrace.setSpan(parent, span)) ?? message.traceparent };
  });
  return {
    messages,
    end: (error) => {
      for (const span of spans) {
        if (error !== undefined) failSpan(span, error);
        span.end();
      }
    },
  };
}

/** What a consumer span says about the message it processes. */
export interface Processed {
  system: MessagingSystem;
  group: string;
  topic: string;
  partition: number;
  offset: string;
  id: string;
  type: string;
  attempt: number;
  traceparent?: string;
}

/** Runs a handler inside `process <topic>`, a child of the message's producer span. */
export function inConsumerSpan<T>(message: Processed, work: () => Promise<T>): Promise<T> {
  return inSpan(
    `process ${message.topic}`,
    {
      kind: SpanKind.CONSUMER,
      parent: contextOf(message.traceparent),
      attributes: {
        'messaging.system': message.system,
        'messaging.operation.type': 'process',
        'messaging.operation.name': 'process',
        'messaging.destination.name': message.topic,
        'messaging.destination.partition.id': String(message.partition),
        'messaging.consumer.group.name': message.group,
        'messaging.message.id': message.id,
        'messaging.kafka.offset': Number(message.offset),
        'lomo.message.type': message.type,
        'lomo.delivery.attempt': message.attempt,
      },
    },
    work,
  );
}
