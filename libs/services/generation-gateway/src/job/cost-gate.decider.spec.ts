import type { AuthorityFacts, QuoteView } from '@lomo/service-api';
import { decideCostGate } from './cost-gate.decider';

const quote = (amountMinor: number, spentTodayMinor = 0, authority: Partial<AuthorityFacts> = {}): QuoteView => ({
  amount: { amountMinor, currency: 'USD' },
  availableMinor: 1_000,
  withinCap: true,
  spentTodayMinor,
  noConfirm: { perOperationMinor: 50, dailyMinor: 100 },
  balanceAvailableMinor: 1_000,
  withinBalance: true,
  authority: { level: 'ask_at_checkpoints', budgets: [], granted: false, ...authority },
});
const gate = (q: QuoteView, more: { viaOpenApi?: boolean; confirmed?: boolean } = {}) =>
  decideCostGate({ quote: q, buys: 'an image', viaOpenApi: false, confirmed: false, ...more });
const plan = (amountMinor: number, spentMinor = 0) => ({ scope: 'task' as const, amountMinor, spentMinor, plan: true });
const standing = (amountMinor: number, spentMinor = 0) => ({
  scope: 'user' as const,
  amountMinor,
  spentMinor,
  plan: false,
});

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

describe('cost gate (R-6.5): autonomy, budget and authorization are independent', () => {
  it('given an approved plan budget and its grant, when a call is over both no-confirm limits but within the budget, then it goes', () => {
    expect(gate(quote(80, 90, { budgets: [plan(300, 200)], granted: true }))).toEqual({ go: true });
  });

  it('given a plan budget, when the call would go beyond it, then it asks with the budget as the reason, whatever the grant', () => {
    const verdict = gate(quote(40, 0, { budgets: [plan(300, 280)], granted: true }));
    expect(verdict).toMatchObject({ go: false, question: { limit: 'budget' } });
    expect(!verdict.go && verdict.question.reason).toBe(
      '0.40 USD would go beyond the approved plan budget of 3.00 USD: 2.80 USD spent',
    );
  });

  it('given a budget without a grant, then the budget authorizes nothing: the no-confirm limits still ask', () => {
    expect(gate(quote(80, 0, { budgets: [plan(300)] }))).toMatchObject({ question: { limit: 'per_operation' } });
  });

  it('given a grant without a budget, then it authorizes nothing beyond the no-confirm limits', () => {
    expect(gate(quote(80, 0, { granted: true }))).toMatchObject({ question: { limit: 'per_operation' } });
  });

  it('given ask_every_paid_step, then even a cheap call within a granted plan budget asks', () => {
    const authority = { level: 'ask_every_paid_step' as const, budgets: [plan(300)], granted: true };
    expect(gate(quote(1, 0, authority))).toMatchObject({ go: false, question: { limit: 'autonomy' } });
  });

  it('given a standing (user) budget and a grant, then it stands in for the question only when the level is autonomous_within_budget', () => {
    const facts = { budgets: [standing(500)], granted: true };
    expect(gate(quote(80, 0, facts))).toMatchObject({ question: { limit: 'per_operation' } });
    expect(gate(quote(80, 0, { ...facts, level: 'autonomous_within_budget' }))).toEqual({ go: true });
  });

  it('given autonomous_within_budget with no budget at all, then autonomy does not mean unlimited: the limits ask', () => {
    expect(gate(quote(80, 0, { level: 'autonomous_within_budget', granted: true }))).toMatchObject({
      question: { limit: 'per_operation' },
    });
  });

  it('given an open-API caller with a granted plan budget, then the call is still confirmed one by one', () => {
    expect(gate(quote(1, 0, { budgets: [plan(300)], granted: true }), { viaOpenApi: true })).toMatchObject({
      question: { limit: 'open_api' },
    });
  });
});
