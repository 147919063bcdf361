import { taskDecider } from '../task.decider';
import type { TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import type { CostCardFacts } from '../task.types';
import { at, generate, running, spec, started, stepDecided, toolCompleted } from '../testing/task-fixtures';
import { stopCheck } from './stop-check.decider';

const facts = (limit: CostCardFacts['limit']): CostCardFacts => ({
  limit,
  reason: limit === 'daily' ? 'the daily no-confirm limit of 0.10 USD is reached' : '0.20 USD is above the limit',
  amount: { amountMinor: 20, currency: 'USD' },
  buys: 'a video from sim (sim-video)',
  leftMinor: 980,
  leftTodayMinor: 0,
});
const refusal = (limit: CostCardFacts['limit']) => ({
  refused: true,
  reason: 'cost_confirmation_required',
  detail: facts(limit).reason,
  kind: 'payment_required',
  details: facts(limit),
});
const inFlight = [...running, stepDecided(1, [generate]), started('1:1:0', 1)];
const complete = (result: unknown) =>
  ({ type: 'CompleteToolCall', generation: 1, callId: '1:1:0', result, at }) as const;
const costCardOpened = (limit: CostCardFacts['limit']): TaskEvent => ({
  type: 'CheckpointOpened',
  data: {
    card: {
      cardId: 'cost:1:1:0',
      proposal: 'Spend 0.20 USD on a video from sim (sim-video)? 9.80 USD left afterwards.',
      candidates: [],
      actions: ['confirm', 'reject'],
      origin: 'cost',
      toolCall: { callId: '1:1:0', tool: 'generate_image', input: { prompt: 'poster' } },
      cost: facts(limit),
    },
    at,
  },
});
const fold = (events: TaskEvent[]) => events.reduce(taskDecider.evolve, taskDecider.initialState()) as Task;

describe('autonomy slice: the cost card (R-6.6)', () => {
  it('given a paid call whose quote asks first, when its refusal is recorded, then a cost card shows the amount, what it buys, what is left and the exact call', () => {
    spec
      .given(inFlight)
      .when(complete(refusal('per_operation')))
      .then([toolCompleted('1:1:0', 1, refusal('per_operation')), costCardOpened('per_operation')]);
  });

  it('given any other refusal, when recorded, then no card opens', () => {
    const other = { refused: true, reason: 'spend_cap_exceeded', detail: 'over the cap' };
    spec
      .given(inFlight)
      .when(complete(other))
      .then([toolCompleted('1:1:0', 1, other)]);
  });

  it('given a cost card, when the user confirms it, then exactly its call is approved to run', () => {
    const events = [...inFlight, toolCompleted('1:1:0', 1, refusal('per_operation')), costCardOpened('per_operation')];
    const answered: TaskEvent = {
      type: 'CheckpointAnswered',
      data: { cardId: 'cost:1:1:0', action: 'confirm', by: 'u', at },
    };
    spec
      .given(events)
      .when({ type: 'AnswerCheckpoint', cardId: 'cost:1:1:0', action: 'confirm', by: 'u', at })
      .then([answered]);
    expect(fold([...events, answered]).approvedCalls).toEqual(['cost:1:1:0']);
  });

  it('given an open cost card of the daily limit, when the turn is checked, then it stops as over_limits with the reason; a per-operation card is a checkpoint', () => {
    const daily = fold([...inFlight, toolCompleted('1:1:0', 1, refusal('daily')), costCardOpened('daily')]);
    expect(stopCheck(daily, { modelFinished: true, maxNoProgressTurns: 3 })).toMatchObject({
      next: 'awaiting_approval',
      check: 'over_limits',
      reason: 'stopped: the daily no-confirm limit of 0.10 USD is reached',
    });
    const perOperation = fold([
      ...inFlight,
      toolCompleted('1:1:0', 1, refusal('per_operation')),
      costCardOpened('per_operation'),
    ]);
    expect(stopCheck(perOperation, { modelFinished: true, maxNoProgressTurns: 3 })).toMatchObject({
      next: 'awaiting_approval',
      check: 'checkpoint',
    });
  });

  it('given a paid call refused for the balance, when the turn is checked, then it stops as insufficient_balance with the reason (R-6.8); a card beyond a budget stops as over_limits', () => {
    const broke = fold([
      ...inFlight,
      toolCompleted('1:1:0', 1, {
        refused: true,
        reason: 'insufficient_balance',
        detail: 'insufficient balance: this costs 0.04 USD, 0.02 USD of the balance is left; top it up to continue',
        kind: 'payment_required',
      }),
    ]);
    expect(stopCheck(broke, { modelFinished: true, maxNoProgressTurns: 3 })).toMatchObject({
      next: 'idle',
      check: 'insufficient_balance',
      reason:
        'stopped: insufficient balance: this costs 0.04 USD, 0.02 USD of the balance is left; top it up to continue',
    });
    const overBudget = fold([...inFlight, toolCompleted('1:1:0', 1, refusal('budget')), costCardOpened('budget')]);
    expect(stopCheck(overBudget, { modelFinished: true, maxNoProgressTurns: 3 })).toMatchObject({
      next: 'awaiting_approval',
      check: 'over_limits',
    });
  });
});
