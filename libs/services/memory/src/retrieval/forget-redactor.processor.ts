import { MEMORY_STREAMS } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import { CheckpointedProcessor, type BatchCommit, type EventStore, type RecordedEvent } from '@lomo/event-store';
import { forgetRedactions } from '../domain/forget-redactions';

/**
 * Takes forgotten words out of the log itself: after each `MemoryForgotten`, the stream's
 * earlier events that carried the revoked excerpts, the purged statements and the profile
 * copies are rewritten in place (`EventStore.redact`, positions kept). A checkpointed
 * processor, so a crash between the forget and the rewrite only delays it; a redaction is
 * idempotent. (EventStoreDB refuses redaction: crypto-shredding is its answer, not built.)
 */
export class ForgetRedactor extends CheckpointedProcessor {
  constructor(store: EventStore, sql: SqlClient) {
    super(store, sql, 'memory-forget-redactor', {
      categories: [MEMORY_STREAMS.category],
      eventTypes: ['MemoryForgotten'],
    });
  }

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    for (const streamId of new Set(events.map((e) => e.streamId))) {
      const redactions = forgetRedactions(await this.store.readStream(streamId));
      if (redactions.length > 0) await this.store.redact(streamId, redactions);
    }
    return async () => undefined;
  }
}
