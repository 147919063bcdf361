import { taskDecider } from '../task.decider';
import type { TaskEvent } from '../task.events';
import type { LiveTask } from '../task.state';
import {
  at,
  delivered,
  generate,
  running,
  spec,
  started,
  stepDecided,
  takenOver,
  toolCompleted,
  turnCompleted,
  turnStarted,
} from '../testing/task-fixtures';
import { DECLINED_BY_USER } from './declined-calls';
import { stopCheck } from './stop-check.decider';

/** docs/chaos.md, finding 3: a rejected cost card was asked again, 141 times in 5 minutes. */
const proposal = 'Spend 0.20 USD on a video from sim (sim-video)? 9.80 USD left afterwards.';
const refusal = {
  refused: true,
  reason: 'cost_confirmation_required',
  detail: '0.20 USD is above the limit',
  details: {
    limit: 'per_operation',
    reason: '0.20 USD is above the limit',
    amount: { amountMinor: 20, currency: 'USD' },
    buys: 'a video from sim (sim-video)',
    leftMinor: 980,
    leftTodayMinor: 0,
  },
};
const cardOpened: TaskEvent = {
  type: 'CheckpointOpened',
  data: {
    card: {
      cardId: 'cost:1:1:0',
      proposal,
      candidates: [],
      actions: ['confirm', 'reject'],
      origin: 'cost',
      toolCall: { callId: '1:1:0', tool: generate.tool, input: generate.input },
      cost: refusal.details as never,
    },
    at,
  },
};
const asked: TaskEvent[] = [
  ...running,
  stepDecided(1, [generate]),
  started('1:1:0', 1),
  toolCompleted('1:1:0', 1, refusal),
  cardOpened,
  turnCompleted('awaiting_approval'),
];
const rejected: TaskEvent[] = [
  { type: 'CheckpointAnswered', data: { cardId: 'cost:1:1:0', action: 'reject', by: 'u', at } },
  { type: 'MessageDelivered', data: { messageId: 'note-1', text: `I rejected: ${proposal}`, at } },
];
/** Turn 2 proposes the very same call again (same tool, same input) under a new id. */
const askedAgain = (consumed: string[]): TaskEvent[] => [
  takenOver(2),
  turnStarted(2, 2),
  {
    type: 'StepDecided',
    data: {
      turn: 2,
      step: 1,
      generation: 2,
      output: 'again',
      toolCalls: [{ ...generate, id: '2:1:0' }],
      consumedMessageIds: consumed,
      at,
    },
  },
  started('2:1:0', 2),
];
const completeAgain = { type: 'CompleteToolCall', generation: 2, callId: '2:1:0', result: refusal, at } as const;
const fold = (events: TaskEvent[]) => events.reduce(taskDecider.evolve, taskDecider.initialState()) as LiveTask;

describe('autonomy slice: a rejected cost card is not asked again (R-6.6)', () => {
  it('given a cost card, when the user rejects it, then the answer delivers the rejection note to the task', () => {
    spec
      .given(asked)
      .when({ type: 'AnswerCheckpoint', cardId: 'cost:1:1:0', action: 'reject', by: 'u', messageId: 'note-1', at })
      .then(rejected);
  });

  it('given the rejection, when the same paid call asks again, then it is refused as declined and no second card opens', () => {
    const events = taskDecider.decide(completeAgain, fold([...asked, ...rejected, ...askedAgain(['note-1'])]));
    expect(events.filter((e) => e.type === 'CheckpointOpened')).toEqual([]);
    expect(events).toEqual([
      toolCompleted('2:1:0', 2, { refused: true, reason: DECLINED_BY_USER, detail: expect.stringContaining(proposal) }),
    ]);
  });

  it('given the rejection, when the model then finishes, then the task settles idle saying the user declined the paid step', () => {
    const state = fold([...asked, ...rejected]);
    expect(stopCheck(state, { modelFinished: true, maxNoProgressTurns: 3 })).toMatchObject({
      next: 'idle',
      check: 'declined',
      reason: `the user declined the paid step: ${proposal}`,
    });
  });

  it('given a new user message after the rejection, when the same call asks again, then its cost card opens again', () => {
    const later = [...asked, ...rejected, delivered('m-2', 'ok, make the video after all')];
    const events = taskDecider.decide(completeAgain, fold([...later, ...askedAgain(['note-1', 'm-2'])]));
    expect(events.map((e) => e.type)).toEqual(['ToolCallCompleted', 'CheckpointOpened']);
    expect(stopCheck(fold(later), { modelFinished: true, maxNoProgressTurns: 3 }).check).not.toBe('declined');
  });

  it('given the rejection, when a different paid call asks, then its card opens: only the declined call is refused', () => {
    const other = { ...generate, input: { prompt: 'a different poster' } };
    const events = taskDecider.decide(
      completeAgain,
      fold([
        ...asked,
        ...rejected,
        ...askedAgain(['note-1']).map((e) =>
          e.type === 'StepDecided' ? { ...e, data: { ...e.data, toolCalls: [{ ...other, id: '2:1:0' }] } } : e,
        ),
      ]),
    );
    expect(events.map((e) => e.type)).toEqual(['ToolCallCompleted', 'CheckpointOpened']);
  });
});
