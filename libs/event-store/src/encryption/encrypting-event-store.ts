import { InvalidEvent, StreamNotFound, StreamDeleted } from '../errors';
import type { EventRedaction, EventStore } from '../event-store';
import type {
  AppendResult,
  EventMetadata,
  ExpectedRevision,
  LogFilter,
  LogPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamInfo,
  StreamTail,
  SubscribeOptions,
  Subscription,
  Upcaster,
} from '../types';
import { assertStreamId, DEFAULT_MAX_EVENT_BYTES, serializeBatch } from '../validation';
import type { DataKey, EventKeys } from './event-keys';
import { SealedReader } from './sealed-reader';
import { KeyedContentSeal, type ContentSeal } from './content-seal';
import { eventSealContext, isSealedData, sealBytes, type SealedData } from './sealing';

/**
 * Metadata that stays in clear: ids and times that purges, audits and tracing read without a
 * key. Every other metadata field (a reason, a title, anything a caller adds) is sealed with the data.
 */
export const CLEAR_METADATA: ReadonlySet<string> = new Set([
  'workspaceId',
  'actor',
  'correlationId',
  'causationId',
  'occurredAt',
]);

/** The stream's key owner: the stream itself, except system streams (`$purges`…), which stay clear. */
export const streamKeyOwner = (streamId: string): string | undefined =>
  streamId.startsWith('$') ? undefined : streamId;

export interface EncryptingEventStoreOptions {
  keys: EventKeys;
  /**
   * Whose data key seals a stream's events; undefined = the stream stays in clear. A stream that
   * owns its key (`keyOwner(id) === id`) destroys it when purged. @default streamKeyOwner
   */
  keyOwner?: (streamId: string) => string | undefined;
  /** Applied after opening, so the wrapped store must be opened without them. */
  upcasters?: Record<string, Upcaster>;
  /** Checked on the clear event, before sealing. @default 1 MiB */
  maxEventBytes?: number;
  /**
   * Plaintexts kept to read a stream again without opening each event (see `OpenedCache`), in
   * characters of JSON; 0 opens every event on every read. @default 16 MiB
   */
  openedCacheBytes?: number;
  /**
   * Opened events of the streams read last (see `KeptStreams`), in characters of JSON: a stream
   * read again costs the store's new events only. 0 reads every stream whole; so does a wrapped
   * store without `readStreamTail`. @default 16 MiB
   */
  keptStreamBytes?: number;
}

/**
 * The size limit the wrapped store needs so that every clear event within `clearLimit` fits
 * once sealed: base64 adds a third, the envelope ~100 bytes.
 */
export const sealedEventLimit = (clearLimit = DEFAULT_MAX_EVENT_BYTES): number =>
  Math.ceil((clearLimit + 64) / 3) * 4 + 1024;

/**
 * Envelope encryption of the event log (R-10.8, ADR 0041), the same on every adapter: an
 * event's data and its non-clear metadata are sealed (AES-256-GCM) under its owner's data key
 * before the wrapped store sees them; ids, types, revisions, positions and clear metadata stay
 * readable, so ordering, filters, purges and checkpoints work unchanged. Purging a stream that
 * owns its key destroys the key first: from then on every copy of its events — the log, a dump,
 * a replica, an EventStoreDB scavenge that has not run yet — reads back as `shredded`.
 */
export class EncryptingEventStore implements EventStore {
  private readonly keys: EventKeys;
  private readonly keyOwner: (streamId: string) => string | undefined;
  private readonly maxEventBytes: number;
  private readonly reader: SealedReader;
  /** Seals what other stores keep of a stream (a read model's content) under the stream's key. */
  readonly contentSeal: ContentSeal;
  readonly committedHead?: () => Promise<LogPosition>;
  readonly readStreamTail?: (streamId: string, afterRevision: bigint) => Promise<StreamTail>;
  readonly onCommit?: (listener: () => void, filter?: LogFilter) => () => void;

  constructor(
    private readonly inner: EventStore,
    options: EncryptingEventStoreOptions,
  ) {
    this.keys = options.keys;
    this.keyOwner = options.keyOwner ?? streamKeyOwner;
    this.maxEventBytes = options.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES;
    this.reader = new SealedReader(inner, {
      keys: this.keys,
      keyOwner: this.keyOwner,
      upcasters: options.upcasters ?? {},
      openedCacheBytes: options.openedCacheBytes ?? 16 * 1024 * 1024,
      keptStreamBytes: options.keptStreamBytes ?? 16 * 1024 * 1024,
    });
    this.contentSeal = new KeyedContentSeal(this.keys, this.keyOwner);
    if (inner.committedHead) this.committedHead = () => inner.committedHead!();
    if (inner.readStreamTail)
      this.readStreamTail = async (streamId, afterRevision) => {
        const tail = await inner.readStreamTail!(streamId, afterRevision);
        return { events: await this.reader.open(tail.events), rewrites: tail.rewrites };
      };
    if (inner.onCommit) this.onCommit = (listener, filter) => inner.onCommit!(listener, filter);
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    const owner = this.keyOwner(streamId);
    if (owner === undefined) return this.inner.append(streamId, events, options);
    assertStreamId(streamId);
    const batch = serializeBatch(events, this.maxEventBytes);
    const key = await this.keys.keyFor(owner);
    // A shredded owner never gets a new key: its streams are deleted for good.
    if (!key) throw new StreamDeleted(streamId);
    const sealed = batch.map((event, i): NewEvent => {
      const { clear, secret } = splitMetadata(events[i].metadata);
      return {
        id: event.id,
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: this.seal(key, event.id, event.data, secret),
        metadata: clear,
      };
    });
    return this.inner.append(streamId, sealed, options);
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.reader.readStream(streamId, options);
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.reader.open(await this.inner.readAll(options));
  }

