import { failpoint } from '@lomo/failpoints';
import { wouldFinish } from '../../task/autonomy/stop-check.decider';
import { nextPeerRetry } from '../../task/execution/peer-retry.decider';
import type { Task } from '../../task/task.state';
import type { SubagentLinks } from '../../task/subagents/budget-shares';
import { reportToParent } from '../../task/subagents/report-to-parent';
import type { RunOutcome } from '../task-worker-options';
import type { Stepped } from './turn-steps';
import { waitUntilDue } from './turn-waits';
import type { TurnScope } from './turn-scope';

/**
 * Ends the turn after its last step: `CompleteTurn` with the stop check's verdict (the rubric
 * graded first when the task would finish), then whatever comes next — the task woken again
 * when it asked for more, its parent told when it was a sub-agent. A call still waiting for its
 * peer, or a plan node for its retry, keeps the turn open instead.
 */
export async function completeTurn(scope: TurnScope, stepped: Stepped, links: SubagentLinks): Promise<RunOutcome> {
  const { taskId, generation, turn, tasks, options } = scope;
  const { task, finished } = stepped;
  // A call waits for its peer: the turn stays open (the model has not seen an outcome) until it is due.
  const retryAt = nextPeerRetry(task);
  if (retryAt) return waitUntilDue(taskId, { outcome: 'waiting_peer', dueAt: retryAt }, scope.at, options.wake);
  // A plan node waits for its retry: the turn stays open (its node is still to start) until it is due.
  if (stepped.nodeBackoffEnds)
    return waitUntilDue(taskId, { outcome: 'waiting_retry', dueAt: stepped.nodeBackoffEnds }, scope.at, options.wake);
  // No step decided and no call run (the journal holds exactly this turn's calls).
  const empty = task.openTurn!.steps === 0 && task.journal.size === 0;
  const grade = task.rubric && wouldFinish(task, finished) ? await gradeRubric(scope, task) : undefined;
  await failpoint('task.before-turn-complete');
  const completed = (await tasks.execute(
    taskId,
    {
      type: 'CompleteTurn',
      generation,
      turn,
      modelFinished: finished,
      maxNoProgressTurns: options.maxNoProgressTurns ?? 3,
      at: scope.at(),
      ...(grade ? { grade } : {}),
    },
    scope.stamped(),
  )) as Task;
  const next =
    completed.status === 'rescheduling'
      ? 'rescheduling'
      : completed.status === 'waiting_external'
        ? 'waiting_external'
        : 'idle';
  // A turn that changed nothing must not cause the next one at once: whatever made it empty
  // is still so. The watchdog comes back after a growing pause (the attention projection).
  if (empty) options.onEmptyTurn?.(taskId);
  else if (next === 'rescheduling') options.wake?.(taskId);
  await reportToParent(tasks, completed, scope.at(), links);
  return next;
}

/** The rubric's verdict on the task's last output; without a grader it is never met. */
async function gradeRubric(scope: TurnScope, task: Task): Promise<{ met: boolean; reason: string }> {
  const { grader } = scope.options;
  if (!grader) return { met: false, reason: 'no rubric grader is configured' };
  return grader.grade({
    rubric: task.rubric!,
    brief: task.brief,
    checklist: task.checklist,
    lastOutput: task.lastOutput,
  });
}
