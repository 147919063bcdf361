import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { EventEnvelopeSchema, type EventEnvelope } from './gen/lomo/common/v1/envelope_pb';

/** What an envelope is built from: a recorded domain event (the event store's `RecordedEvent` fits). */
export interface RecordedEnvelopeSource {
  id: string;
  streamId: string;
  revision: bigint;
  recordedAt: Date;
  metadata: {
    occurredAt?: string;
    correlationId?: string;
    causationId?: string;
    workspaceId?: string;
    actor?: string;
  };
}

/**
 * The envelope of an integration event published from a recorded domain event: its identity
 * and place in the stream (consumers dedupe on the id and drop older revisions) and the
 * metadata the command stamped. Replays never read the clock: the recorded time is the fallback.
 */
export function envelopeOf(event: RecordedEnvelopeSource): EventEnvelope {
  const { occurredAt, correlationId, causationId, workspaceId, actor } = event.metadata;
  return create(EventEnvelopeSchema, {
    eventId: event.id,
    streamId: event.streamId,
    streamPosition: event.revision,
    occurredAt: timestampFromDate(new Date(occurredAt ?? event.recordedAt)),
    correlationId: correlationId ?? '',
    causationId: causationId ?? '',
    workspaceId: workspaceId ?? '',
    actor: actor ?? '',
  });
}
