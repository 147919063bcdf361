import { create } from '@bufbuild/protobuf';
import { timestampNow } from '@bufbuild/protobuf/wkt';
import { randomUUID } from 'node:crypto';
import { EventEnvelopeSchema, TaskWakeRequestedSchema, WakeReason } from '@lomo/contracts';
import {
  anyMessage,
  type HandlerBinding,
  type MessageBus,
  message,
  on,
  type Subscription,
  TOPICS,
} from '@lomo/messaging';
import type { WorkerPool } from '../worker/worker-pool';
import { taskStreamId } from '../task/task.decider';
import { eventMessageType } from './event-message-type';

export const WAKEUP_TOPIC = TOPICS.taskRuntime.wakeup;
/** The task runtime's consumer group (one group per service, named after it). */
export const TASK_RUNTIME_GROUP = 'task-runtime';
export const TaskWakeRequestedType = eventMessageType('lomo.task_runtime.v1.TaskWakeRequested');

/** Publishes one wake-up; `reason` is for tracing only, a worker always reloads the task's state. */
export type WakeTask = (taskId: string, reason: WakeReason) => Promise<void>;

/**
 * Wake-ups through the bus instead of straight into this process's pool, so that with Kafka
 * any runtime instance of the group can take the task (its partition's owner). Keyed by task
 * id: one task's wake-ups stay in order on one partition.
 */
export function busWaker(bus: MessageBus): WakeTask {
  return async (taskId, reason) => {
    const id = randomUUID();
    // A wake-up is no recorded event: the envelope names the task's stream and a fresh id.
    const envelope = create(EventEnvelopeSchema, {
      eventId: id,
      streamId: taskStreamId(taskId),
      occurredAt: timestampNow(),
      actor: 'system:task-runtime',
    });
    const payload = create(TaskWakeRequestedSchema, { envelope, taskId, reason });
    await bus.publish(message(TaskWakeRequestedType, payload, { topic: WAKEUP_TOPIC, key: taskId, id }));
  };
}

/**
 * A waker for callers that must neither fail nor wait because of the bus: the command is
 * already in the log, so a lost wake-up only delays the task until the watchdog re-finds it
 * . It does not wait for the publish either: while a broker restarts, the producer
 * retries for many seconds, and a user's command held that long passed its caller's deadline
 * (the chaos soak's `restart-kafka`, docs/chaos.md).
 */
export function bestEffort(wake: WakeTask, onError: (taskId: string, error: unknown) => void): WakeTask {
  return async (taskId, reason) => {
    void wake(taskId, reason).catch((error: unknown) => onError(taskId, error));
  };
}

/**
 * Joins the `task-runtime` group: every wake-up delivered to this member goes to its pool.
 * `submit` only queues, so the offset is committed at once; a wake-up lost with a crashed
 * process is re-found by the watchdog. `more` handles the group's other topics (generation
 * results); any other message on them is not the runtime's business.
 */
export function subscribeWakeups(
  bus: MessageBus,
  pool: WorkerPool,
  more: HandlerBinding[] = [],
): Promise<Subscription> {
  return bus.subscribe({
    group: TASK_RUNTIME_GROUP,
    handlers: [
      on(TaskWakeRequestedType, async (received) => pool.submit(received.payload.taskId)),
      ...more,
      on(anyMessage, async () => undefined),
    ],
    partitionConcurrency: 6,
  });
}
