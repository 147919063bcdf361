import { ApiError } from '@lomo/service-api';
import { budgetDecider, spentBy, type BudgetState } from '../budget/budget.decider';
import type { BudgetCommand } from '../budget/budget.events';
import { shareBudgetFacts, taskLimits } from './budget-share';

const at = '2026-12-01T10:00:00.000Z';
const run = (commands: BudgetCommand[], from = budgetDecider.initialState()): BudgetState =>
  commands.reduce((state, command) => budgetDecider.decide(command, state).reduce(budgetDecider.evolve, state), from);
const approve = (taskId: string, amountMinor: number, plan = false): BudgetCommand => ({
  type: 'ApproveBudget',
  scope: 'task',
  id: taskId,
  amountMinor,
  currency: 'USD',
  plan,
  by: 'u1',
  at,
});
const share = (childTaskId: string, amountMinor?: number, parentTaskId = 'parent'): BudgetCommand => ({
  type: 'ShareBudget',
  parentTaskId,
  childTaskId,
  ...(amountMinor !== undefined ? { amountMinor } : {}),
  at,
});
const hold = (jobId: string, taskId: string, amountMinor: number): BudgetCommand => ({
  type: 'Hold',
  jobId,
  amountMinor,
  currency: 'USD',
  defaultCapMinor: 100_000,
  startingBalanceMinor: 100_000,
  taskId,
  at,
});
const returned = (childTaskId: string): BudgetCommand => ({ type: 'ReturnBudgetShare', childTaskId, at });
const left = (state: BudgetState, taskId: string) => Math.min(...taskLimits(state, taskId).map((l) => l.leftMinor));

describe('budget shares of sub-agents (ADR 0027)', () => {
  it('given a parent budget of 1000, when a child is spawned without an amount, then it gets half of what is left, reserved out of the parent', () => {
    const state = run([approve('parent', 1000, true), hold('j0', 'parent', 200), share('c1')]);
    expect(state.shares.get('c1')).toMatchObject({ amountMinor: 400, plan: true, open: true });
    expect(spentBy(state, 'task', 'parent')).toBe(600);
    expect(left(state, 'parent')).toBe(400);
  });

  it('given a share, when spawned again for the same child, then nothing is shared twice', () => {
    const state = run([approve('parent', 1000), share('c1', 300)]);
    expect(budgetDecider.decide(share('c1', 300), state)).toEqual([]);
    expect(budgetDecider.decide(share('c1'), state)).toEqual([]);
  });

  it('given a child share of 300, when the child spends 120 and ends, then 180 returns to the parent and its spend stays counted', () => {
    const state = run([approve('parent', 1000), share('c1', 300), hold('j1', 'c1', 120), returned('c1')]);
    expect(state.shares.get('c1')).toMatchObject({ open: false, returnedMinor: 180 });
    expect(spentBy(state, 'task', 'parent')).toBe(120);
    expect(budgetDecider.decide(returned('c1'), state)).toEqual([]);
  });

  it('given a child, then its share is a budget fact its paid calls are checked against', () => {
    const state = run([approve('parent', 1000), share('c1', 300), hold('j1', 'c1', 120)]);
    expect(shareBudgetFacts(state, 'c1')).toEqual([{ scope: 'task', amountMinor: 300, spentMinor: 120, plan: false }]);
    expect(shareBudgetFacts(state, 'parent')).toEqual([]);
  });

  it('given a child that spent past its share (a confirmed cost card), then the overrun counts against the parent too', () => {
    const state = run([approve('parent', 1000), share('c1', 300), hold('j1', 'c1', 350)]);
    expect(spentBy(state, 'task', 'parent')).toBe(350);
  });

  it('given a grandchild, then its spend counts against the child and the parent, and its share is bounded by the child', () => {
    const state = run([approve('parent', 1000), share('c1', 400), share('g1', 100, 'c1'), hold('j1', 'g1', 150)]);
    expect(spentBy(state, 'task', 'c1')).toBe(150);
    expect(left(state, 'c1')).toBe(250);
    expect(spentBy(state, 'task', 'parent')).toBe(400);
    expect(() => budgetDecider.decide(share('g2', 251, 'c1'), state)).toThrow(
      expect.objectContaining({ code: 'invalid_budget_share' }) as ApiError,
    );
  });

  it('given shares of all that is left, then no further share can be carved: children never exceed the parent', () => {
    const state = run([approve('parent', 1000), share('c1', 600), share('c2', 400)]);
    expect(left(state, 'parent')).toBe(0);
    expect(run([share('c3')], state).shares.get('c3')).toMatchObject({ amountMinor: 0 });
    expect(() => budgetDecider.decide(share('c4', 1), state)).toThrow(
      expect.objectContaining({
        details: expect.objectContaining({ availableMinor: 0, field: 'budgetMinor' }),
      }) as ApiError,
    );
  });

  it.each([[-1], [1.5], [1001]])(
    'given a parent with 1000 left, when a share of %p is asked, then invalid_budget_share and nothing recorded',
    (amountMinor) => {
      const state = run([approve('parent', 1000)]);
      expect(() => budgetDecider.decide(share('c1', amountMinor), state)).toThrow(
        expect.objectContaining({ kind: 'invalid', code: 'invalid_budget_share' }) as ApiError,
      );
    },
  );

  it("given a parent without a budget, then a default spawn shares nothing and an explicit amount becomes the child's limit", () => {
    const state = budgetDecider.initialState();
    expect(budgetDecider.decide(share('c1'), state)).toEqual([]);
    expect(run([share('c1', 250)]).shares.get('c1')).toMatchObject({ amountMinor: 250, open: true });
  });
});
