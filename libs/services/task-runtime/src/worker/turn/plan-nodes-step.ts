import { failpoint } from '@lomo/failpoints';
import { budgetRefusal, hasOpenCard, pendingMessageIds } from '../../task/autonomy/stop-check.decider';
import { inFlight, readyNodes } from '../../task/dag/plan-graph';
import type { Task } from '../../task/task.state';
import { budgetBound } from '../budget-parallelism';
import { runToolCalls } from '../run-tool-calls';
import type { TurnScope } from './turn-scope';

/** Plan nodes the runtime may start now: ready, within the parallelism bound, no message waiting to be read, no card open. */
export function startableNodes(task: Task, maxParallel: number): boolean {
  if (pendingMessageIds(task).length > 0 || budgetRefusal(task) !== undefined || hasOpenCard(task)) return false;
  return readyNodes(task.checklist, maxParallel - inFlight(task.checklist)).length > 0;
}

/**
 * How many plan nodes may be in flight after this step: `maxParallelNodes`, lowered to what
 * the budget left covers when billing and the capability registry can say (issue 31).
 */
export function parallelBound(scope: TurnScope, task: Task): Promise<number> {
  const { options } = scope;
  return budgetBound(
    task,
    options.maxParallelNodes ?? 6,
    { budget: options.budget, capabilities: options.capabilities },
    scope.at(),
  );
}

/**
 * A step without an inference: the decider turns the ready nodes, up to `maxParallel`
 * in flight, into one `StepDecided` with one call per node, and the calls run like any other.
 */
export async function startPlanNodes(scope: TurnScope, maxParallel: number): Promise<Task> {
  const { taskId, generation, turn, tasks, tools } = scope;
  const decided = await tasks.execute(
    taskId,
    {
      type: 'RunPlanNodes',
      generation,
      turn,
      maxParallel,
      idempotentTools: tools
        .list()
        .filter((t) => t.idempotent)
        .map((t) => t.name),
      at: scope.at(),
    },
    scope.stamped(),
  );
  await failpoint('task.after-plan-nodes-commit');
  return runToolCalls(tasks, tools, scope.run, decided as Task);
}
