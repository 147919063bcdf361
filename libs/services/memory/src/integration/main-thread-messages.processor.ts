import { MAIN_THREAD_STREAMS, mainThreadFactOf, mainThreadMessageText } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import { CheckpointedProcessor, type BatchCommit, type EventStore, type RecordedEvent } from '@lomo/event-store';
import type { TaskMessagesPorts } from './task-messages.consumer';

/** The caller and input to observe for a main-thread event, or nothing when a task reads it (or it is no statement). */
export function mainThreadObservation(
  event: RecordedEvent,
): { caller: { workspaceId: string; userId: string }; input: Parameters<TaskMessagesPorts['observe']>[1] } | undefined {
  const fact = mainThreadFactOf(event.metadata);
  const text = mainThreadMessageText(event);
  if (!fact || !text) return undefined;
  // Delivered (now or once its card is answered): the task's `message.received` is read instead,
  // so the evidence names the task (one-offs, task deletion) and is taken once.
  if (fact.deliveredToTask || fact.awaitsAnswer || fact.forgetRequest) return undefined;
  const { workspaceId, actor } = event.metadata as { workspaceId?: string; actor?: string };
  if (!workspaceId || !actor?.startsWith('user:')) return undefined;
  return {
    caller: { workspaceId, userId: actor.slice('user:'.length) },
    input: { streamId: event.streamId, revision: Number(event.revision), messageId: fact.messageId, text },
  };
}

/**
 * Main-thread messages no task reads (issue 28): a statement posted alone, answered in the main
 * thread ("El color de nuestra marca es el magenta."), is observed from the thread itself, its
 * evidence pointing at that message of `main-{workspace}-{user}`. Read through the router's
 * published main-thread contract (`mainThreadFactOf`), never its event types. A checkpointed
 * processor: a failed extraction (time-out, error) fails the batch, which is retried after the
 * poll interval — the person's turn never waits; observing is idempotent by message and
 * statement, so a retry states nothing twice, and forgotten evidence is never taken again.
 */
export class MainThreadMessages extends CheckpointedProcessor {
  constructor(
    store: EventStore,
    sql: SqlClient,
    private readonly observe: TaskMessagesPorts['observe'],
    onError?: (error: unknown) => void,
  ) {
    super(store, sql, 'memory-main-thread', { categories: [MAIN_THREAD_STREAMS.category] }, { batchSize: 50, onError });
  }

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    for (const event of events) {
      const observation = mainThreadObservation(event);
      if (observation) await this.observe(observation.caller, observation.input);
    }
    return async () => undefined;
  }
}
