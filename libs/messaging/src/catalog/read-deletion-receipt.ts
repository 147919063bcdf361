import type { SqlExecutor } from '@lomo/database';
import { loadReceipt } from './deletion-receipts';
import { receiptView, type DeletionReceiptView } from './deletion-receipt.view';
import { deletionSteps, shreddedTaskKeys } from './deletion-steps';
import { TASK_DELETION_CONSUMERS } from './task-purges';

/**
 * A receipt as `GET /v1/deletions/{id}` and `lomo erase` show it; undefined for an unknown id
 * or, when `workspaceId` is given, another workspace's.
 */
export async function readDeletionReceipt(
  sql: SqlExecutor,
  receiptId: string,
  workspaceId?: string,
): Promise<DeletionReceiptView | undefined> {
  const stored = await loadReceipt(sql, receiptId);
  if (!stored || (workspaceId !== undefined && stored.workspaceId !== workspaceId)) return undefined;
  const [steps, shredded] = await Promise.all([
    deletionSteps(sql, stored.taskKeys),
    shreddedTaskKeys(sql, stored.taskKeys),
  ]);
  return receiptView(stored, steps, shredded, TASK_DELETION_CONSUMERS);
}
