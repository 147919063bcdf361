import type { Money, QuoteView } from '@lomo/service-api';

/** Which rule asks first: one operation above its limit, a day above its limit, or an open-API caller. */
export type CostLimit = 'per_operation' | 'daily' | 'open_api';

/** What a cost card shows: the amount, what it buys and what is left. */
export interface CostQuestion {
  limit: CostLimit;
  reason: string;
  amount: Money;
  buys: string;
  /** Under the workspace cap, after this call. */
  leftMinor: number;
  /** Of the daily no-confirm limit, after this call (0 when it is used up). */
  leftTodayMinor: number;
}

export interface CostGateInput {
  quote: QuoteView;
  /** What the call buys, in words for the card ("an image with sim-image"). */
  buys: string;
  viaOpenApi: boolean;
  /** The user confirmed exactly this call on a cost card. */
  confirmed: boolean;
}

export type CostGateVerdict = { go: true } | { go: false; question: CostQuestion };

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/**
 * Whether a quoted paid call may be sent upstream without asking. Pure: the quote
 * carries the limits and today's spend. A confirmed call always goes (the cap is checked by
 * the hold); otherwise an open-API caller asks every time, then the per-operation limit,
 * then the daily one.
 */
export function decideCostGate({ quote, buys, viaOpenApi, confirmed }: CostGateInput): CostGateVerdict {
  if (confirmed) return { go: true };
  const { amount, noConfirm, spentTodayMinor } = quote;
  const cost = amount.amountMinor;
  const ask = (limit: CostLimit, reason: string): CostGateVerdict => ({
    go: false,
    question: {
      limit,
      reason,
      amount,
      buys,
      leftMinor: Math.max(0, quote.availableMinor - cost),
      leftTodayMinor: Math.max(0, noConfirm.dailyMinor - spentTodayMinor - cost),
    },
  });
  if (viaOpenApi) return ask('open_api', 'paid calls started through the open API are confirmed one by one');
  if (cost > noConfirm.perOperationMinor)
    return ask(
      'per_operation',
      `${money(cost, amount.currency)} is above the per-operation no-confirm limit of ${money(noConfirm.perOperationMinor, amount.currency)}`,
    );
  if (spentTodayMinor + cost > noConfirm.dailyMinor)
    return ask(
      'daily',
      `the daily no-confirm limit of ${money(noConfirm.dailyMinor, amount.currency)} is reached: ${money(spentTodayMinor, amount.currency)} spent today, this costs ${money(cost, amount.currency)}`,
    );
  return { go: true };
}
