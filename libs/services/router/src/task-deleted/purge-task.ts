import type { DeletedTask } from '@lomo/messaging';
import type { SearchIndex } from '@lomo/search';

/** What the router's part of a deletion needs. */
export interface RouterPurgePorts {
  search: SearchIndex;
}

/**
 * The router's part of a task's deletion: the task's document in the task index
 * (its brief and the messages routed to it) goes.
 */
export async function purgeRouterTask(ports: RouterPurgePorts, { workspaceId, taskId }: DeletedTask): Promise<void> {
  await ports.search.purgeTask(workspaceId, taskId);
}
