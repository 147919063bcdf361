import type { SqlClient } from '@lomo/database';
import {
  addReceiptTasks,
  failureReason,
  findReceipt,
  openReceipt,
  readDeletionReceipt,
  recordReceiptStep,
  type DeletionReceiptView,
} from '@lomo/messaging';
import { type ApiCaller, isApiError, type TaskRuntimeApi } from '@lomo/service-api';

/** A purge that already happened (a retry, or a concurrent delete) is the purge done. */
const alreadyGone = (error: unknown) => isApiError(error) && error.kind === 'not_found';

/**
 * Purges one task and records it on `receiptId` (a task's own receipt or a person's): the
 * receipt then waits for every service's cascade of it. Idempotent.
 */
export async function purgeOnReceipt(
  runtime: TaskRuntimeApi,
  sql: SqlClient,
  caller: ApiCaller,
  taskId: string,
  receiptId: string,
): Promise<void> {
  await addReceiptTasks(sql, receiptId, [taskId]);
  await runtime.deleteTask(caller, taskId).catch((error: unknown) => {
    if (!alreadyGone(error)) throw error;
  });
}

/**
 * `DELETE /v1/tasks/{id}` with its receipt (ADR 0051). The receipt is opened before the purge,
 * so a crash between the two still finds it: deleting again returns the same receipt (and
 * finishes the purge if it had not run). An id never deleted and not found is 404.
 */
export async function deleteTaskWithReceipt(
  runtime: TaskRuntimeApi,
  sql: SqlClient,
  caller: ApiCaller,
  taskId: string,
  at: Date,
): Promise<DeletionReceiptView> {
  const scope = { workspaceId: caller.workspaceId, kind: 'task' as const, subject: taskId };
  let receiptId = await findReceipt(sql, scope);
  if (!receiptId) {
    await runtime.getTask(caller, taskId);
    receiptId = (await openReceipt(sql, { ...scope, at: at.toISOString() })).receiptId;
  }
  try {
    await purgeOnReceipt(runtime, sql, caller, taskId, receiptId);
    await recordReceiptStep(sql, receiptId, 'task-runtime', { state: 'done' });
  } catch (error) {
    await recordReceiptStep(sql, receiptId, 'task-runtime', { state: 'failed', reason: failureReason(error) });
    throw error;
  }
  return (await readDeletionReceipt(sql, receiptId))!;
}
