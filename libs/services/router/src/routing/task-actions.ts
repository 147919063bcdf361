import { stableId, type ApiCaller, type TaskRuntimeApi } from '@lomo/service-api';

/** A task id derived from the message id, so a retried post creates the same task, not a second one. */
export const taskIdFor = (workspaceId: string, messageId: string): string =>
  stableId('routed-task', workspaceId, messageId);

/** What routing does to tasks, through the task runtime's API only. */
export class TaskActions {
  constructor(private readonly tasks: TaskRuntimeApi) {}

  /**
   * the task must exist in the caller's workspace and still accept messages — the task's
   * own rule, which refuses with 404 `task_not_found` or 409 `task_not_accepting_messages`.
   */
  async deliverTo(caller: ApiCaller, taskId: string, input: { messageId: string; text: string }): Promise<void> {
    await this.tasks.deliverMessage(caller, taskId, { messageId: input.messageId, text: input.text });
  }

  /** Creates the message's task (its id derived from the message id: a retry creates nothing new). */
  async create(
    caller: ApiCaller,
    input: { messageId: string; text: string; language?: string; rubric?: string },
    kind: 'persistent' | 'lightweight',
  ): Promise<string> {
    const { taskId } = await this.tasks.createTask(caller, {
      text: input.text,
      kind,
      language: input.language,
      ...(input.rubric ? { rubric: input.rubric } : {}),
      messageId: input.messageId,
      taskId: taskIdFor(caller.workspaceId, input.messageId),
    });
    return taskId;
  }
}
