import { taskStreamId } from '@lomo/contracts';
import type { RecordedEvent } from '@lomo/event-store';
import { needsWorker } from '../task/autonomy/stop-check.decider';
import type { TaskEvent } from '../task/task.events';
import { evolveTask, initialTaskState, type Task, type TaskState } from '../task/task.state';
import {
  at,
  cardOpened,
  created,
  delivered,
  paused,
  stepDecided,
  stopped,
  takenOver,
  toolCompleted,
  turnStarted,
} from '../task/testing/task-fixtures';
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

describe('the watchdog attention of a task whose plan node backs off a retry (ADR 0024, issue 32)', () => {
  const waiting = [
    recorded('TaskCreated', {}, '2026-12-01T10:00:00.000Z'),
    recorded('TurnStarted', { turn: 1, generation: 1 }, '2026-12-01T10:00:00.000Z'),
    recorded('TurnCompleted', { next: 'waiting_external', steps: 2, toolCalls: 1 }, '2026-12-01T10:00:01.000Z'),
  ];
  const failed = [
    recorded(
      'PlanNodeRetryScheduled',
      { nodeId: 'poster', retryAt: '2026-12-01T10:00:32.000Z' },
      '2026-12-01T10:00:02.000Z',
    ),
    recorded('ExternalEventReceived', { waitKey: 'generation:job-1', wakes: true }, '2026-12-01T10:00:02.000Z'),
  ];

  it('given its job failed and the result woke the task, when folded, then it needs a worker from the retry time, not from the result', () => {
    expect(fold([...waiting, ...failed])).toMatchObject({
      status: 'rescheduling',
      attentionSince: '2026-12-01T10:00:32.000Z',
    });
  });

  it('given the woken worker opened the turn and ended its run, then the task still needs a worker only from the retry time', () => {
    const doc = fold([...waiting, ...failed, recorded('TurnStarted', { turn: 2 }, '2026-12-01T10:00:03.000Z')]);
    expect(doc).toMatchObject({ openTurn: true, attentionSince: '2026-12-01T10:00:32.000Z' });
  });

  it('given the retry time passed, when a message arrives on an idle task, then it needs a worker from the message on', () => {
    const doc = fold([
      ...waiting,
      ...failed,
      recorded('TurnStarted', { turn: 2 }, '2026-12-01T10:00:03.000Z'),
      recorded('TurnCompleted', { next: 'idle', steps: 1, toolCalls: 1 }, '2026-12-01T10:00:40.000Z'),
      recorded('MessageDelivered', { messageId: 'm-2' }, '2026-12-01T10:01:00.000Z'),
    ]);
    expect(doc).toMatchObject({ status: 'idle', attentionSince: '2026-12-01T10:01:00.000Z' });
  });
});

