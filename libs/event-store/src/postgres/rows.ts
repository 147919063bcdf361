import type { RecordedEvent, Upcaster } from '../types';

/**
 * The columns every read selects, as text where JS would lose precision. The aliases shadow
 * the columns in ORDER BY, which would then sort as text ('10' < '9'): always order by the
 * qualified `lomo_events.<column>`.
 */
export const EVENT_COLUMNS = `event_id::text as event_id, event_type, data, metadata, schema_version, stream_id,
  revision::text as revision, transaction_id::text as transaction_id, global_position::text as global_position, recorded_at`;

/** `EVENT_COLUMNS` of the events row aliased `t` (a join). */
export const eventColumnsOf = (t: string) => `${t}.event_id::text as event_id, ${t}.event_type as event_type,
  ${t}.data as data, ${t}.metadata as metadata, ${t}.schema_version as schema_version, ${t}.stream_id as stream_id,
  ${t}.revision::text as revision, ${t}.transaction_id::text as transaction_id,
  ${t}.global_position::text as global_position, ${t}.recorded_at as recorded_at`;

export interface EventRow extends Record<string, unknown> {
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  schema_version: number;
  stream_id: string;
  revision: string;
  transaction_id: string;
  global_position: string;
  recorded_at: Date | string;
}

export function toRecordedEvent(row: EventRow, upcasters: Readonly<Record<string, Upcaster>>): RecordedEvent {
  const upcast = upcasters[row.event_type];
  const { data, schemaVersion } = upcast
    ? upcast({ type: row.event_type, data: row.data, schemaVersion: row.schema_version })
    : { data: row.data, schemaVersion: row.schema_version };
  return {
    id: row.event_id,
    type: row.event_type,
    data,
    metadata: row.metadata,
    schemaVersion,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
    recordedAt: new Date(row.recorded_at),
  };
}
