import type { EventStore } from '../event-store';
import type { EventMetadata, ReadStreamOptions, RecordedEvent, Upcaster } from '../types';
import type { DataKey, EventKeys } from './event-keys';
import { KeptStreams, keptContent, recordedOf, type KeptEvent } from './kept-streams';
import { OpenedCache } from './opened-cache';
import { eventSealContext as sealContext, isSealedData, openText, type SealedData } from './sealing';

export interface SealedReaderOptions {
  keys: EventKeys;
  keyOwner: (streamId: string) => string | undefined;
  upcasters: Readonly<Record<string, Upcaster>>;
  /** 0: no opened cache (`EncryptingEventStoreOptions.openedCacheBytes`). */
  openedCacheBytes: number;
  /** 0: no kept streams (`EncryptingEventStoreOptions.keptStreamBytes`). */
  keptStreamBytes: number;
}

/**
 * The read side of `EncryptingEventStore`: opens what the wrapped store returns with the data
 * keys, marks what a destroyed key sealed as shredded, applies the upcasters, and keeps what it
 * opened — each event's plaintext for `readAll` and subscriptions (`OpenedCache`, ADR 0050), the
 * streams read whole for reading them again (`KeptStreams`, ADR 0096).
 */
export class SealedReader {
  private readonly keys: EventKeys;
  private readonly keyOwner: (streamId: string) => string | undefined;
  private readonly upcasters: Readonly<Record<string, Upcaster>>;
  private readonly opened?: OpenedCache;
  private readonly kept?: KeptStreams;

  constructor(
    private readonly inner: EventStore,
    options: SealedReaderOptions,
  ) {
    this.keys = options.keys;
    this.keyOwner = options.keyOwner;
    this.upcasters = options.upcasters;
    if (options.openedCacheBytes > 0) this.opened = new OpenedCache(options.openedCacheBytes);
    if (options.keptStreamBytes > 0 && inner.readStreamTail) this.kept = new KeptStreams(options.keptStreamBytes);
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const forwardsToTheEnd = options?.direction !== 'backwards' && options?.maxCount === undefined;
    const owner = this.keyOwner(streamId);
    if (this.kept && forwardsToTheEnd && owner !== undefined) {
      const events = await this.readKept(streamId, owner, options?.fromRevision);
      if (events) return events;
    }
    return this.open(await this.inner.readStream(streamId, options));
  }

  /** Forgets the stream as kept (it is being rewritten or purged). */
  forget(streamId: string): void {
    this.kept?.delete(streamId);
  }

