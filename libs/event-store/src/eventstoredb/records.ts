import {
  jsonEvent,
  type JSONEventData,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, LogPosition, RecordedEvent, Upcaster } from '../types';
import type { SerializedEvent } from '../validation';

/**
 * ESDB events carry data, one custom-metadata blob and a type; the schema version rides in
 * the custom metadata under a `$` key (ESDB reserves `$`-keys for itself and the clients'
 * conventions, so it cannot collide with the caller's own metadata keys in practice).
 */
export const SCHEMA_VERSION_KEY = '$schemaVersion';

/** A validated event as the client sends it: JSON data and JSON custom metadata. */
export function toEventData(event: SerializedEvent): JSONEventData {
  const metadata: JSONType = {
    ...(JSON.parse(event.metadata) as Record<string, unknown>),
    [SCHEMA_VERSION_KEY]: event.schemaVersion,
  };
  // The client serializes `data` again with JSON.stringify, giving back the validated text.
  // Any JSON value is accepted on the wire, wider than the client's JSONType says.
  return jsonEvent({ id: event.id, type: event.type, data: JSON.parse(event.data) as JSONType, metadata });
}

/** Stream reads carry positions only on servers ≥ 22.6 (client type docs); the conformance suite needs them. */
export function positionOf(event: { position?: { commit: bigint; prepare: bigint } }): LogPosition {
  if (!event.position)
    throw new Error('EventStoreDB returned no log position for an event: server 22.6 or later is required');
  return { commit: event.position.commit, prepare: event.position.prepare };
}

/** The client's recorded event → the port's, upcast when an upcaster is registered for its type. */
export function toRecordedEvent(
  event: EsdbRecordedEvent,
  upcasters: Readonly<Record<string, Upcaster>>,
): RecordedEvent {
  const { [SCHEMA_VERSION_KEY]: stored, ...metadata } = isObject(event.metadata)
    ? (event.metadata as Record<string, unknown>)
    : {};
  const raw = { type: event.type, data: event.data as unknown, schemaVersion: typeof stored === 'number' ? stored : 1 };
  const upcast = upcasters[event.type];
  const { data, schemaVersion } = upcast ? upcast(raw) : raw;
  return {
    id: event.id,
    type: event.type,
    data,
    metadata: metadata as EventMetadata,
    schemaVersion,
    streamId: event.streamId,
    revision: event.revision,
    position: positionOf(event),
    recordedAt: event.created,
  };
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
