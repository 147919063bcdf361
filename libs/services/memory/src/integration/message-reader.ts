import { statusFactOf } from '@lomo/contracts';
import type { EventStore } from '@lomo/event-store';
import type { TaskRuntimeApi } from '@lomo/service-api';
import type { TaskMessagesPorts } from './task-messages.consumer';

/**
 * Reads a delivered message by its reference: through the task runtime's API where this process
 * hosts or reaches it (the task card's inbox, by message id), else from the shared log at the
 * referenced revision — the evidence is a reference to the raw message, so reading it where it
 * lives is what the reference means. The event there is recognised by its published status fact
 * (`message.received` of this message id), never by task-runtime's private event type.
 */
export function messageReader(store: EventStore, tasks?: TaskRuntimeApi): TaskMessagesPorts['readMessage'] {
  return async ({ workspaceId, userId, taskId, streamId, revision, messageId }) => {
    if (tasks)
      return (await tasks.getTask({ workspaceId, userId }, taskId)).inbox.find((m) => m.messageId === messageId)?.text;
    const [event] = await store.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1 });
    const fact = event?.revision === BigInt(revision) ? statusFactOf(event.metadata) : undefined;
    return fact?.kind === 'message.received' && fact.messageId === messageId
      ? (event!.data as { text?: string }).text
      : undefined;
  };
}