  /** Opens the sealed events of a batch (one key-store round trip for the keys not cached). */
  async open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const sealed = events.map((event) => (this.isSealed(event) ? (event.data as SealedData) : undefined));
    const keyIds = new Set<string>();
    for (const s of sealed) if (s) keyIds.add(s.$key);
    const keys = keyIds.size > 0 ? await this.keys.byIds(keyIds) : new Map<string, DataKey>();
    return events.map((event, i) => {
      const s = sealed[i];
      if (!s) return this.upcast(event);
      const key = keys.get(s.$key);
      if (!key) return { ...event, data: null, shredded: true };
      const plaintext = this.openEvent(event, key, s);
      const { d, m } = JSON.parse(plaintext) as { d: unknown; m?: EventMetadata };
      return this.upcast({ ...event, data: d, metadata: m ? { ...event.metadata, ...m } : event.metadata });
    });
  }

  /**
   * A forward read served from the stream as this process kept it plus the events after it
   * (one round trip, `readStreamTail`). Undefined when part of the stream is shredded (the
   * caller reads it whole, which marks those events) or a part is asked of a stream not kept.
   */
  private async readKept(streamId: string, owner: string, from?: bigint): Promise<RecordedEvent[] | undefined> {
    const kept = this.kept!;
    let stream = kept.get(streamId);
    // A read from a revision of a stream not kept (a command whose folded state is cached) reads
    // just that part: fetching it all to keep it would cost more than the read asked.
    if (!stream && from !== undefined) return undefined;
    let known = stream?.events.length ?? 0;
    let tail;
    try {
      tail = await this.inner.readStreamTail!(streamId, known > 0 ? stream!.events[known - 1].revision : -1n);
      if (stream && stream.rewrites !== tail.rewrites) {
        // A redaction (here or in another process) rewrote events kept here: read them all again.
        kept.delete(streamId);
        [stream, known] = [undefined, 0];
        tail = await this.inner.readStreamTail!(streamId, -1n);
      }
    } catch (error) {
      kept.delete(streamId);
      throw error;
    }
    const keyIds = new Set(stream?.keyIds);
    for (const event of tail.events) if (this.isSealed(event)) keyIds.add((event.data as SealedData).$key);
    const keys = keyIds.size > 0 ? await this.keys.byIds(keyIds) : new Map<string, DataKey>();
    if (keys.size < keyIds.size) {
      kept.delete(streamId);
      return undefined;
    }
    const added = tail.events.map((event) => this.keptOf(event, keys));
    // The awaits above may have let another read of this stream keep its tail first: add ours
    // only to the very list we read after, at the length we read it.
    const before = stream?.events ?? [];
    if (stream) kept.append(streamId, stream, known, added);
    else kept.set(streamId, owner, tail.rewrites, added);
    const events: RecordedEvent[] = [];
    const read = (event: KeptEvent) => {
      if (from === undefined || event.revision >= from) events.push(this.upcast(recordedOf(event)));
    };
    for (let i = 0; i < known; i++) read(before[i]);
    for (const event of added) read(event);
    return events;
  }

  /** An event read from the wrapped store as it is kept: opened (its key is live), the clear metadata beside. */
  private keptOf(event: RecordedEvent, keys: ReadonlyMap<string, DataKey>): KeptEvent {
    const clear = {
      id: event.id,
      type: event.type,
      schemaVersion: event.schemaVersion,
      streamId: event.streamId,
      revision: event.revision,
      commit: event.position.commit,
      prepare: event.position.prepare,
      recordedAt: event.recordedAt.getTime(),
    };
    if (!this.isSealed(event)) return { ...clear, content: JSON.stringify({ d: event.data, c: event.metadata }) };
    const sealed = event.data as SealedData;
    // Not put in the opened cache: the kept stream holds it now, and twice would halve both.
    const plaintext =
      this.opened?.get(event.id, sealed.$key, sealed.$sealed) ??
      openText(keys.get(sealed.$key)!.dek, Buffer.from(sealed.$sealed, 'base64'), sealContext(sealed.$key, event.id));
    return { ...clear, keyId: sealed.$key, content: keptContent(plaintext, event.metadata) };
  }

  /** Forgets what was opened of an owner's streams (its key was shredded here). */
  dropOwner(owner: string): void {
    this.opened?.dropOwner(owner);
    this.kept?.dropOwner(owner);
  }

  private openEvent(event: RecordedEvent, key: DataKey, sealed: SealedData): string {
    const cached = this.opened?.get(event.id, sealed.$key, sealed.$sealed);
    if (cached !== undefined) return cached;
    const text = openText(key.dek, Buffer.from(sealed.$sealed, 'base64'), sealContext(sealed.$key, event.id));
    this.opened?.set(event.id, key.owner, sealed.$key, sealed.$sealed, text);
    return text;
  }

  private isSealed(event: RecordedEvent): boolean {
    return isSealedData(event.data) && this.keyOwner(event.streamId) !== undefined;
  }

  private upcast(event: RecordedEvent): RecordedEvent {
    const upcast = this.upcasters[event.type];
    if (!upcast) return event;
    const { data, schemaVersion } = upcast({ type: event.type, data: event.data, schemaVersion: event.schemaVersion });
    return { ...event, data, schemaVersion };
  }
}
