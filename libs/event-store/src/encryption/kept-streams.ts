import type { EventMetadata, RecordedEvent } from '../types';

/**
 * One event of a kept stream: its clear fields and its content as JSON text —
 * `{"d":data,"m":sealed metadata,"c":clear metadata}` — parsed again on every read, so a reader
 * that changes what it read changes nothing another reader gets.
 */
export interface KeptEvent {
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly streamId: string;
  readonly revision: bigint;
  readonly commit: bigint;
  readonly prepare: bigint;
  readonly recordedAt: number;
  /** The data key that opened it; undefined for an event stored in clear. */
  readonly keyId?: string;
  readonly content: string;
}

/** A stream as this process last read it: its events in order, and the rewrite count they were read at. */
export interface KeptStream {
  readonly owner: string;
  readonly rewrites: number;
  readonly events: KeptEvent[];
  readonly keyIds: Set<string>;
  bytes: number;
}

/** What an entry costs besides its text: the fields, the object and the array slot. */
const EVENT_OVERHEAD = 160;

/**
 * The opened events of the streams this process read last (ADR 0096), so that reading a
 * stream again — what every command does to rebuild its aggregate — asks the store only for
 * the events after the last one kept and the stream's rewrite count (`readStreamTail`), instead
 * of fetching, parsing and opening every sealed event again. Bounded by the summed length of
 * the kept texts; least recently read streams go first. `dropOwner` forgets an owner's streams
 * at once when this process shreds its key.
 */
export class KeptStreams {
  private readonly streams = new Map<string, KeptStream>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(streamId: string): KeptStream | undefined {
    const kept = this.streams.get(streamId);
    if (!kept) return undefined;
    // Map order is insertion order: re-inserting makes this the most recently read.
    this.streams.delete(streamId);
    this.streams.set(streamId, kept);
    return kept;
  }

  /** Keeps `events` as the whole stream, read at `rewrites`. */
  set(streamId: string, owner: string, rewrites: number, events: readonly KeptEvent[]): void {
    this.delete(streamId);
    const stream: KeptStream = { owner, rewrites, events: [], keyIds: new Set(), bytes: 0 };
    this.streams.set(streamId, stream);
    this.add(streamId, stream, events);
  }

  /**
   * Adds the events after the `known` kept ones — unless, while they were read, another read
   * of the stream added its own or the stream was dropped: then the kept list is left as it is.
   */
  append(streamId: string, stream: KeptStream, known: number, events: readonly KeptEvent[]): void {
    if (events.length === 0 || this.streams.get(streamId) !== stream || stream.events.length !== known) return;
    this.add(streamId, stream, events);
  }

  delete(streamId: string): void {
    const kept = this.streams.get(streamId);
    if (!kept) return;
    this.bytes -= kept.bytes;
    this.streams.delete(streamId);
  }

  dropOwner(owner: string): void {
    for (const [id, kept] of this.streams) if (kept.owner === owner) this.delete(id);
  }

  private add(streamId: string, stream: KeptStream, events: readonly KeptEvent[]): void {
    let added = 0;
    for (const event of events) {
      stream.events.push(event);
      if (event.keyId) stream.keyIds.add(event.keyId);
      added += event.content.length + EVENT_OVERHEAD;
    }
    stream.bytes += added;
    this.bytes += added;
    if (stream.bytes > this.maxBytes) this.delete(streamId);
    for (const [id] of this.streams) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(id);
    }
  }
}

/** The content text of an opened event: its plaintext (`{"d":…}` or `{"d":…,"m":…}`) with the clear metadata added. */
export function keptContent(plaintext: string, clearMetadata: EventMetadata): string {
  return `${plaintext.slice(0, -1)},"c":${JSON.stringify(clearMetadata)}}`;
}

/** A fresh `RecordedEvent` of a kept one: nothing in it is shared with another read. */
export function recordedOf(kept: KeptEvent): RecordedEvent {
  const { d, m, c } = JSON.parse(kept.content) as { d: unknown; m?: EventMetadata; c: EventMetadata };
  return {
    id: kept.id,
    type: kept.type,
    data: d,
    metadata: m ? { ...c, ...m } : c,
    schemaVersion: kept.schemaVersion,
    streamId: kept.streamId,
    revision: kept.revision,
    position: { commit: kept.commit, prepare: kept.prepare },
    recordedAt: new Date(kept.recordedAt),
  };
}
