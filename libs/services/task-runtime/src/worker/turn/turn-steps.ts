import { nextPeerRetry } from '../../task/execution/peer-retry.decider';
import type { Task } from '../../task/task.state';
import { runToolCalls } from '../run-tool-calls';
import { modelStep } from './model-step';
import { parallelBound, startableNodes, startPlanNodes } from './plan-nodes-step';
import { mustPause, nodeBackoffEnds } from './turn-waits';
import type { TurnScope } from './turn-scope';

/** Where the open turn's steps stopped: `finished` when the last step asked for no call. */
export interface Stepped {
  task: Task;
  finished: boolean;
  /** Set when the steps stopped for plan node retries still backing off: the first one's retry time. */
  nodeBackoffEnds?: string;
}

/**
 * Everything the open turn does before it completes, on the task as the takeover left it:
 * the calls a crashed worker left without an outcome, the calls the user approved on a card,
 * then steps until the turn must end or wait.
 */
export async function runTurnSteps(scope: TurnScope, taken: Task): Promise<Stepped> {
  // A crashed worker's last step: finish its calls, never re-decide it.
  let task = await runToolCalls(scope.tasks, scope.tools, scope.run, taken);
  task = await runApprovedCalls(scope, task);
  let finished = task.openTurn!.lastStepCalls === 0;
  let maxParallel = await parallelBound(scope, task);
  const canStartNodes = (t: Task) => startableNodes(t, maxParallel);
  for (
    let step = 0;
    nextPeerRetry(task) === undefined &&
    (!finished || canStartNodes(task)) &&
    (!mustPause(task) || canStartNodes(task)) &&
    step < (scope.options.maxStepsPerTurn ?? 8);
    step++
  ) {
    // A fresh read per step: messages delivered meanwhile are consumed at this boundary.
    const loaded = await scope.tasks.load(scope.taskId);
    task = loaded.state as Task;
    maxParallel = await parallelBound(scope, task);
    // Ready plan nodes start without an inference; a pending message is read first, as it may change the plan.
    if (canStartNodes(task)) {
      // Only retries still backing off (ADR 0024): the run ends and the turn stays open until the
      // first backoff ends. Sleeping here instead held the lease and one of the pool's slots for
      // the whole backoff (up to PLAN_NODE_RETRY_MAX_MS, 30 s by default), and a message delivered
      // meanwhile waited for it too: its wake-up found the lease busy. The lease renewal only
      // kept the task from other workers, who had nothing to do for it either.
      const backoffEnds = nodeBackoffEnds(task, scope.at());
      if (backoffEnds) return { task, finished, nodeBackoffEnds: backoffEnds };
      task = await startPlanNodes(scope, maxParallel);
      finished = false;
      continue;
    }
    if (mustPause(task)) break;
    ({ task, finished } = await modelStep(scope, task, loaded.events));
  }
  return { task, finished };
}

/** Calls the user approved on a card run first, exactly as shown, without an inference. */
async function runApprovedCalls(scope: TurnScope, task: Task): Promise<Task> {
  if (task.approvedCalls.length === 0 || mustPause(task)) return task;
  const { taskId, generation, turn, tasks, tools, run } = scope;
  const approved = task.approvedCalls.map((cardId) => ({ cardId, call: task.checkpoints.get(cardId)!.toolCall! }));
  const decided = await tasks.execute(
    taskId,
    {
      type: 'DecideStep',
      generation,
      turn,
      output: '',
      consumedMessageIds: [],
      approvedCardIds: approved.map((a) => a.cardId),
      at: scope.at(),
      toolCalls: approved.map(({ cardId, call }) => ({
        tool: call.tool,
        input: call.input,
        idempotent: tools.get(call.tool, run.workspaceId)?.idempotent ?? false,
        approvedBy: cardId,
      })),
    },
    scope.stamped(),
  );
  return runToolCalls(tasks, tools, run, decided as Task);
}
