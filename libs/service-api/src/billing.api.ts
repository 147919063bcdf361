import type { ApiCaller } from './caller';

/** An amount in minor units (cents) of one currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** What a workspace may still spend under its cap. */
export interface SpendView {
  capMinor: number;
  heldMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  availableMinor: number;
  currency: string;
  /** Spent in the current UTC day (open holds and captures). */
  spentTodayMinor: number;
  /** The no-confirm limits in force (the workspace's own or the defaults), R-6.6. */
  noConfirmPerOperationMinor: number;
  noConfirmDailyMinor: number;
  /** The prepaid balance (starting balance plus top-ups) and what of it is not held or captured. */
  balanceMinor: number;
  balanceAvailableMinor: number;
}

/** A quote: the price, what is left under the cap, and what may be spent without asking. */
export interface QuoteView {
  amount: Money;
  availableMinor: number;
  withinCap: boolean;
  /** Spent in the current UTC day (open holds and captures). */
  spentTodayMinor: number;
  /** A call goes ahead without a cost card only within both limits (minor units). */
  noConfirm: { perOperationMinor: number; dailyMinor: number };
  /** The prepaid balance not yet held or captured; a call above it stops the task. */
  balanceAvailableMinor: number;
  withinBalance: boolean;
  /** The three dimensions that apply to the caller's task and user, for the cost gate. */
  authority: AuthorityFacts;
}

/** How far a task may go without asking: every paid step, at checkpoints, or autonomously within a budget. */
export type AutonomyLevel = 'ask_every_paid_step' | 'ask_at_checkpoints' | 'autonomous_within_budget';
export const AUTONOMY_LEVELS: readonly AutonomyLevel[] = [
  'ask_every_paid_step',
  'ask_at_checkpoints',
  'autonomous_within_budget',
];
/** What a setting applies to: the whole workspace, one user, or one task. */
export type AuthorityScope = 'workspace' | 'user' | 'task';
export const AUTHORITY_SCOPES: readonly AuthorityScope[] = ['workspace', 'user', 'task'];
/** The one action a grant authorizes today: paid generation without a per-call question. */
export type GrantAction = 'paid_generation';

/** A scope: `id` is the user or task id (the workspace is the caller's own). */
export interface ScopeRef {
  scope: AuthorityScope;
  id?: string;
}

/** An approved budget and what was spent against it (holds and captures attributed to the scope). */
export interface BudgetView {
  scope: AuthorityScope;
  id: string;
  amountMinor: number;
  currency: string;
  spentMinor: number;
  /** Approved with a plan (`POST /v1/tasks/{id}/plan/approval`), not set as a standing budget. */
  plan: boolean;
  by: string;
  at: string;
}

export interface GrantView {
  grantId: string;
  scope: AuthorityScope;
  id: string;
  action: GrantAction;
  by: string;
  at: string;
}

/** The facts the cost gate decides on: computed by billing from its own streams, never from the task. */
export interface AuthorityFacts {
  /** The most restrictive level set for the workspace, the user or the task; `ask_at_checkpoints` when none is. */
  level: AutonomyLevel;
  /** Every budget set for the workspace, the user or the task, with the spend against it. */
  budgets: Array<Pick<BudgetView, 'scope' | 'amountMinor' | 'spentMinor' | 'plan'>>;
  /** A stored grant of `paid_generation` covers the workspace, the user or the task. */
  granted: boolean;
}

/** Everything the workspace set and its balance, for the API and the console. */
export interface AuthorityView {
  autonomy: Array<{ scope: AuthorityScope; id: string; level: AutonomyLevel; by: string; at: string }>;
  budgets: BudgetView[];
  grants: GrantView[];
  balance: { balanceMinor: number; availableMinor: number; currency: string };
}

/**
 * The refusal code of a paid call that must be confirmed on a cost card first; its
 * details are the card: `limit`, `reason`, `amount`, `buys`, `leftMinor`, `leftTodayMinor`.
 */
export const COST_CONFIRMATION_REQUIRED = 'cost_confirmation_required';

/** One line of the billing ledger; holds, captures and refunds are keyed by the job they pay for. */
export interface LedgerEntry {
  jobId: string;
  /** The task and user the job was for (absent on entries written before attribution). */
  taskId?: string;
  userId?: string;
  entry: 'hold' | 'capture' | 'refund';
  amountMinor: number;
  currency: string;
  at: string;
}

