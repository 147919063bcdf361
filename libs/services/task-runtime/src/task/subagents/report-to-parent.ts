import { TaskError } from '../task.errors';
import type { Task, TaskState } from '../task.state';
import { subagentReport, type SubagentOutcome } from './subagent-wait';
import type { TaskRepository } from '../../worker/task-repository';
import { shareCaller, type SubagentLinks } from './budget-shares';

/**
 * Ends the parent's wait with the child's outcome once the child settled (finished, stopped or
 * failed), and wakes the parent when that was the last thing it waited for. First the share of
 * the parent's budget the child did not spend goes back (ADR 0027). Idempotent by the child's
 * id: the worker calls it after every turn of a child and again whenever a settled child is
 * woken, so a crash between the child's last event and this report is repaired by the next
 * wake of the child, never by a second report or a second return.
 */
export async function reportToParent(
  tasks: TaskRepository,
  child: TaskState | Task,
  at: string,
  links: SubagentLinks = {},
  outcome?: SubagentOutcome,
): Promise<void> {
  if (('exists' in child && !child.exists) || !(child as Task).parent) return;
  const command = subagentReport(child as Task, at, outcome);
  if (!command) return;
  const { wake, shares } = links;
  // Best effort: billing out of reach must not turn a finished child into a failed one (a
  // throw here would stop it). The share stays reserved until the child is woken settled again.
  await shares
    ?.returnBudgetShare(shareCaller(child as Task), { childTaskId: (child as Task).taskId })
    .catch((error: unknown) => links.onShareNotReturned?.(error));
  try {
    const { parent: link, workspaceId, taskId } = child as Task;
    const parent = await tasks.execute(link!.taskId, command, {
      workspaceId,
      actor: `agent:${taskId}`,
    });
    if (parent.exists && parent.status === 'rescheduling') wake?.(parent.taskId);
  } catch (error) {
    // A parent deleted meanwhile has nobody to tell; anything else is the caller's to retry.
    if (!(error instanceof TaskError && error.code === 'task_not_found')) throw error;
  }
}

/**
 * A child whose turn threw (its model or a tool's infrastructure failed, not a fence) is
 * stopped and its failure becomes the parent's result: the parent goes on instead of hanging
 * (issue 17). Returns false for a task that is no sub-agent and for a fence (the error is the caller's).
 */
export async function failSubagent(
  tasks: TaskRepository,
  taskId: string,
  error: unknown,
  at: string,
  links: SubagentLinks = {},
): Promise<boolean> {
  const { state } = await tasks.load(taskId);
  if (error instanceof TaskError) {
    // A fenced worker of a child stopped meanwhile (with its parent, say): the stop's wake may
    // have found this worker's lease still held, so the report goes out from here.
    if (state.exists && state.status === 'terminated') await reportToParent(tasks, state, at, links);
    return false;
  }
  if (!state.exists || !state.parent || state.status === 'terminated') return false;
  const message = error instanceof Error ? error.message : String(error);
  const stopped = (await tasks.execute(
    taskId,
    { type: 'StopTask', by: 'system:subagent', reason: `the sub-agent failed: ${message}`, at },
    { workspaceId: state.workspaceId, actor: 'system:task-runtime' },
  )) as Task;
  await reportToParent(tasks, stopped, at, links, { state: 'failed', error: message });
  return true;
}
