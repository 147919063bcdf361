import { ApiError } from '@lomo/service-api';
import type { BudgetShare, BudgetState, Hold } from '../budget/budget.model';

export type { BudgetShare };

export type BudgetShareEvent =
  | {
      type: 'BudgetShared';
      data: {
        parentTaskId: string;
        childTaskId: string;
        amountMinor: number;
        currency: string;
        plan: boolean;
        at: string;
      };
    }
  | { type: 'BudgetShareReturned'; data: { childTaskId: string; returnedMinor: number; at: string } };

export type BudgetShareCommand =
  /** `amountMinor` absent: half of what the parent has left (the parent keeps the rest for itself and later children). */
  | { type: 'ShareBudget'; parentTaskId: string; childTaskId: string; amountMinor?: number; at: string }
  | { type: 'ReturnBudgetShare'; childTaskId: string; at: string };

export const BUDGET_SHARE_EVENT_TYPES: ReadonlySet<string> = new Set(['BudgetShared', 'BudgetShareReturned']);
export const BUDGET_SHARE_COMMAND_TYPES: ReadonlySet<string> = new Set(['ShareBudget', 'ReturnBudgetShare']);

/** The default share: this fraction of what the parent has left. */
export const DEFAULT_SHARE_FRACTION = 0.5;
const MAX_SHARE_MINOR = 1_000_000_000;

/** What a hold counts as spent: held in full, captured as captured, refunded as nothing. */
export const spendOf = (hold: Hold) =>
  hold.state === 'held' ? hold.amountMinor : hold.state === 'captured' ? hold.capturedMinor : 0;

/**
 * A task's spend against its budgets: its own holds and captures, plus for every child the
 * child's share while it is open (or the child's spend, if more), and the child's spend once
 * returned — so no child, nor a grandchild, spends past its parent's budget unseen.
 */
export function taskSpentMinor(state: BudgetState, taskId: string, seen = new Set<string>()): number {
  if (seen.has(taskId)) return 0;
  seen.add(taskId);
  let total = 0;
  for (const hold of state.holds.values()) if (hold.taskId === taskId) total += spendOf(hold);
  for (const [childId, share] of state.shares) {
    if (share.parentTaskId !== taskId) continue;
    const spent = taskSpentMinor(state, childId, seen);
    total += share.open ? Math.max(share.amountMinor, spent) : spent;
  }
  return total;
}

/** The limit a share puts on its child: the share while open, what it kept once returned. */
export const shareLimitMinor = (share: BudgetShare) => share.amountMinor - share.returnedMinor;

/** The budgets bounding a task (its approved task budget, its own share), each with what is left. */
export function taskLimits(state: BudgetState, taskId: string) {
  const limits: Array<{ amountMinor: number; currency: string; plan: boolean }> = [];
  const approved = state.authority.budgets.get(`task:${taskId}`);
  if (approved) limits.push(approved);
  const own = state.shares.get(taskId);
  if (own) limits.push({ amountMinor: shareLimitMinor(own), currency: own.currency, plan: own.plan });
  const spent = taskSpentMinor(state, taskId);
  return limits.map((l) => ({ ...l, leftMinor: Math.max(0, l.amountMinor - spent) }));
}

const invalidShare = (message: string, details: Record<string, unknown> = {}) =>
  new ApiError('invalid', 'invalid_budget_share', message, { field: 'budgetMinor', ...details });

/**
 * Carves a child's share out of its parent's budget, or gives back what the child did not
 * spend. Pure and idempotent by the child's id: a spawn re-run after a crash shares nothing
 * twice, a second return returns nothing. A parent without any budget shares only an explicit
 * amount (then the child's own limit); a share beyond what the parent has left, negative or
 * fractional is `invalid_budget_share` and records nothing.
 */
export function decideBudgetShare(command: BudgetShareCommand, state: BudgetState): BudgetShareEvent[] {
  if (command.type === 'ReturnBudgetShare') {
    const share = state.shares.get(command.childTaskId);
    if (!share?.open) return [];
    const returnedMinor = Math.max(0, share.amountMinor - taskSpentMinor(state, command.childTaskId));
    return [{ type: 'BudgetShareReturned', data: { childTaskId: command.childTaskId, returnedMinor, at: command.at } }];
  }
  const { parentTaskId, childTaskId, amountMinor, at } = command;
  if (state.shares.has(childTaskId)) return [];
  if (amountMinor !== undefined && (!Number.isInteger(amountMinor) || amountMinor < 0 || amountMinor > MAX_SHARE_MINOR))
    throw invalidShare(`budgetMinor must be whole minor units from 0 to ${MAX_SHARE_MINOR}`);
  const limits = taskLimits(state, parentTaskId);
  if (limits.length === 0) {
    if (amountMinor === undefined) return [];
    return [
      {
        type: 'BudgetShared',
        data: { parentTaskId, childTaskId, amountMinor, currency: state.currency, plan: false, at },
      },
    ];
  }
  const tightest = limits.reduce((a, b) => (b.leftMinor < a.leftMinor ? b : a));
  const share = amountMinor ?? Math.floor(tightest.leftMinor * DEFAULT_SHARE_FRACTION);
  if (share > tightest.leftMinor)
    throw invalidShare(`the parent task has ${tightest.leftMinor} minor units of its budget left`, {
      availableMinor: tightest.leftMinor,
      requestedMinor: share,
    });
  return [
    {
      type: 'BudgetShared',
      data: { parentTaskId, childTaskId, amountMinor: share, currency: tightest.currency, plan: tightest.plan, at },
    },
  ];
}

export function evolveBudgetShare(state: BudgetState, event: BudgetShareEvent): BudgetState {
  const shares = new Map(state.shares);
  if (event.type === 'BudgetShared') {
    const { childTaskId, parentTaskId, amountMinor, currency, plan } = event.data;
    shares.set(childTaskId, { parentTaskId, amountMinor, currency, plan, open: true, returnedMinor: 0 });
  } else {
    const share = shares.get(event.data.childTaskId);
    if (!share) return state;
    shares.set(event.data.childTaskId, { ...share, open: false, returnedMinor: event.data.returnedMinor });
  }
  return { ...state, shares };
}

/** The child's share as one more budget its paid calls are checked against (the cost gate asks beyond it). */
export function shareBudgetFacts(state: BudgetState, taskId: string | undefined) {
  const share = taskId ? state.shares.get(taskId) : undefined;
  if (!share || !taskId) return [];
  return [
    {
      scope: 'task' as const,
      amountMinor: shareLimitMinor(share),
      spentMinor: taskSpentMinor(state, taskId),
      plan: share.plan,
    },
  ];
}
