import type { SqlExecutor } from '@lomo/database';
import { PURGES_STREAM } from '@lomo/event-store/core';

/**
 * The consumer groups whose purge a task's deletion waits for (R-10.8, ADR 0018): every group
 * following `TaskPurged` on the task topic. `deletion-pending.spec.ts` holds this list equal to
 * the consumers of that topic in @lomo/messaging's catalog.
 */
export const DELETION_CONSUMERS: readonly string[] = [
  'billing',
  'gateway',
  'generation-gateway',
  'memory',
  'router',
  'workspace',
];

/** What a deletion still waits for; empty when it is complete. */
export interface DeletionPending {
  /** The task's stream was never purged: the task was not deleted (or the id is wrong). */
  notDeleted?: true;
  /** Groups that have not handled the task's `TaskPurged` yet (down, behind, or failing). */
  services: string[];
  /** The task's data key still exists: Kafka copies are still readable (ADR 0023). */
  keyAlive?: true;
}

const tableExists = async (sql: SqlExecutor, table: string) =>
  (await sql.query(`select 1 from information_schema.tables where table_name = $1`, [table])).rows.length > 0;

/**
 * Which services have not yet purged a deleted task: each one records the `TaskPurged`
 * message (id = the `StreamPurged` event's id) in its inbox only after its purge succeeded.
 * On EventStoreDB the purge records live there, not in `lomo_events`: pass their ids.
 */
export async function deletionPending(
  sql: SqlExecutor,
  taskId: string,
  options: { purgeIds?: readonly string[] } = {},
): Promise<DeletionPending> {
  const { rows } = await sql.query<{ event_id: string }>(
    `select event_id::text from lomo_events where stream_id = $1 and data->>'category' = 'task'
        and data->>'streamId' = 'task-' || $2`,
    [PURGES_STREAM, taskId],
  );
  rows.push(...(options.purgeIds ?? []).map((event_id) => ({ event_id })));
  if (rows.length === 0) return { notDeleted: true, services: [] };
  const done = new Set<string>();
  if (await tableExists(sql, 'messaging_inbox')) {
    const handled = await sql.query<{ consumer: string }>(
      `select consumer from messaging_inbox where message_id = any($1::text[])`,
      [rows.map((r) => r.event_id)],
    );
    for (const { consumer } of handled.rows) done.add(consumer);
  }
  const keyAlive =
    (await tableExists(sql, 'messaging_task_keys')) &&
    (await sql.query(`select 1 from messaging_task_keys where task_id = $1`, [taskId])).rows.length > 0;
  return { services: DELETION_CONSUMERS.filter((c) => !done.has(c)), ...(keyAlive && { keyAlive: true as const }) };
}

/**
 * What a receipted deletion (a person's erasure, ADR 0051) still waits for: every service its
 * receipt does not show done, the Kafka keys as `keyAlive`. No receipt: not deleted.
 */
export async function receiptPending(sql: SqlExecutor, receiptId: string): Promise<DeletionPending> {
  const { readDeletionReceipt, KAFKA_KEYS } = await import('@lomo/messaging');
  const receipt = await readDeletionReceipt(sql, receiptId);
  if (!receipt) return { notDeleted: true, services: [] };
  const waiting = receipt.services.filter((s) => s.state !== 'done').map((s) => s.service);
  return {
    services: waiting.filter((s) => s !== KAFKA_KEYS),
    ...(waiting.includes(KAFKA_KEYS) && { keyAlive: true as const }),
  };
}
