import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  decodeEvent,
  encodeEvent,
  EventEnvelopeSchema,
  type EventEnvelope,
  type EventOf,
  type EventTypeName,
} from '@lomo/contracts';
import type { RecordedEvent } from '@lomo/event-store';
import type { MessageType } from '@lomo/messaging';

/** A protobuf integration event as a bus `MessageType`: the type header is its full type name. */
export function eventMessageType<Name extends EventTypeName>(typeName: Name): MessageType<EventOf<Name>> {
  return {
    type: typeName,
    encode: (event) => encodeEvent(typeName, event),
    decode: (bytes) => decodeEvent(typeName, bytes),
  };
}

/**
 * The envelope of an integration event published from a recorded domain event: its identity
 * and place in the stream (consumers dedupe on the id and drop older revisions), and the
 * metadata the command stamped.
 */
export function envelopeOf(event: RecordedEvent): EventEnvelope {
  const { occurredAt, correlationId, causationId, workspaceId, actor } = event.metadata;
  return create(EventEnvelopeSchema, {
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: event.revision,
    // Replays must not read the clock: the recorded time is the fallback, never now().
    occurredAt: timestampFromDate(new Date(occurredAt ?? event.recordedAt)),
    correlationId: correlationId ?? '',
    causationId: causationId ?? '',
    workspaceId: workspaceId ?? '',
    actor: actor ?? '',
  });
}