  subscribe(options: SubscribeOptions): Subscription {
    return this.inner.subscribe({
      ...options,
      onEvent: async (event) => {
        const [opened] = await this.reader.open([event]);
        await options.onEvent(opened);
      },
    });
  }

  streamInfo(streamId: string): Promise<StreamInfo | undefined> {
    return this.inner.streamInfo(streamId);
  }

  setStreamMetadata(streamId: string, metadata: Record<string, unknown>): Promise<void> {
    return this.inner.setStreamMetadata(streamId, metadata);
  }

  listStreams(options?: { category?: string; after?: string; limit?: number }): Promise<StreamInfo[]> {
    return this.inner.listStreams(options);
  }

  /** Destroys the stream's key first (when the stream owns one), then purges the stream. */
  async purgeStream(
    streamId: string,
    metadata?: { actor?: string; reason?: string; occurredAt?: string; workspaceId?: string },
  ): Promise<void> {
    assertStreamId(streamId);
    if (this.keyOwner(streamId) === streamId) {
      // Never shred the key of a stream that does not exist: its id may still be created.
      if (!(await this.inner.streamInfo(streamId))) throw new StreamNotFound(streamId);
      await this.keys.shred(streamId);
      this.reader.dropOwner(streamId);
    }
    this.reader.forget(streamId);
    await this.inner.purgeStream(streamId, metadata);
  }

  /** Destroys a key owner's data key without purging anything (a task whose streams another service purges). */
  async shred(owner: string): Promise<void> {
    await this.keys.shred(owner);
    this.reader.dropOwner(owner);
  }

  /**
   * Rewrites events under the key they were sealed with. An event whose key is destroyed is
   * unreadable already: it needs no rewrite, so a deletion finishes on an adapter that cannot
   * rewrite (EventStoreDB) once the key is gone; the others reach the wrapped store's `redact`.
   */
  async redact(streamId: string, redactions: readonly EventRedaction[]): Promise<void> {
    assertStreamId(streamId);
    if (this.keyOwner(streamId) === undefined || redactions.length === 0)
      return this.inner.redact(streamId, redactions);
    const raw = await this.inner.readStream(streamId);
    const opened = await this.reader.open(raw);
    const byId = new Map(opened.map((event, i) => [event.id, { event, stored: raw[i].data }]));
    const live: EventRedaction[] = [];
    for (const redaction of redactions) {
      const found = byId.get(String(redaction.eventId).toLowerCase());
      if (!found) throw new InvalidEvent(redaction.eventId, `no such event in stream ${streamId}`);
      if (found.event.shredded) continue;
      if (!isSealedData(found.stored)) {
        live.push(redaction);
        continue;
      }
      const metadata = redaction.metadata ?? found.event.metadata;
      const [event] = serializeBatch(
        [{ id: found.event.id, type: 'Redacted', data: redaction.data, metadata }],
        this.maxEventBytes,
      );
      const [key] = (await this.keys.byIds([found.stored.$key])).values();
      const { clear, secret } = splitMetadata(metadata);
      live.push({ eventId: event.id, data: this.seal(key, event.id, event.data, secret), metadata: clear });
    }
    this.reader.forget(streamId);
    if (live.length > 0) await this.inner.redact(streamId, live);
  }

  headPosition(): Promise<LogPosition> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private seal(key: DataKey, eventId: string, dataJson: string, secret: EventMetadata | undefined): SealedData {
    const plaintext = secret ? `{"d":${dataJson},"m":${JSON.stringify(secret)}}` : `{"d":${dataJson}}`;
    // Not cached here: most appended events are never read again by this process, and holding
    // every write's plaintext cost the write path more (memory, GC) than one open on a later read.
    return {
      $sealed: sealBytes(key.dek, plaintext, eventSealContext(key.keyId, eventId)).toString('base64'),
      $key: key.keyId,
    };
  }
}

function splitMetadata(metadata: EventMetadata | undefined): { clear: EventMetadata; secret?: EventMetadata } {
  const clear: EventMetadata = {};
  let secret: EventMetadata | undefined;
  for (const [name, value] of Object.entries(metadata ?? {})) {
    if (CLEAR_METADATA.has(name)) clear[name] = value;
    else (secret ??= {})[name] = value;
  }
  return { clear, secret };
}
