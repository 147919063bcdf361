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
}

/**
 * The refusal code of a paid call that must be confirmed on a cost card first; its
 * details are the card: `limit`, `reason`, `amount`, `buys`, `leftMinor`, `leftTodayMinor`.
 */
export const COST_CONFIRMATION_REQUIRED = 'cost_confirmation_required';

/** One line of the billing ledger; holds, captures and refunds are keyed by the job they pay for. */
export interface LedgerEntry {
  jobId: string;
  entry: 'hold' | 'capture' | 'refund';
  amountMinor: number;
  currency: string;
  at: string;
}

/**
 * The billing service's application API (minimal: a per-workspace spend cap and a ledger of
 * holds, captures and refunds keyed by job; the full budget model of comes later).
 * Every mutation is idempotent per job: a second `hold` for a job already held, a second
 * `capture` or `refund`, changes nothing. Over-cap holds throw `ApiError('payment_required',
 * 'spend_cap_exceeded')` and record nothing.
 */
export interface BillingApi {
  /** The price shown before a paid call and whether it fits under the cap now. */
  quote(caller: ApiCaller, input: { amount: Money }): Promise<QuoteView>;
  hold(caller: ApiCaller, input: { jobId: string; amount: Money }): Promise<void>;
  /** Captures the job's hold (at most the held amount; the rest is released). */
  capture(caller: ApiCaller, input: { jobId: string; amount?: Money }): Promise<void>;
  /** Releases the job's hold; a job with no hold or an already captured one is left alone. */
  refund(caller: ApiCaller, input: { jobId: string }): Promise<void>;
  spend(caller: ApiCaller): Promise<SpendView>;
  ledger(caller: ApiCaller, query?: { jobId?: string }): Promise<LedgerEntry[]>;
  setSpendCap(caller: ApiCaller, cap: Money): Promise<void>;
  /**
   * The workspace's own no-confirm limits, minor units of the budget's currency.
   * @throws ApiError('invalid', 'invalid_limit') for a negative, fractional or absurd (> 10⁹) limit; nothing is recorded.
   */
  setNoConfirmLimits(caller: ApiCaller, limits: { perOperationMinor: number; dailyMinor: number }): Promise<void>;
}

export const BILLING_API = Symbol('BILLING_API');
