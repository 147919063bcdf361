import { taskStreamId } from '@lomo/contracts';
import type { RecordedEvent } from '@lomo/event-store';
import { taskAttentionProjection, type TaskAttention } from './task-attention.projection';

const recorded = (type: string, data: object, at: string) =>
  ({ type, data, streamId: taskStreamId('t1'), recordedAt: new Date(at) }) as unknown as RecordedEvent;
const fold = (events: RecordedEvent[]) =>
  events.reduce<TaskAttention | null>((doc, e) => taskAttentionProjection.evolve(doc, e) as TaskAttention | null, null);

describe('the watchdog attention of a task whose tool call waits for a peer (issue 14)', () => {
  it('given a call deferred until 10:00:05, when folded, then the task needs attention from its retry time, not from when the turn opened', () => {
    const doc = fold([
      recorded('TaskCreated', {}, '2026-12-01T10:00:00.000Z'),
      recorded('TurnStarted', { turn: 1, generation: 1 }, '2026-12-01T10:00:00.000Z'),
      recorded(
        'ToolCallDeferred',
        { callId: '1:1:0', retryAt: '2026-12-01T10:00:05.000Z' },
        '2026-12-01T10:00:01.000Z',
      ),
    ]);

    expect(doc).toMatchObject({ openTurn: true, attentionSince: '2026-12-01T10:00:05.000Z' });
  });
});

describe('the watchdog attention of a task awaiting an answer, and of empty turns (issue 26)', () => {
  const card = { cardId: 'cost-1', proposal: 'Spend 0.04?', candidates: [], actions: ['confirm'], origin: 'cost' };
  const awaiting = [
    recorded('TaskCreated', {}, '2026-12-01T10:00:00.000Z'),
    recorded('TurnStarted', { turn: 1, generation: 1 }, '2026-12-01T10:00:00.000Z'),
    recorded('CheckpointOpened', { card }, '2026-12-01T10:00:01.000Z'),
    recorded('TurnCompleted', { next: 'awaiting_approval', steps: 1, toolCalls: 1 }, '2026-12-01T10:00:01.000Z'),
  ];

  it('given a card open, when a message arrives, then the task does not need a worker (the message waits for the answer)', () => {
    const doc = fold([...awaiting, recorded('MessageDelivered', { messageId: 'm-1' }, '2026-12-01T10:00:02.000Z')]);
    expect(doc).toMatchObject({ status: 'awaiting_approval', pending: ['m-1'], cards: ['cost-1'] });
    expect(doc?.attentionSince).toBeUndefined();
  });

  it('given that message, when the card is answered, then the task needs a worker from the answer on', () => {
    const doc = fold([
      ...awaiting,
      recorded('MessageDelivered', { messageId: 'm-1' }, '2026-12-01T10:00:02.000Z'),
      recorded('CheckpointAnswered', { cardId: 'cost-1', action: 'confirm' }, '2026-12-01T10:00:03.000Z'),
    ]);
    expect(doc).toMatchObject({ status: 'rescheduling', cards: [], attentionSince: '2026-12-01T10:00:03.000Z' });
  });

  it('given turns that change nothing and still leave the task needing a worker, when folded, then each doubles the pause before the next look', () => {
    const empty = (second: number) => [
      recorded('TurnStarted', { turn: 2, generation: 2 }, `2026-12-01T10:00:${second}.000Z`),
      recorded('TurnCompleted', { next: 'rescheduling', steps: 0, toolCalls: 0 }, `2026-12-01T10:00:${second}.000Z`),
    ];
    const start = [recorded('TaskCreated', {}, '2026-12-01T10:00:00.000Z')];
    expect(fold([...start, ...empty(10)])?.attentionSince).toBe('2026-12-01T10:00:11.000Z');
    expect(fold([...start, ...empty(10), ...empty(20)])?.attentionSince).toBe('2026-12-01T10:00:22.000Z');
    expect(fold([...start, ...empty(10), ...empty(20), ...empty(30)])?.attentionSince).toBe('2026-12-01T10:00:34.000Z');
  });

  it('given empty turns, when a step is decided again, then the count starts over', () => {
    const doc = fold([
      recorded('TaskCreated', {}, '2026-12-01T10:00:00.000Z'),
      recorded('TurnCompleted', { next: 'rescheduling', steps: 0, toolCalls: 0 }, '2026-12-01T10:00:10.000Z'),
      recorded('TurnStarted', { turn: 3, generation: 3 }, '2026-12-01T10:00:20.000Z'),
      recorded('StepDecided', { consumedMessageIds: [] }, '2026-12-01T10:00:20.000Z'),
      recorded('TurnCompleted', { next: 'rescheduling', steps: 1, toolCalls: 0 }, '2026-12-01T10:00:21.000Z'),
    ]);
    expect(doc).toMatchObject({ emptyTurns: 0 });
  });
});
