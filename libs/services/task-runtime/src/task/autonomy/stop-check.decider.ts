import type { CheckpointCard, StopCheckOutcome, TaskEvent } from '../task.events';
import type { Task } from '../task.state';

type Next = Extract<TaskEvent, { type: 'TurnCompleted' }>['data']['next'];

export interface StopCheckFacts {
  /** The model's last step proposed no calls (it ended the turn); false = the step limit cut it. */
  modelFinished: boolean;
  grade?: { met: boolean; reason: string };
  maxNoProgressTurns: number;
}

export interface StopCheckVerdict {
  next: Next;
  check: StopCheckOutcome;
  reason: string;
  progress: boolean;
  waitingFor: string[];
  /** A card the runtime adds because the plan needs approval and the model did not ask. */
  fallbackCard?: CheckpointCard;
}

const isClosed = (status: string) => status === 'done' || status === 'dropped';
/** Refusal codes that mean the money ran out (R-6.8: stop and wait, keeping state). */
const BUDGET_REFUSALS = new Set(['over_budget', 'insufficient_balance', 'spend_cap_exceeded', 'billing_unavailable']);

/** A call of this turn refused because the money ran out: the turn stops there. */
export function budgetRefusal(task: Task): { reason: string; detail?: unknown } | undefined {
  const call = [...task.journal.values()].find((c) =>
    BUDGET_REFUSALS.has(String((c.result as { reason?: unknown } | undefined)?.reason)),
  );
  return call?.result as { reason: string; detail?: unknown } | undefined;
}

/** Waits started by this turn's calls whose event has not arrived yet. */
export function openWaits(task: Task): string[] {
  const waits = [...task.journal.values()].flatMap((c) => (c.waitingFor ? [c.waitingFor] : []));
  return [...new Set(waits)].filter((key) => !task.receivedResults.has(key));
}

/** True when, without a rubric, the stop check would finish the task: the worker asks the grader then. */
export function wouldFinish(task: Task, modelFinished: boolean): boolean {
  if (openWaits(task).length > 0 || [...task.checkpoints.values()].some((c) => c.state === 'open')) return false;
  return task.checklist.length > 0 ? task.checklist.every((i) => isClosed(i.status)) : modelFinished;
}

/**
 * The stop check after every turn, in its order: paused → blocked/over limits →
 * waiting → checkpoint → checklist closed (and, with a rubric, graded as met) → fallback card
 * → no meaningful progress for N turns → continue. The runtime decides, never the
 * model's silence: a model that ends its turn with open items is simply continued.
 */
export function stopCheck(task: Task, facts: StopCheckFacts): StopCheckVerdict {
  const progress = task.progressSinceCheck;
  const base = { progress, waitingFor: [] as string[] };
  if (task.status === 'paused') return { ...base, next: 'idle', check: 'paused', reason: 'paused by user' };
  const refused = budgetRefusal(task);
  if (refused)
    return {
      ...base,
      next: 'idle',
      // The balance is its own stop: a top-up, not a higher limit, lets the task go on.
      check: refused.reason === 'insufficient_balance' ? 'insufficient_balance' : 'over_limits',
      reason: `stopped: ${String(refused.detail ?? 'over budget')}`,
    };
  const waits = openWaits(task);
  if (waits.length > 0)
    return {
      ...base,
      waitingFor: waits,
      next: 'waiting_external',
      check: 'waiting_external',
      reason: `waiting for ${waits.join(', ')}`,
    };
  const openCard = [...task.checkpoints.values()].find((c) => c.state === 'open');
  // The daily no-confirm limit and an approved budget are limits: the task stops as over_limits, its cost card open.
  if (openCard?.cost?.limit === 'daily' || openCard?.cost?.limit === 'budget')
    return { ...base, next: 'awaiting_approval', check: 'over_limits', reason: `stopped: ${openCard.cost.reason}` };
  if (openCard)
    return {
      ...base,
      next: 'awaiting_approval',
      check: 'checkpoint',
      reason: `awaiting your answer: ${openCard.proposal}`,
    };

  const hasPlan = task.checklist.length > 0;
  const planClosed = hasPlan && task.checklist.every((i) => isClosed(i.status));
  if (planClosed || (!hasPlan && facts.modelFinished)) {
    if (!task.rubric || facts.grade?.met) {
      const reason = planClosed ? 'every checklist item is done' : 'the model finished the turn';
      return {
        ...base,
        next: 'idle',
        check: planClosed ? 'checklist_closed' : 'model_finished',
        reason: facts.grade ? `${reason}; rubric met: ${facts.grade.reason}` : reason,
      };
    }
    return continueUnlessStuck(
      task,
      facts,
      progress,
      'rubric_unmet',
      `the rubric is not met yet: ${facts.grade?.reason ?? 'not graded'}`,
    );
  }

  const nextItem = task.checklist.find((i) => !isClosed(i.status));
  if (facts.modelFinished && nextItem?.needsApproval) {
    return {
      ...base,
      next: 'awaiting_approval',
      check: 'checkpoint',
      reason: `"${nextItem.title}" needs your approval`,
      fallbackCard: fallbackCard(task, nextItem.itemId, nextItem.title),
    };
  }
  return continueUnlessStuck(
    task,
    facts,
    progress,
    'continue',
    hasPlan ? 'the checklist has open items' : 'step limit of the turn reached',
  );
}

function continueUnlessStuck(
  task: Task,
  facts: StopCheckFacts,
  progress: boolean,
  check: StopCheckOutcome,
  reason: string,
): StopCheckVerdict {
  const stuckTurns = progress ? 0 : task.noProgressTurns + 1;
  if (stuckTurns >= facts.maxNoProgressTurns) {
    return {
      next: 'idle',
      check: 'no_progress',
      reason: `no meaningful progress in ${stuckTurns} consecutive turns`,
      progress,
      waitingFor: [],
    };
  }
  return { next: 'rescheduling', check, reason, progress, waitingFor: [] };
}

/** Candidates are the artifacts of the items before the one that needs approval (drafts → pick). */
function fallbackCard(task: Task, itemId: string, title: string): CheckpointCard {
  const index = task.checklist.findIndex((i) => i.itemId === itemId);
  const artifacts = task.checklist.slice(0, index).flatMap((i) => i.results.filter((r) => r.kind === 'artifact'));
  const candidates = artifacts.map((a, n) => ({ candidateId: a.id, label: `candidate ${n + 1}`, artifactId: a.id }));
  return {
    cardId: `fallback:${task.turns}:${itemId}`,
    proposal: `"${title}" needs your approval before the task goes on`,
    candidates,
    actions: candidates.length > 0 ? ['pick', 'adjust'] : ['confirm', 'adjust'],
    origin: 'fallback',
    itemId,
  };
}
