import type { QuoteView } from '@lomo/service-api';
import { decideCostGate } from './cost-gate.decider';

const quote = (amountMinor: number, spentTodayMinor = 0): QuoteView => ({
  amount: { amountMinor, currency: 'USD' },
  availableMinor: 1_000,
  withinCap: true,
  spentTodayMinor,
  noConfirm: { perOperationMinor: 50, dailyMinor: 100 },
});
const gate = (q: QuoteView, more: { viaOpenApi?: boolean; confirmed?: boolean } = {}) =>
  decideCostGate({ quote: q, buys: 'an image', viaOpenApi: false, confirmed: false, ...more });

describe('cost gate (R-6.6): the limits and the quote come in the command', () => {
  it('given a call within both no-confirm limits, then it goes without asking', () => {
    expect(gate(quote(50, 50))).toEqual({ go: true });
  });

  it('given a call above the per-operation limit, then it asks with the amount, what it buys and what is left', () => {
    expect(gate(quote(51))).toEqual({
      go: false,
      question: {
        limit: 'per_operation',
        reason: '0.51 USD is above the per-operation no-confirm limit of 0.50 USD',
        amount: { amountMinor: 51, currency: 'USD' },
        buys: 'an image',
        leftMinor: 949,
        leftTodayMinor: 49,
      },
    });
  });

  it('given a day that would go over the daily limit, then it asks, naming what was spent today', () => {
    const verdict = gate(quote(40, 70));
    expect(verdict).toMatchObject({ go: false, question: { limit: 'daily', leftTodayMinor: 0 } });
    expect(!verdict.go && verdict.question.reason).toBe(
      'the daily no-confirm limit of 1.00 USD is reached: 0.70 USD spent today, this costs 0.40 USD',
    );
  });

  it('given an open-API caller, then even a cheap call asks; a confirmed call always goes', () => {
    expect(gate(quote(1), { viaOpenApi: true })).toMatchObject({ go: false, question: { limit: 'open_api' } });
    expect(gate(quote(500, 900), { viaOpenApi: true, confirmed: true })).toEqual({ go: true });
  });
});
