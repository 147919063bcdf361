/**
 * The shape of a workspace's budget as its events fold it. Types only, so the budget's fold and
 * the budget-share slice it composes both depend on it and never on each other.
 */
import type { AuthorityState } from '../authority/authority.decider';

export interface Hold {
  amountMinor: number;
  state: 'held' | 'captured' | 'refunded';
  capturedMinor: number;
  /** UTC day (`YYYY-MM-DD`) the hold was taken: what the daily no-confirm limit counts. */
  day: string;
  taskId?: string;
  userId?: string;
}

export interface BudgetState {
  capMinor?: number;
  currency: string;
  heldMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  holds: ReadonlyMap<string, Hold>;
  /** The workspace's own no-confirm limits; unset = the configured defaults. */
  noConfirm?: { perOperationMinor: number; dailyMinor: number };
  /** Prepaid money added by top-ups (the starting balance comes from the settings). */
  toppedUpMinor: number;
  topUps: ReadonlySet<string>;
  authority: AuthorityState;
  /** Sub-agents' shares of their parents' budgets, by the child's task id (ADR 0027). */
  shares: ReadonlyMap<string, BudgetShare>;
}

/**
 * A sub-agent's share of its parent task's budget (R-10.9, ADR 0027), keyed by the child's
 * task id on the workspace's budget stream. While `open`, the whole `amountMinor` is reserved
 * out of the parent's budget (the child may spend up to it); once returned, only what the
 * child (and its own children) actually spent stays counted against the parent.
 */
export interface BudgetShare {
  parentTaskId: string;
  amountMinor: number;
  currency: string;
  /** Carved from a plan's budget: it stands in for the cost question like the plan's. */
  plan: boolean;
  open: boolean;
  /** What went back to the parent when the child ended. */
  returnedMinor: number;
}
