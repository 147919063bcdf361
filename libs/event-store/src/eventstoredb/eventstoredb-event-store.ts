import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  type ReadStreamOptions as EsdbReadStreamOptions,
} from '@eventstore/db-client';
import type { EventStore } from '../event-store';
import { RedactionUnsupported } from '../errors';
import {
  LOG_START,
  type AppendResult,
  type ExpectedRevision,
  type LogPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamInfo,
  type SubscribeOptions,
  type Subscription,
  type Upcaster,
} from '../types';
import { assertExpectedRevision, assertStreamId, DEFAULT_MAX_EVENT_BYTES, serializeBatch } from '../validation';
import { appendToStream } from './append';
import { mapped } from './client-errors';
import { esdbConnectionString } from './connection';
import { listStreams, readAllAfter, subscribeLive } from './log-reads';
import { purgeStream, PurgedStreams } from './purges';
import { readToEnd } from './read-all';
import { positionOf, toRecordedEvent } from './records';
import { readStreamInfo, writeStreamMetadata } from './stream-info';
import { catchUpThenLive } from './subscription';

export interface EventStoreDbEventStoreOptions {
  /** Old event shapes → current, by event type, applied on every read. */
  upcasters?: Record<string, Upcaster>;
  /** @default 1 MiB */
  maxEventBytes?: number;
  /** Events fetched per catch-up read of a subscription. @default 500 */
  batchSize?: number;
}

/**
 * The event store on EventStoreDB / KurrentDB through `@eventstore/db-client`. Same port,
 * same validation, same errors as the PostgreSQL adapter; where the server's semantics are
 * weaker the adapter adds the missing checks (append.ts, purges.ts). What it cannot add —
 * event-id uniqueness across streams — is declared to the conformance suite as a capability.
 * See docs/event-store/eventstoredb.md for costs and operator notes.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly upcasters: Readonly<Record<string, Upcaster>>;
  private readonly maxEventBytes: number;
  private readonly purges: PurgedStreams;
  private readonly subscriptions = new Set<Subscription>();

  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: EventStoreDbEventStoreOptions,
  ) {
    this.upcasters = options.upcasters ?? {};
    this.maxEventBytes = options.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES;
    this.purges = new PurgedStreams(client);
  }

  /** Connects to an `esdb://` or `kurrentdb://` URL (EVENTSTORE_URL) and loads the purge list. */
  static async open(url: string, options: EventStoreDbEventStoreOptions = {}): Promise<EventStoreDbEventStore> {
    const store = new EventStoreDbEventStore(EventStoreDBClient.connectionString(esdbConnectionString(url)), options);
    await store.purges.refresh();
    return store;
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedRevision },
  ): Promise<AppendResult> {
    assertStreamId(streamId);
    assertExpectedRevision(options?.expected);
    const batch = serializeBatch(events, this.maxEventBytes);
    return appendToStream(this.client, streamId, batch, options.expected);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    assertStreamId(streamId, { allowSystem: true });
    const backwards = options.direction === 'backwards';
    const read: EsdbReadStreamOptions = {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : START),
      maxCount: options.maxCount,
    };
    return mapped(streamId, async () => {
      const resolved = await readToEnd(this.client.readStream(streamId, read));
      return resolved.flatMap(({ event }) => (event ? [toRecordedEvent(event, this.upcasters)] : []));
    });
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    await this.purges.refresh();
    return readAllAfter(this.client, { ...options, purges: this.purges, upcasters: this.upcasters });
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = catchUpThenLive({
      options,
      read: (after, maxCount) => this.readAll({ after, maxCount, filter: options.filter }),
      live: (after) =>
        subscribeLive(this.client, { after, filter: options.filter, purges: this.purges, upcasters: this.upcasters }),
      batchSize: this.options.batchSize ?? 500,
    });
    this.subscriptions.add(subscription);
    subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async streamInfo(streamId: string): Promise<StreamInfo | undefined> {
    assertStreamId(streamId, { allowSystem: true });
    return readStreamInfo(this.client, streamId);
  }

  async setStreamMetadata(streamId: string, metadata: Record<string, unknown>): Promise<void> {
    assertStreamId(streamId, { allowSystem: true });
    await writeStreamMetadata(this.client, streamId, metadata);
  }

  async listStreams(options: { category?: string; after?: string; limit?: number } = {}): Promise<StreamInfo[]> {
    await this.purges.refresh();
    return listStreams(this.client, this.purges, options);
  }

  async purgeStream(
    streamId: string,
    metadata: { actor?: string; reason?: string; occurredAt?: string; workspaceId?: string } = {},
  ): Promise<void> {
    assertStreamId(streamId);
    await purgeStream(this.client, this.purges, { streamId, ...metadata, maxEventBytes: this.maxEventBytes });
  }

  /**
   * EventStoreDB events are immutable: this adapter alone always refuses. A deployment's store is
   * wrapped in `EncryptingEventStore` (ADR 0041), whose `redact` settles events sealed under a
   * destroyed key without calling this; only events whose key is alive still reach it and fail.
   */
  async redact(streamId: string): Promise<void> {
    assertStreamId(streamId);
    throw new RedactionUnsupported(streamId);
  }

  async headPosition(): Promise<LogPosition> {
    return mapped('$all', async () => {
      const [{ event } = {}] = await readToEnd(
        this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 }),
      );
      return event ? positionOf(event) : LOG_START;
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
    // dispose() cancels calls but leaves the channel open, which would keep the process alive.
    (await this.client['getChannel']()).close();
  }
}