describe('the trace a watchdog wake-up continues (ADR 0049)', () => {
  const traced = (type: string, data: object, second: number, traceparent?: string) =>
    ({
      ...recorded(type, data, `2026-12-01T10:00:${String(second).padStart(2, '0')}.000Z`),
      metadata: traceparent ? { traceparent } : {},
    }) as RecordedEvent;
  const request = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  const later = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

  it("given a message delivered in a request's trace, when folded, then the task needs a worker in that trace", () => {
    const doc = fold([
      traced('TaskCreated', {}, 0, request),
      traced('MessageDelivered', { messageId: 'm-1' }, 0, request),
    ]);
    expect(doc).toMatchObject({ attentionSince: '2026-12-01T10:00:00.000Z', traceparent: request });
  });

  it('given an event with no trace while it still needs a worker, then the trace of the cause is kept; a newer cause replaces it', () => {
    const start = [traced('MessageDelivered', { messageId: 'm-1' }, 0, request)];
    expect(fold([...start, traced('TurnStarted', { turn: 1 }, 1)])?.traceparent).toBe(request);
    expect(fold([...start, traced('MessageDelivered', { messageId: 'm-2' }, 2, later)])?.traceparent).toBe(later);
  });

  it('given the turn consumed the message and completed, then the document keeps no trace', () => {
    const doc = fold([
      traced('MessageDelivered', { messageId: 'm-1' }, 0, request),
      traced('TurnStarted', { turn: 1 }, 1, later),
      traced('StepDecided', { consumedMessageIds: ['m-1'] }, 1, later),
      traced('TurnCompleted', { next: 'idle', steps: 1, toolCalls: 0 }, 2, later),
    ]);
    expect(doc).toMatchObject({ status: 'idle', pending: [] });
    expect(doc?.traceparent).toBeUndefined();
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

/**
 * The contract between the watchdog's projection and the worker (issue 26): a task the
 * projection marks as needing attention is one `needsWorker` accepts, and the other way round.
 * A task marked that the worker refuses is woken by every sweep (twice a second) and each wake-up
 * takes its lease, reads its stream and finds nothing to do; one the worker would take that is
 * not marked loses the watchdog's safety net. Every prefix of every history below is checked.
 */
describe('the watchdog attention of a task and the worker that runs it agree (issue 26)', () => {
  const job = 'generation:job-1';
  const t = (second: number) => `2026-12-01T10:00:${String(second).padStart(2, '0')}.000Z`;
  const e = (type: TaskEvent['type'], data: object): TaskEvent => ({ type, data: { at, ...data } }) as TaskEvent;
  const turn = (n: number) => [takenOver(n), turnStarted(n, n)];
  const completed = (next: string, extra: object = {}) =>
    e('TurnCompleted', { turn: 1, generation: 1, next, reason: next, steps: 1, toolCalls: 1, ...extra });
  const result = (wakes?: boolean, waitKey = job) =>
    e('ExternalEventReceived', {
      source: 'generation',
      eventId: `${waitKey}:${String(wakes)}`,
      result: {},
      waitKey,
      ...(wakes === undefined ? {} : { wakes }),
    });
  /** Turn 1 submitted an image job and ended waiting for it. */
  const rendering = [
    created,
    ...turn(1),
    stepDecided(1),
    toolCompleted('1:1:0', 1, { jobId: 'job-1' }),
    completed('waiting_external', { waitingFor: [job] }),
  ];
  const awaiting = [
    created,
    ...turn(1),
    cardOpened({ cardId: 'cost-1', origin: 'cost' }),
    completed('awaiting_approval'),
  ];
  const answered = e('CheckpointAnswered', { cardId: 'cost-1', action: 'confirm', by: 'u' });
  const histories: Record<string, TaskEvent[]> = {
    'a result the wake policy lets wake the task': [...rendering, result(true)],
    'a result of an older writer (no verdict: it wakes)': [...rendering, result()],
    'a result nothing depends on (the task goes idle)': [...rendering, result(false)],
    'a result that does not wake while another job still runs': [
      ...rendering.slice(0, -1),
      completed('waiting_external', { waitingFor: [job, 'generation:job-2'] }),
      result(false),
    ],
    'a result arriving after the task went idle': [...rendering, result(false), result(true, 'generation:job-3')],
    'a message while a card is open, then the answer': [...awaiting, delivered('m-1'), answered],
    'a message withdrawn while a card is open': [
      ...awaiting,
      delivered('m-1'),
      e('MessageWithdrawn', { messageId: 'm-1' }),
    ],
    'a message read, then replaced': [
      created,
      delivered('m-1'),
      ...turn(1),
      stepDecided(1, [], ['m-1']),
      completed('idle'),
      e('MessageReplaced', { messageId: 'm-1', text: 'make it blue' }),
    ],
    'a pause mid-turn, the turn ending, a resume': [
      created,
      delivered('m-1'),
      ...turn(1),
      paused,
      completed('rescheduling'),
      delivered('m-2'),
      e('TaskResumed', { by: 'u' }),
    ],
    'a pause while a crashed turn is open, then a resume': [created, ...turn(1), paused, e('TaskResumed', { by: 'u' })],
    'an interrupt of an open turn': [created, ...turn(1), e('TaskInterrupted', { by: 'u', generation: 2 })],
    'a turn asking for another, then an empty one': [
      created,
      ...turn(1),
      completed('rescheduling'),
      ...turn(2),
      completed('rescheduling', { steps: 0, toolCalls: 0 }),
    ],
    'a stop': [...rendering, stopped()],
  };
  const fold = (events: TaskEvent[]) => {
    let task: TaskState = initialTaskState();
    let doc: TaskAttention | null = null;
    events.forEach((event, n) => {
      task = evolveTask(task, event);
      const stored = { ...event, streamId: taskStreamId('t1'), recordedAt: new Date(t(n)) } as unknown as RecordedEvent;
      doc = taskAttentionProjection.evolve(doc, stored) as TaskAttention | null;
    });
    return { task, doc: doc as TaskAttention | null };
  };

  it.each(Object.entries(histories))(
    'given %s, then after every event the watchdog marks the task exactly when the worker would run it',
    (_, events) => {
      const disagreements = events.flatMap((event, n) => {
        const { task, doc } = fold(events.slice(0, n + 1));
        const worker = task.exists && needsWorker(task as Task);
        const marked = doc?.attentionSince !== undefined;
        return worker === marked
          ? []
          : [`after ${event.type} (#${n}): worker ${String(worker)}, watchdog ${String(marked)}`];
      });
      expect(disagreements).toEqual([]);
    },
  );
});
