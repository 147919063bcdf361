import { decodeEvent, encodeEvent, type EventOf, type EventTypeName } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import {
  anyMessage,
  handleOnce,
  type MessageBus,
  type MessageType,
  on,
  onTaskPurged,
  type Subscription,
} from '@lomo/messaging';
import type { ObserveMessageInput } from '../application/observe-message.handler';
import type { TaskOwners } from './task-owners';

/** memory's consumer group on the task topic (one group per service, named after it). */
export const MEMORY_GROUP = 'memory';

const typeOf = <Name extends EventTypeName>(name: Name): MessageType<EventOf<Name>> => ({
  type: name,
  encode: (event) => encodeEvent(name, event),
  decode: (bytes) => decodeEvent(name, bytes),
});
const TaskCreatedType = typeOf('lomo.task_runtime.v1.TaskCreated');
const MessageDeliveredType = typeOf('lomo.task_runtime.v1.MessageDelivered');

/** What the consumer needs of the rest of the service. */
export interface TaskMessagesPorts {
  sql: SqlClient;
  owners: TaskOwners;
  /** The message text at its log position (integration events carry ids only, R-10.8). */
  readMessage(ref: {
    workspaceId: string;
    userId: string;
    taskId: string;
    streamId: string;
    revision: number;
    messageId: string;
  }): Promise<string | undefined>;
  observe(caller: { workspaceId: string; userId: string }, input: ObserveMessageInput): Promise<unknown>;
  /** Revokes the evidence taken from a deleted task (its memories, index entries and log copies go). */
  purgeTask(task: { workspaceId: string; userId: string; taskId: string }): Promise<unknown>;
}

/**
 * Background extraction: every user message delivered to a task — the main thread's
 * messages arrive the same way, routed into their task — is read by reference and observed.
 * A failure throws, so the bus retries the message later (retry topics); the task never
 * waits for it. Dedup: the effect lands in the event store, idempotent by message id, so the
 * inbox row is written after it (PGlite's one connection cannot hold an inbox transaction
 * around event-store writes); a crash in between redelivers into a no-op.
 */
export function subscribeTaskMessages(bus: MessageBus, ports: TaskMessagesPorts): Promise<Subscription> {
  const seen = async (id: string) =>
    (await ports.sql.query(`select 1 from messaging_inbox where consumer = $1 and message_id = $2`, [MEMORY_GROUP, id]))
      .rows.length > 0;
  return bus.subscribe({
    group: MEMORY_GROUP,
    handlers: [
      on(TaskCreatedType, async ({ id, payload }) => {
        await handleOnce(ports.sql, MEMORY_GROUP, id, (tx) =>
          ports.owners.record(tx, payload.envelope?.workspaceId ?? '', payload.taskId, payload.userId),
        );
      }),
      on(MessageDeliveredType, async ({ id, payload }) => {
        if (await seen(id)) return;
        const envelope = payload.envelope!;
        const workspaceId = envelope.workspaceId;
        const userId =
          (await ports.owners.userOf(workspaceId, payload.taskId)) ??
          (envelope.actor.startsWith('user:') ? envelope.actor.slice('user:'.length) : undefined);
        if (userId) {
          const revision = Number(envelope.streamPosition);
          const ref = { workspaceId, userId, taskId: payload.taskId, streamId: envelope.streamId, revision };
          const text = await ports.readMessage({ ...ref, messageId: payload.messageId });
          if (text) {
            await ports.observe(
              { workspaceId, userId },
              { streamId: ref.streamId, revision, messageId: payload.messageId, text, taskId: payload.taskId },
            );
          }
        }
        await handleOnce(ports.sql, MEMORY_GROUP, id, async () => undefined);
      }),
      // A deleted task takes the evidence memory copied from it, then its owner row.
      // Whose memory it fed is its owner's, not who deleted it (retention, a teammate).
      onTaskPurged(ports.sql, MEMORY_GROUP, async (task) => {
        const owner = (await ports.owners.userOf(task.workspaceId, task.taskId)) ?? task.userId;
        await ports.purgeTask({ ...task, userId: owner });
        await ports.owners.forget(task.workspaceId, task.taskId);
      }),
      on(anyMessage, async () => undefined),
    ],
    partitionConcurrency: 3,
  });
}
