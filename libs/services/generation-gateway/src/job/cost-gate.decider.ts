import type { Money, QuoteView } from '@lomo/service-api';

/**
 * Which rule asks first: one operation above its limit, a day above its limit, an
 * open-API caller, an autonomy level that asks at every paid step, or a call beyond an approved budget.
 */
export type CostLimit = 'per_operation' | 'daily' | 'open_api' | 'autonomy' | 'budget';

/** What a cost card shows: the amount, what it buys and what is left. */
export interface CostQuestion {
  limit: CostLimit;
  reason: string;
  amount: Money;
  buys: string;
  /** The model's price the amount was quoted at ("0.50 USD per second × 6"). */
  price?: string;
  /** Under the workspace cap, after this call. */
  leftMinor: number;
  /** Of the daily no-confirm limit, after this call (0 when it is used up). */
  leftTodayMinor: number;
}

export interface CostGateInput {
  quote: QuoteView;
  /** What the call buys, in words for the card ("an image with sim-image"). */
  buys: string;
  /** The model's price as the card shows it ("0.50 USD per second × 6"), when it is priced per unit. */
  price?: string;
  viaOpenApi: boolean;
  /** The user confirmed exactly this call on a cost card. */
  confirmed: boolean;
}

export type CostGateVerdict = { go: true } | { go: false; question: CostQuestion };

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/**
 * Whether a quoted paid call may be sent upstream without asking. Pure: the
 * quote carries the limits, today's spend and the authority billing stored. In order: a call
 * the user confirmed goes (the cap and the balance are checked by the hold); an open-API caller
 * asks every time; the autonomy level `ask_every_paid_step` asks every time; a call beyond any
 * approved budget asks; a call within a budget that the level lets stand in for the question
 * (the plan's budget, or any budget when autonomous) and that a stored grant authorizes goes;
 * otherwise the per-operation, then the daily no-confirm limit decide. None of the three
 * dimensions implies another (ADR 0025).
 */
export function decideCostGate({ quote, buys, price, viaOpenApi, confirmed }: CostGateInput): CostGateVerdict {
  if (confirmed) return { go: true };
  const { amount, noConfirm, spentTodayMinor, authority } = quote;
  const cost = amount.amountMinor;
  const $ = (minor: number) => money(minor, amount.currency);
  const ask = (limit: CostLimit, reason: string): CostGateVerdict => ({
    go: false,
    question: {
      limit,
      reason,
      amount,
      buys,
      ...(price ? { price } : {}),
      leftMinor: Math.max(0, quote.availableMinor - cost),
      leftTodayMinor: Math.max(0, noConfirm.dailyMinor - spentTodayMinor - cost),
    },
  });
  if (viaOpenApi) return ask('open_api', 'paid calls started through the open API are confirmed one by one');
  if (authority.level === 'ask_every_paid_step')
    return ask('autonomy', 'the autonomy level is ask_every_paid_step: every paid call is confirmed');
  const over = authority.budgets.find((b) => b.spentMinor + cost > b.amountMinor);
  if (over)
    return ask(
      'budget',
      `${$(cost)} would go beyond the approved ${over.plan ? 'plan' : over.scope} budget of ${$(over.amountMinor)}: ${$(over.spentMinor)} spent`,
    );
  const standsIn = authority.budgets.some((b) => b.plan || authority.level === 'autonomous_within_budget');
  if (standsIn && authority.granted) return { go: true };
  if (cost > noConfirm.perOperationMinor)
    return ask(
      'per_operation',
      `${$(cost)} is above the per-operation no-confirm limit of ${$(noConfirm.perOperationMinor)}`,
    );
  if (spentTodayMinor + cost > noConfirm.dailyMinor)
    return ask(
      'daily',
      `the daily no-confirm limit of ${$(noConfirm.dailyMinor)} is reached: ${$(spentTodayMinor)} spent today, this costs ${$(cost)}`,
    );
  return { go: true };
}