/**
 * The billing service's application API: a per-workspace spend cap and prepaid balance, a
 * ledger of holds, captures and refunds keyed by job, and the three dimensions of
 * (autonomy levels, budgets, grants) per workspace, user and task (ADR 0025).
 * Every mutation is idempotent per job: a second `hold` for a job already held, a second
 * `capture` or `refund`, changes nothing. Over-cap holds throw `ApiError('payment_required',
 * 'spend_cap_exceeded')` and record nothing.
 */
export interface BillingApi {
  /** The price shown before a paid call and whether it fits under the cap now. */
  quote(caller: ApiCaller, input: { amount: Money } & Attribution): Promise<QuoteView>;
  /**
   * @throws ApiError('payment_required', 'insufficient_balance') when the prepaid balance does not cover it; nothing is recorded.
   */
  hold(caller: ApiCaller, input: { jobId: string; amount: Money } & Attribution): Promise<void>;
  /** Captures the job's hold (at most the held amount; the rest is released). */
  capture(caller: ApiCaller, input: { jobId: string; amount?: Money }): Promise<void>;
  /** Releases the job's hold; a job with no hold or an already captured one is left alone. */
  refund(caller: ApiCaller, input: { jobId: string }): Promise<void>;
  spend(caller: ApiCaller): Promise<SpendView>;
  ledger(caller: ApiCaller, query?: { jobId?: string; taskId?: string }): Promise<LedgerEntry[]>;
  setSpendCap(caller: ApiCaller, cap: Money): Promise<void>;
  /**
   * The workspace's own no-confirm limits, minor units of the budget's currency.
   * @throws ApiError('invalid', 'invalid_limit') for a negative, fractional or absurd (> 10⁹) limit; nothing is recorded.
   */
  setNoConfirmLimits(caller: ApiCaller, limits: { perOperationMinor: number; dailyMinor: number }): Promise<void>;
  /** The workspace's autonomy levels, budgets, grants and balance. */
  authority(caller: ApiCaller): Promise<AuthorityView>;
  /** Sets the autonomy level of a scope (the caller's action); `invalid_level` / `invalid_scope` otherwise. */
  setAutonomy(caller: ApiCaller, input: ScopeRef & { level: AutonomyLevel }): Promise<void>;
  /**
   * Approves a budget for a scope; `plan: true` when it comes with a plan's approval (a task budget).
   * @throws ApiError('invalid', 'invalid_limit') naming the field for a negative, fractional or absurd amount.
   */
  approveBudget(caller: ApiCaller, input: ScopeRef & { amount: Money; plan?: boolean }): Promise<void>;
  /** Stores a grant (idempotent by `grantId`); only an explicit user action calls this. */
  grant(caller: ApiCaller, input: ScopeRef & { grantId: string; action: GrantAction }): Promise<void>;
  /** @throws ApiError('not_found', 'grant_not_found') for a grant the workspace does not have. */
  revokeGrant(caller: ApiCaller, input: { grantId: string }): Promise<void>;
  /** Adds prepaid money (idempotent by `topUpId`), R-6.8. */
  topUp(caller: ApiCaller, input: { topUpId: string; amount: Money }): Promise<void>;
  /**
   * Carves a sub-agent's share out of its parent task's budget (ADR 0027), idempotent by the
   * child: the share recorded for it, or undefined when the parent has no budget and no amount was asked.
   * @throws ApiError('invalid', 'invalid_budget_share') for a negative or fractional amount or one beyond what the parent has left.
   */
  shareBudget(caller: ApiCaller, input: BudgetShareInput): Promise<Money | undefined>;
  /** Returns what an ended sub-agent did not spend of its share to its parent; idempotent. */
  returnBudgetShare(caller: ApiCaller, input: { childTaskId: string }): Promise<void>;
}

/** A share for a sub-agent: `amountMinor` absent means the default (half of what the parent has left). */
export interface BudgetShareInput {
  parentTaskId: string;
  childTaskId: string;
  amountMinor?: number;
}

/** Whose spend a paid call is: the task and the user it runs for (budgets per task and user count it). */
export interface Attribution {
  taskId?: string;
  userId?: string;
}

export const BILLING_API = Symbol('BILLING_API');
