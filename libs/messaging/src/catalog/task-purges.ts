import { decodeEvent, encodeEvent, type EventOf } from '@lomo/contracts';
import { physicalErasureOf, type SqlClient } from '@lomo/database';
import { handleOnce, migrateInbox } from '../inbox';
import { type HandlerBinding, type MessageBus, on, type Subscription } from '../message-bus';
import { anyMessage, type MessageType } from '../message-type';
import { TaskKeys } from '../shredding/task-keys';
import { failureReason, recordDeletionStep } from './deletion-steps';
import { LOMO_TOPICS, TOPICS } from './lomo-topics';

const TASK_PURGED = 'lomo.task_runtime.v1.TaskPurged';

/** `TaskPurged` on `task-runtime.task.v1`: the task was deleted. */
export const TaskPurgedType: MessageType<EventOf<typeof TASK_PURGED>> = {
  type: TASK_PURGED,
  encode: (event) => encodeEvent(TASK_PURGED, event),
  decode: (bytes) => decodeEvent(TASK_PURGED, bytes),
};

/** The inbox table, created once per client before the first deletion is handled. */
const inboxes = new WeakMap<SqlClient, Promise<void>>();
const inboxOf = (sql: SqlClient): Promise<void> => {
  const ready = inboxes.get(sql) ?? migrateInbox(sql);
  inboxes.set(sql, ready);
  return ready;
};

/** Every group following the task topic: a task's data key goes once each has purged it (ADR 0023). */
export const TASK_DELETION_CONSUMERS: readonly string[] = LOMO_TOPICS.find(
  (t) => t.name === TOPICS.taskRuntime.task,
)!.consumers;
const keysOf = new WeakMap<SqlClient, TaskKeys>();

/** The deleted task, as every consumer's purge gets it. */
export interface DeletedTask {
  workspaceId: string;
  taskId: string;
  userId: string;
}

/**
 * The handler a service adds to its subscription of the task topic to delete what it derived
 * from a deleted task. `purge` must be idempotent: it may touch stores outside the inbox's
 * transaction (the event store), so the inbox row is written after it, and a crash in
 * between repeats it. A failure throws, so the bus retries: a service that is down purges
 * when it comes back (its group's offsets wait for it). Once every group of the task topic has
 * purged, the task's data key is destroyed: its Kafka records become unreadable (ADR 0023).
 * Each outcome (done, or failed with the error's name) is recorded for the deletion's
 * receipt (`deletion-steps.ts`, ADR 0051).
 */
export function onTaskPurged(
  sql: SqlClient,
  consumer: string,
  purge: (task: DeletedTask) => Promise<unknown>,
): HandlerBinding {
  return on(TaskPurgedType, async ({ id, payload }) => {
    const task = { workspaceId: payload.envelope?.workspaceId ?? '', taskId: payload.taskId, userId: payload.userId };
    if (!task.taskId) return;
    await inboxOf(sql);
    const seen = await sql.query(`select 1 from messaging_inbox where consumer = $1 and message_id = $2`, [
      consumer,
      id,
    ]);
    if (seen.rows.length === 0) {
      try {
        await purge(task);
      } catch (error) {
        // The receipt's record must not hide the purge's own error from the bus.
        await recordDeletionStep(sql, task.taskId, consumer, { state: 'failed', reason: failureReason(error) }).catch(
          () => undefined,
        );
        throw error;
      }
      await handleOnce(sql, consumer, id, async () => undefined);
    }
    await recordDeletionStep(sql, task.taskId, consumer, { state: 'done' });
    // The last service to finish destroys the key (also on a redelivery: a republished message finds it).
    const keys = keysOf.get(sql) ?? new TaskKeys(sql);
    keysOf.set(sql, keys);
    // Every service has purged: their deleted rows leave the disk too (a vacuum, coalesced; ADR 0057).
    if (await keys.destroyWhenAllHandled(task.taskId, id, TASK_DELETION_CONSUMERS)) physicalErasureOf(sql).request();
  });
}

/**
 * A subscription of `group` to task deletions, for a service that follows nothing else of the
 * task topic; `more` handles what it follows on its group's other topics (the router: forgets).
 */
export function subscribeTaskPurges(
  bus: MessageBus,
  sql: SqlClient,
  group: string,
  purge: (task: DeletedTask) => Promise<unknown>,
  more: HandlerBinding[] = [],
): Promise<Subscription> {
  return bus.subscribe({
    group,
    handlers: [onTaskPurged(sql, group, purge), ...more, on(anyMessage, async () => undefined)],
    partitionConcurrency: 3,
  });
}
