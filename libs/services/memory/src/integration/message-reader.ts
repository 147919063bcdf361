import type { EventStore } from '@lomo/event-store';
import type { TaskRuntimeApi } from '@lomo/service-api';
import type { TaskMessagesPorts } from './task-messages.consumer';

const textOf = (type: string, data: unknown): string | undefined =>
  type === 'MessageDelivered' ? (data as { text?: string }).text : undefined;

/**
 * Reads a delivered message by its reference (stream id + revision): through the task
 * runtime's API where this process hosts it, else from the shared log — the evidence is a
 * reference to the raw message, so reading it where it lives is what the reference means.
 */
export function messageReader(store: EventStore, tasks?: TaskRuntimeApi): TaskMessagesPorts['readMessage'] {
  return async ({ workspaceId, userId, taskId, streamId, revision }) => {
    if (tasks) {
      const [event] = await tasks.taskEvents({ workspaceId, userId }, taskId, { fromRevision: revision, limit: 1 });
      return event?.revision === revision ? textOf(event.type, event.data) : undefined;
    }
    const [event] = await store.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 });
    return event?.revision === BigInt(revision) ? textOf(event.type, event.data) : undefined;
  };
}
