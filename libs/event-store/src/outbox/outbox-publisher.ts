import type { SqlClient } from '@lomo/infra';
import { failpoint } from '@lomo/failpoints';
import type { EventStore } from '../event-store';
import {
  CheckpointedProcessor,
  type BatchCommit,
  type CheckpointedProcessorOptions,
} from '../projections/checkpointed-processor';
import type { LogFilter, RecordedEvent } from '../types';
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

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    const messages = events.flatMap((event) => this.routesFor(event).flatMap((route) => toOutbox(route, event)));
    if (messages.length > 0) await this.publish(messages);
    await failpoint('outbox.after-publish');
    return async () => undefined;
  }

  private routesFor(event: RecordedEvent): OutboxRoute[] {
    const category = streamCategory(event.streamId);
    return this.routes.filter((r) => r.categories.includes(category) && r.eventTypes.includes(event.type));
  }
}

function toOutbox(route: OutboxRoute, event: RecordedEvent): OutboxMessage[] {
  const encoded = route.toMessage(event);
  if (!encoded) return [];
  const { correlationId, causationId } = event.metadata;
  const { type, value, id } = encoded;
  return [{ topic: route.topic, key: event.streamId, type, value, id: id ?? event.id, correlationId, causationId }];
}

function unionFilter(routes: readonly OutboxRoute[]): LogFilter {
  return {
    categories: [...new Set(routes.flatMap((r) => r.categories))],
    eventTypes: [...new Set(routes.flatMap((r) => r.eventTypes))],
  };
}
