import type { EventStore } from '@lomo/event-store';
import { on, type HandlerBinding } from '@lomo/messaging';
import { summaryRedactions } from '../worker/context/forget-summaries';
import type { TaskRepository } from '../worker/task-repository';
import { taskStreamId } from '../task/task.decider';
import { eventMessageType } from './event-message-type';

const MemoryForgottenType = eventMessageType('lomo.memory.v1.MemoryForgotten');

/**
 * The task runtime's part of a forget (`memory.memory.v1`, issue 28): in every task the
 * revoked evidence came from, the history summaries are rewritten in place without the
 * forgotten statements (`EventStore.redact`, positions kept — the mechanism deletion and
 * memory's own log use), and the task's cached stream is dropped so the next step's context
 * is built from the rewritten log. Idempotent: a redelivery finds clean summaries.
 */
export function memoryForgottenHandlers(store: EventStore, tasks: TaskRepository): HandlerBinding[] {
  return [
    on(MemoryForgottenType, async ({ payload }) => {
      for (const taskId of payload.taskIds) {
        const streamId = taskStreamId(taskId);
        const redactions = await summaryRedactions(await store.readStream(streamId), payload.evidenceIds);
        if (redactions.length > 0) await store.redact(streamId, redactions);
        tasks.forget(taskId);
      }
    }),
  ];
}
