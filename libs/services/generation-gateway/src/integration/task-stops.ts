import { decodeEvent, encodeEvent, TaskStatus, type EventOf } from '@lomo/contracts';
import {
  anyMessage,
  type HandlerBinding,
  type MessageBus,
  type MessageType,
  on,
  type Subscription,
  TOPICS,
} from '@lomo/messaging';

export const TASK_TOPIC = TOPICS.taskRuntime.task;
export const GENERATION_GATEWAY_GROUP = 'generation-gateway';

const STATUS_CHANGED = 'lomo.task_runtime.v1.TaskStatusChanged';
const TaskStatusChangedType: MessageType<EventOf<typeof STATUS_CHANGED>> = {
  type: STATUS_CHANGED,
  encode: (event) => encodeEvent(STATUS_CHANGED, event),
  decode: (bytes) => decodeEvent(STATUS_CHANGED, bytes),
};

/**
 * Follows task lifecycles on `task-runtime.task.v1`: when a task is stopped (TERMINATED),
 * its unfinished jobs are cancelled upstream where the provider supports it; they
 * still settle. `deletions` handles `TaskPurged` (the group has one subscription).
 * The task's other events are not this service's business.
 */
export function subscribeTaskStops(
  bus: MessageBus,
  cancelTaskJobs: (workspaceId: string, taskId: string) => Promise<unknown>,
  deletions?: HandlerBinding,
): Promise<Subscription> {
  return bus.subscribe({
    group: GENERATION_GATEWAY_GROUP,
    handlers: [
      on(TaskStatusChangedType, async ({ payload }) => {
        if (payload.status === TaskStatus.TERMINATED)
          await cancelTaskJobs(payload.envelope?.workspaceId ?? '', payload.taskId);
      }),
      ...(deletions ? [deletions] : []),
      on(anyMessage, async () => undefined),
    ],
    partitionConcurrency: 3,
  });
}
