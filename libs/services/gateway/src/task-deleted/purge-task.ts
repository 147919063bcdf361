import type { SqlClient } from '@lomo/database';
import type { DeletedTask } from '@lomo/messaging';

import { TASK_DELETED_REPLAY } from './task-deleted-replay';

/**
 * The gateway's part of a task's deletion: a stored response that names the task (the
 * main-thread post that created it, a message to it) would replay its words to a retry, so it
 * becomes a 410 tombstone — a retry neither sees the words nor silently recreates the task.
 * Status lines and SSE history are read from the log, where the task's events are gone.
 */
export async function purgeGatewayTask(sql: SqlClient, { workspaceId, taskId }: DeletedTask): Promise<void> {
  await sql.query(
    `update gateway_idempotency set status = 410, response = $3
      where workspace_id = $1 and ($2 = any(task_ids) or position($2 in coalesce(response, '')) > 0)`,
    [workspaceId, taskId, JSON.stringify(TASK_DELETED_REPLAY)],
  );
}
