import { ApiError, isApiError, type ApiCaller, type TaskRuntimeApi } from '@lomo/service-api';
import { hosted } from '../http/gateway-controller';

/** A link to a task that does not exist (or is another workspace's) is refused, not recorded. */
export async function assertTaskExists(
  runtime: TaskRuntimeApi | undefined,
  caller: ApiCaller,
  taskId: string,
): Promise<void> {
  try {
    await hosted(runtime, 'task-runtime').getTask(caller, taskId);
  } catch (error) {
    if (isApiError(error) && error.kind === 'not_found')
      throw new ApiError('invalid', 'unknown_link_task', `linkTaskId ${taskId}: no such task in this workspace`, {
        pointer: '/linkTaskId',
      });
    throw error;
  }
}
