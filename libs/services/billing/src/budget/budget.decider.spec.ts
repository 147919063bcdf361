import { ApiError } from '@lomo/service-api';
import { budgetDecider, spentBy, spentOnDay, type BudgetState } from './budget.decider';
import type { BudgetCommand } from './budget.events';

const at = '2026-11-29T10:00:00.000Z';
const run = (commands: BudgetCommand[]): BudgetState =>
  commands.reduce(
    (state, command) => budgetDecider.decide(command, state).reduce(budgetDecider.evolve, state),
    budgetDecider.initialState(),
  );
type HoldCommand = Extract<BudgetCommand, { type: 'Hold' }>;
const hold = (jobId: string, amountMinor: number): HoldCommand => ({
  type: 'Hold',
  jobId,
  amountMinor,
  currency: 'USD',
  defaultCapMinor: 100,
  startingBalanceMinor: 1_000,
  at,
});

describe('budget decider', () => {
  it('holds once per job, captures once and refunds only what is still held', () => {
    const state = run([
      hold('j1', 40),
      hold('j1', 40),
      { type: 'Capture', jobId: 'j1', amountMinor: 30, at },
      { type: 'Capture', jobId: 'j1', at },
      { type: 'Refund', jobId: 'j1', at },
    ]);
    expect(state).toMatchObject({ heldMinor: 0, capturedMinor: 30, refundedMinor: 10 });
  });

  it('refuses a hold over the cap and records nothing', () => {
    const state = run([hold('j1', 60)]);
    expect(() => budgetDecider.decide(hold('j2', 41), state)).toThrow(
      expect.objectContaining({ kind: 'payment_required', code: 'spend_cap_exceeded' }) as ApiError,
    );
    expect(budgetDecider.decide(hold('j2', 40), state)).toHaveLength(1);
  });

  it('a refund frees the cap; a workspace cap overrides the default', () => {
    const state = run([
      hold('j1', 100),
      { type: 'Refund', jobId: 'j1', at },
      { type: 'SetSpendCap', capMinor: 150, currency: 'USD', at },
    ]);
    expect(budgetDecider.decide(hold('j2', 150), state)).toHaveLength(1);
  });

  it('given no-confirm limits, when set, then recorded once; a negative, fractional or absurd one is invalid_limit and records nothing', () => {
    const limits = (perOperationMinor: number, dailyMinor: number): BudgetCommand => ({
      type: 'SetNoConfirmLimits',
      perOperationMinor,
      dailyMinor,
      at,
    });
    const state = run([limits(50, 500)]);
    expect(state.noConfirm).toEqual({ perOperationMinor: 50, dailyMinor: 500 });
    expect(budgetDecider.decide(limits(50, 500), state)).toEqual([]);
    for (const [perOperation, daily, field] of [
      [-1, 500, 'perOperationMinor'],
      [50, 1e12, 'dailyMinor'],
      [0.5, 500, 'perOperationMinor'],
    ] as const) {
      expect(() => budgetDecider.decide(limits(perOperation, daily), state)).toThrow(
        expect.objectContaining({ kind: 'invalid', code: 'invalid_limit', details: { field } }) as ApiError,
      );
    }
  });

  it('given holds on two days, then the spend of a day counts only its own open holds and captures', () => {
    const state = run([
      hold('j1', 30),
      { ...hold('j2', 20), at: '2026-11-30T01:00:00.000Z' } as BudgetCommand,
      { type: 'Capture', jobId: 'j1', amountMinor: 25, at },
      hold('j3', 10),
      { type: 'Refund', jobId: 'j3', at },
    ]);
    expect(spentOnDay(state, '2026-11-29')).toBe(25);
    expect(spentOnDay(state, '2026-11-30')).toBe(20);
  });
});

describe('budget decider: the prepaid balance (R-6.8) and attribution per task', () => {
  const topUp = (topUpId: string, amountMinor: number): BudgetCommand => ({
    type: 'TopUp',
    topUpId,
    amountMinor,
    currency: 'USD',
    by: 'alice',
    at,
  });
  const small = (jobId: string, amountMinor: number, taskId?: string): HoldCommand => ({
    ...hold(jobId, amountMinor),
    defaultCapMinor: 10_000,
    startingBalanceMinor: 50,
    ...(taskId ? { taskId } : {}),
  });

  it('given a starting balance, when a hold would go beyond it, then insufficient_balance with the numbers and nothing recorded; a top-up lets it through', () => {
    const state = run([small('j1', 40)]);
    expect(() => budgetDecider.decide(small('j2', 20), state)).toThrow(
      expect.objectContaining({
        kind: 'payment_required',
        code: 'insufficient_balance',
        details: { balanceMinor: 50, committedMinor: 40, requestedMinor: 20 },
      }) as ApiError,
    );
    const topped = run([small('j1', 40), topUp('t-1', 100), topUp('t-1', 100)]);
    expect(topped.toppedUpMinor).toBe(100);
    expect(budgetDecider.decide(small('j2', 20), topped)).toHaveLength(1);
  });

  it('given a refund, then the balance is given back; a top-up of 0 or a fraction is invalid_amount naming the field', () => {
    const state = run([small('j1', 50), { type: 'Refund', jobId: 'j1', at }]);
    expect(budgetDecider.decide(small('j2', 50), state)).toHaveLength(1);
    for (const amount of [0, 1.5, -5])
      expect(() => budgetDecider.decide(topUp('x', amount), state)).toThrow(
        expect.objectContaining({ code: 'invalid_amount', details: { field: 'amountMinor' } }) as ApiError,
      );
  });

  it('given holds for two tasks, then spend per task counts only its own holds and captures', () => {
    const state = run([
      small('j1', 10, 'task-a'),
      small('j2', 20, 'task-b'),
      { type: 'Capture', jobId: 'j1', amountMinor: 8, at },
      small('j3', 5, 'task-a'),
      { type: 'Refund', jobId: 'j3', at },
    ]);
    expect(spentBy(state, 'task', 'task-a')).toBe(8);
    expect(spentBy(state, 'task', 'task-b')).toBe(20);
    expect(spentBy(state, 'workspace', 'ws')).toBe(28);
  });
});
