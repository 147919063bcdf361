import { EventTooLarge, InvalidEvent, InvalidStreamId } from './errors';
import { assertStorableEvent } from './storable-event';
import type { ExpectedRevision, NewEvent } from './types';

/** Stream ids: `<category>-<id>`, no whitespace or control characters; `$` is reserved for system streams. */
const STREAM_ID = /^[A-Za-z0-9][A-Za-z0-9_.:@=+-]*$/;
export const MAX_STREAM_ID_LENGTH = 200;
/** @default 1 MiB of UTF-8 JSON (data + metadata) per event */
export const DEFAULT_MAX_EVENT_BYTES = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENT_TYPE = /^[A-Za-z$][\w.$-]{0,199}$/;

/** The category of a stream: the part before the first `-` (`task-42` → `task`). */
export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

export function assertStreamId(streamId: unknown, { allowSystem = false } = {}): asserts streamId is string {
  if (typeof streamId !== 'string' || streamId.length === 0)
    throw new InvalidStreamId(String(streamId), 'must be a non-empty string');
  if (streamId.length > MAX_STREAM_ID_LENGTH)
    throw new InvalidStreamId(streamId, `longer than ${MAX_STREAM_ID_LENGTH} characters`);
  const body = allowSystem && streamId.startsWith('$') ? streamId.slice(1) : streamId;
  if (!STREAM_ID.test(body))
    throw new InvalidStreamId(streamId, 'allowed: letters, digits and _ . : @ = + - (not first)');
}

export function assertExpectedRevision(expected: unknown): asserts expected is ExpectedRevision {
  if (expected === 'no_stream' || expected === 'exists' || expected === 'any') return;
  if (typeof expected === 'bigint' && expected >= 0n) return;
  throw new InvalidEvent(
    undefined,
    `expected revision must be no_stream, exists, any or a bigint ≥ 0 (got ${String(expected)})`,
  );
}

/** Serialized payload of one event, as stored; sizes are checked on this exact text. */
export interface SerializedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
  schemaVersion: number;
}

/**
 * Checks a whole batch before anything is written, so a bad event leaves no trace:
 * uuid ids (unique within the batch), a plain type name, JSON-serializable data within
 * the size limit.
 */
export function serializeBatch(events: readonly NewEvent[], maxEventBytes: number): SerializedEvent[] {
  if (!Array.isArray(events) || events.length === 0)
    throw new InvalidEvent(undefined, 'a batch needs at least one event');
  const seen = new Set<string>();
  return events.map((event) => {
    if (typeof event?.id !== 'string' || !UUID.test(event.id))
      throw new InvalidEvent(String(event?.id), 'id must be a UUID');
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new InvalidEvent(id, 'the same id appears twice in one batch');
    seen.add(id);
    if (typeof event.type !== 'string' || !EVENT_TYPE.test(event.type))
      throw new InvalidEvent(id, 'type must be an identifier-like name');
    const schemaVersion = event.schemaVersion ?? 1;
    if (!Number.isInteger(schemaVersion) || schemaVersion < 1)
      throw new InvalidEvent(id, 'schemaVersion must be an integer ≥ 1');
    const data = toJson(id, 'data', event.data);
    const metadata = toJson(id, 'metadata', event.metadata ?? {});
    const bytes = Buffer.byteLength(data) + Buffer.byteLength(metadata);
    if (bytes > maxEventBytes) throw new EventTooLarge(id, bytes, maxEventBytes);
    return { id, type: event.type, data, metadata, schemaVersion };
  });
}

function toJson(id: string, field: 'data' | 'metadata', value: unknown): string {
  if (value === undefined) throw new InvalidEvent(id, `${field} is missing`);
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new InvalidEvent(id, `${field} is not JSON-serializable: ${(error as Error).message}`);
  }
  if (text === undefined) throw new InvalidEvent(id, `${field} is not JSON-serializable`);
  assertStorableEvent(id, field, value);
  return text;
}
