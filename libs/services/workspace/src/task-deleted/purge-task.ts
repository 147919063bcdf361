import type { DeletedTask } from '@lomo/messaging';
import type { ObjectIndex } from '../application/object-index';

/** What the workspace's part of a deletion needs. */
export interface WorkspacePurgePorts {
  index: ObjectIndex;
}

/**
 * The workspace's part of a task's deletion: the objects the task made or linked stay
 * (the user keeps them), but no longer name the task: `?taskId=` stops listing them.
 */
export async function purgeWorkspaceTask(
  ports: WorkspacePurgePorts,
  { workspaceId, taskId }: DeletedTask,
): Promise<void> {
  await ports.index.unlinkTask(workspaceId, taskId);
}
