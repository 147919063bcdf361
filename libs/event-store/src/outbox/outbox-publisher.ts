import type { SqlClient } from '@lomo/database';
import { failpoint } from '@lomo/failpoints';
import type { EventStore } from '../event-store';
import {
  CheckpointedProcessor,
  type BatchCommit,
  type CheckpointedProcessorOptions,
} from '../projections/checkpointed-processor';
import { formatPosition, type LogFilter, type RecordedEvent } from '../types';
import { streamCategory } from '../validation';

/** An integration message as the bus takes it (`MessageBus.publish` accepts this shape). */
export interface OutboxMessage {
  topic: string;
  /** The stream id: per-entity order on the bus. */
  key: string;
  type: string;
  value: Uint8Array;
  /** The event id, so consumers dedupe redeliveries in their inbox. */
  id: string;
  correlationId?: string;
  causationId?: string;
  /** The trace the event was appended in (its metadata's `traceparent`), continued by the message's consumers. */
  traceparent?: string;
}

/**
 * Which domain events become which integration events. `toMessage` carries ids, statuses
 * and references — never user content (R-10.8: retained topic data must not outlive a purge).
 */
export interface OutboxRoute {
  categories: readonly string[];
  eventTypes: readonly string[];
  topic: string;
  /**
   * Encodes the integration event; undefined = this event is not published. `id` replaces
   * the event id as message id when one event yields messages on several routes, so an
   * inbox deduping on the message id keeps them apart.
   */
  toMessage(event: RecordedEvent): { type: string; value: Uint8Array; id?: string } | undefined;
}

/**
 * The outbox is the event log itself (ARCHITECTURE §4): a checkpointed processor publishes
 * chosen events after they commit, never a command handler. It publishes a batch, waits for
 * the broker's acknowledgement, then moves its checkpoint; a crash in between republishes
 * the batch — duplicates that consumers' inboxes absorb, never a loss.
 */
export class OutboxPublisher extends CheckpointedProcessor {
  constructor(
    store: EventStore,
    sql: SqlClient,
    name: string,
    private readonly routes: readonly OutboxRoute[],
    private readonly publish: (messages: OutboxMessage[]) => Promise<unknown>,
    options: CheckpointedProcessorOptions = {},
  ) {
    super(store, sql, name, unionFilter(routes), options);
  }

  /**
   * An event its route cannot encode (malformed data an older version wrote, a bug in the
   * route) would stop every later event forever if it failed the batch: a poison pill for the
   * whole service's integration. It is skipped instead — the log still holds it, so nothing is
   * lost — recorded in `lomo_outbox_dead_letters` with the error, in the checkpoint's
   * transaction, and reported through `onError` as `UnpublishableEvent`. A failing publish
   * (the broker) still fails the batch, which is retried.
   */
  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    const messages: OutboxMessage[] = [];
    const unpublishable: UnpublishableEvent[] = [];
    for (const event of events) {
      for (const route of this.routesFor(event)) {
        try {
          messages.push(...toOutbox(route, event));
        } catch (error) {
          unpublishable.push(new UnpublishableEvent(this.name, event, route.topic, error));
        }
      }
    }
    if (messages.length > 0) await this.publish(messages);
    await failpoint('outbox.after-publish');
    for (const skipped of unpublishable) this.report(skipped);
    return async (tx) => {
      for (const { event, topic, reason } of unpublishable)
        await tx.query(
          `insert into lomo_outbox_dead_letters (publisher, event_id, stream_id, event_type, position, topic, error)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
          [this.name, event.id, event.streamId, event.type, formatPosition(event.position), topic, reason],
        );
    };
  }

  private routesFor(event: RecordedEvent): OutboxRoute[] {
    const category = streamCategory(event.streamId);
    return this.routes.filter((r) => r.categories.includes(category) && r.eventTypes.includes(event.type));
  }
}

/** An event an outbox route could not encode; it was skipped and recorded, not published. */
export class UnpublishableEvent extends Error {
  readonly reason: string;

  constructor(
    readonly publisher: string,
    readonly event: RecordedEvent,
    readonly topic: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${publisher}: ${event.type} ${event.id} of ${event.streamId} cannot be encoded for ${topic}: ${reason}`);
    this.reason = reason;
  }
}

function toOutbox(route: OutboxRoute, event: RecordedEvent): OutboxMessage[] {
  const encoded = route.toMessage(event);
  if (!encoded) return [];
  const { correlationId, causationId, traceparent } = event.metadata;
  const { type, value, id } = encoded;
  return [
    {
      topic: route.topic,
      key: event.streamId,
      type,
      value,
      id: id ?? event.id,
      correlationId,
      causationId,
      ...(typeof traceparent === 'string' ? { traceparent } : {}),
    },
  ];
}

function unionFilter(routes: readonly OutboxRoute[]): LogFilter {
  return {
    categories: [...new Set(routes.flatMap((r) => r.categories))],
    eventTypes: [...new Set(routes.flatMap((r) => r.eventTypes))],
  };
}
