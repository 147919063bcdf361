import type { AuthorityScope } from '@lomo/service-api';
import { initialAuthority } from '../authority/authority.decider';
import { spendOf, taskSpentMinor } from '../budget-share/budget-share';
import type { BudgetState } from './budget.model';

export type { BudgetState, Hold } from './budget.model';

export const initialBudget = (): BudgetState => ({
  currency: 'USD',
  heldMinor: 0,
  capturedMinor: 0,
  refundedMinor: 0,
  holds: new Map(),
  toppedUpMinor: 0,
  topUps: new Set(),
  authority: initialAuthority(),
  shares: new Map(),
});

/** Spend counted against the cap and the balance: what is held plus what was captured. */
export const committedMinor = (s: BudgetState) => s.heldMinor + s.capturedMinor;

/** The prepaid balance not yet held or captured. */
export const balanceAvailableMinor = (s: BudgetState, startingBalanceMinor: number) =>
  Math.max(0, startingBalanceMinor + s.toppedUpMinor - committedMinor(s));

/** Spend of one UTC day: open holds and captures of holds taken that day (refunds give it back). */
export function spentOnDay(s: BudgetState, day: string): number {
  let total = 0;
  for (const hold of s.holds.values()) if (hold.day === day) total += spendOf(hold);
  return total;
}

/**
 * Spend attributed to a scope (open holds and captures): the whole workspace, one user or one
 * task — a task's including what its sub-agents' shares reserve or they spent (ADR 0027).
 */
export function spentBy(s: BudgetState, scope: AuthorityScope, id: string): number {
  if (scope === 'workspace') return committedMinor(s);
  if (scope === 'task') return taskSpentMinor(s, id);
  let total = 0;
  for (const hold of s.holds.values()) if (hold.userId === id) total += spendOf(hold);
  return total;
}
