import type { CheckpointCard, StopCheckOutcome, TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import { declinesInForce } from './declined-calls';

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

/** Waits started by this turn's calls whose event has not arrived yet: stepping stops at them. */
export function turnWaits(task: Task): string[] {
  const waits = [...task.journal.values()].flatMap((c) => (c.waitingFor ? [c.waitingFor] : []));
  return [...new Set(waits)].filter((key) => !task.receivedResults.has(key));
}

/**
 * Everything the task still waits for: this turn's waits and those an earlier turn left open.
 * A turn woken by a message while an image renders has an empty journal, yet the job is still
 * the task's open work: forgetting it made the stop check reschedule and then stop the task
 * as stuck just before the image landed (issue 33).
 */
export function openWaits(task: Task): string[] {
  return [...new Set([...task.waitingFor, ...turnWaits(task)])].filter((key) => !task.receivedResults.has(key));
}

/** A card waits for the person's answer: nothing else the task could do comes first. */
export const hasOpenCard = (task: Task): boolean => [...task.checkpoints.values()].some((c) => c.state === 'open');

/** Messages delivered and not yet consumed or withdrawn, in delivery order. */
export function pendingMessageIds(task: Task): string[] {
  return [...task.inbox.entries()].filter(([, entry]) => entry.state === 'pending').map(([id]) => id);
}

/**
 * Whether a worker has anything to do: a turn left open, a turn asked for, or a message
 * it can read now. A message waits while a card is open — the answer comes first and wakes the
 * task itself — so a message to a task awaiting approval opens no turn (issue 26: such turns,
 * each changing nothing, were re-woken twice a second forever).
 */
export function needsWorker(task: Task): boolean {
  if (task.status === 'paused' || task.status === 'terminated') return false;
  if (task.openTurn || task.status === 'rescheduling') return true;
  return pendingMessageIds(task).length > 0 && !hasOpenCard(task);
}

/**
 * What an open card makes the task wait for. The daily no-confirm limit and an approved budget
 * are limits: the task stops as over_limits, its cost card open; any other card
 * waits for the person's answer.
 */
function cardWait(card: CheckpointCard): { check: StopCheckOutcome; reason: string } {
  if (card.cost?.limit === 'daily' || card.cost?.limit === 'budget')
    return { check: 'over_limits', reason: `stopped: ${card.cost.reason}` };
  return { check: 'checkpoint', reason: `awaiting your answer: ${card.proposal}` };
}

/** True when, without a rubric, the stop check would finish the task: the worker asks the grader then. */
export function wouldFinish(task: Task, modelFinished: boolean): boolean {
  if (openWaits(task).length > 0 || hasOpenCard(task)) return false;
  return task.checklist.length > 0 ? task.checklist.every((i) => isClosed(i.status)) : modelFinished;
}

/**
 * The stop check after every turn, in its order: paused → blocked/over limits →
 * checkpoint → waiting → checklist closed (and, with a rubric, graded as met) → fallback card
 * → no meaningful progress for N turns → continue. The runtime decides, never the
 * model's silence: a model that ends its turn with open items is simply continued.
 */
export function stopCheck(task: Task, facts: StopCheckFacts): StopCheckVerdict {
  const progress = task.progressSinceCheck;
  const waits = openWaits(task);
  // Every verdict keeps what is still awaited, so a card or a later turn never drops a job's wait.
  const base = { progress, waitingFor: waits };
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
  // A card comes before results: only the person can answer it, and the results it would wait
  // for are recorded while it is open (waitingFor keeps them). A task shown as waiting for
  // results with a card open went idle, card and all, when they landed (issue 26).
  const openCard = [...task.checkpoints.values()].find((c) => c.state === 'open');
  if (openCard) return { ...base, next: 'awaiting_approval', ...cardWait(openCard) };
  if (waits.length > 0)
    return {
      ...base,
      next: 'waiting_external',
      check: 'waiting_external',
      reason: `waiting for ${waits.join(', ')}`,
    };

  const hasPlan = task.checklist.length > 0;
  const planClosed = hasPlan && task.checklist.every((i) => isClosed(i.status));
  // The user declined a paid step and the model has nothing else to do: the task settles and
  // waits for their next message, its plan as it is — continuing would only ask again.
  const declined = declinesInForce(task).at(-1);
  if (facts.modelFinished && !planClosed && declined)
    return {
      ...base,
      next: 'idle',
      check: 'declined',
      reason: `the user declined the paid step: ${declined.proposal}`,
    };
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
