import type { StatusFactV1 } from '@lomo/contracts';
import { ApiError, type ApiCaller, type TaskRuntimeApi } from '@lomo/service-api';
import type { ControlResultDto } from './tasks.dto';

/**
 * The status fact (published status contract v1) of the event each control action appends
 * when it changes the task: the gateway reads the contract, never task-runtime's event types.
 */
const EFFECT = {
  pause: (fact) => fact.kind === 'control' && fact.action === 'paused',
  resume: (fact) => fact.kind === 'control' && fact.action === 'resumed',
  interrupt: (fact) => fact.kind === 'control' && fact.action === 'interrupted',
  stop: (fact) => fact.kind === 'control' && fact.action === 'stopped',
  answer: (fact) => fact.kind === 'checkpoint.answered',
} satisfies Record<string, (fact: StatusFactV1) => boolean>;

export type ControlAction = keyof typeof EFFECT;

/**
 * Runs a control action and answers with what actually happened (issue 21 §2): a terminated
 * task refuses every action but `stop` with 409 `task_terminated` (stop is idempotent), and the
 * answer says whether the action changed the task (`changed`: its status fact was appended after the
 * card read before it) and the status it is in now — a `resume` of a task that is not paused
 * is `changed: false`, not a silent success.
 */
export async function control(
  tasks: TaskRuntimeApi,
  caller: ApiCaller,
  taskId: string,
  action: ControlAction,
  run: () => Promise<void>,
): Promise<ControlResultDto> {
  const before = await tasks.getTask(caller, taskId);
  if (before.status === 'terminated' && action !== 'stop')
    throw new ApiError('conflict', 'task_terminated', `task ${taskId} is terminated; it cannot ${action}`);
  await run();
  const appended = await tasks.taskEvents(caller, taskId, { fromRevision: Number(before.position), limit: 1000 });
  const after = await tasks.getTask(caller, taskId);
  return {
    accepted: true,
    changed: appended.some((event) => event.status !== undefined && EFFECT[action](event.status)),
    status: after.status as ControlResultDto['status'],
  };
}
