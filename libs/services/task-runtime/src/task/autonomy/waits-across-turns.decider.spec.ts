import { evolveTask, initialTaskState, type Task, type TaskState } from '../task.state';
import type { TaskEvent } from '../task.events';
import { needsWorker } from './stop-check.decider';
import {
  at,
  cardOpened,
  checklistSet,
  created,
  delivered,
  paused,
  spec,
  takenOver,
  turnStarted,
} from '../testing/task-fixtures';

/**
 * Issue 33: a message taken while an image renders opens a turn whose journal is empty, yet
 * the job is still the task's open work. Issue 26: a message to a task awaiting an answer needs
 * no worker until the card is answered.
 */
const job = 'generation:job-1';
const by = 'agent:t1';
/** Turn 1 planned one image, submitted its job and ended waiting for it. */
const rendering: TaskEvent[] = [
  created,
  takenOver(1),
  turnStarted(1, 1),
  checklistSet({ itemId: 'item-1', title: 'a red cat, watercolour' }),
  {
    type: 'StepDecided',
    data: {
      turn: 1,
      step: 1,
      generation: 1,
      output: 'drawing',
      toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: { prompt: 'a red cat' }, idempotent: false }],
      consumedMessageIds: [],
      at,
    },
  },
  { type: 'ToolCallStarted', data: { callId: '1:1:0', generation: 1, at } },
  {
    type: 'ToolCallCompleted',
    data: { callId: '1:1:0', generation: 1, result: { jobId: 'job-1' }, waitingFor: job, at },
  },
  {
    type: 'ChecklistItemUpdated',
    data: { itemId: 'item-1', status: 'in_progress', addResults: [{ kind: 'job', id: 'job-1' }], by, at },
  },
  {
    type: 'TurnCompleted',
    data: { turn: 1, generation: 1, next: 'waiting_external', reason: `waiting for ${job}`, waitingFor: [job], at },
  },
];
/** The remark arrives, turn 2 reads it and the model has nothing new to do. */
const remarkRead: TaskEvent[] = [
  delivered('m-2', 'Our brand colour is teal, please always use it.'),
  takenOver(2),
  turnStarted(2, 2),
  {
    type: 'StepDecided',
    data: { turn: 2, step: 1, generation: 2, output: 'noted', toolCalls: [], consumedMessageIds: ['m-2'], at },
  },
];
const completeTurn2 = {
  type: 'CompleteTurn' as const,
  generation: 2,
  turn: 2,
  modelFinished: true,
  maxNoProgressTurns: 3,
  at,
};
/** The image's job ends: its item closes with the artifact, and the result is received. */
const imageLanded: TaskEvent[] = [
  {
    type: 'ChecklistItemUpdated',
    data: { itemId: 'item-1', status: 'done', addResults: [{ kind: 'artifact', id: 'obj-1' }], by, at },
  },
  {
    type: 'ExternalEventReceived',
    data: { source: 'generation', eventId: 'e1', result: {}, waitKey: job, artifactIds: ['obj-1'], wakes: false, at },
  },
];
const fold = (events: TaskEvent[]): TaskState => events.reduce(evolveTask, initialTaskState());

describe('a message taken while a job renders (issue 33)', () => {
  it('given a turn that read a remark while the image renders, when the turn completes, then the task waits for the job again — no reschedule, no stop', () => {
    spec
      .given([...rendering, ...remarkRead])
      .when(completeTurn2)
      .then([
        {
          type: 'TurnCompleted',
          data: {
            turn: 2,
            generation: 2,
            next: 'waiting_external',
            check: 'waiting_external',
            reason: `waiting for ${job}`,
            progress: false,
            waitingFor: [job],
            steps: 1,
            toolCalls: 0,
            at,
          },
        },
      ]);
  });

  it('given the task waits for the job again, when the image lands, then the item is done and the task finishes with the finished reason', () => {
    const waiting: TaskEvent = {
      type: 'TurnCompleted',
      data: { turn: 2, generation: 2, next: 'waiting_external', reason: `waiting for ${job}`, waitingFor: [job], at },
    };
    const state = fold([...rendering, ...remarkRead, waiting, ...imageLanded]) as Task;
    expect(state).toMatchObject({ status: 'idle', stopReason: 'every checklist item is done' });
  });

  it('given a task that had stopped for another reason meanwhile, when the last result closes its plan, then the stale stop reason goes', () => {
    const stoppedStuck: TaskEvent = {
      type: 'TurnCompleted',
      data: {
        turn: 2,
        generation: 2,
        next: 'idle',
        check: 'no_progress',
        reason: 'no meaningful progress in 3 consecutive turns',
        waitingFor: [],
        at,
      },
    };
    const state = fold([...rendering, ...remarkRead, stoppedStuck, ...imageLanded]) as Task;
    expect(state).toMatchObject({ status: 'idle', stopReason: 'every checklist item is done' });
  });
});

describe('who needs a worker (issue 26)', () => {
  const awaiting: TaskEvent[] = [
    created,
    takenOver(1),
    turnStarted(1, 1),
    cardOpened({ cardId: 'cost-1', origin: 'cost', actions: ['confirm', 'reject'] }),
    {
      type: 'TurnCompleted',
      data: { turn: 1, generation: 1, next: 'awaiting_approval', reason: 'awaiting your answer', at },
    },
  ];

  it('given a task awaiting an answer, when a message arrives, then it needs no worker: the message waits for the answer', () => {
    expect(needsWorker(fold([...awaiting, delivered('m-1')]) as Task)).toBe(false);
  });

  it('given that message waiting, when the card is answered, then the task needs a worker again', () => {
    const answered: TaskEvent = {
      type: 'CheckpointAnswered',
      data: { cardId: 'cost-1', action: 'confirm', by: 'u', at },
    };
    expect(needsWorker(fold([...awaiting, delivered('m-1'), answered]) as Task)).toBe(true);
  });

  it('given a task waiting for a job, when a message arrives, then it needs a worker to read it', () => {
    expect(needsWorker(fold([...rendering, delivered('m-2')]) as Task)).toBe(true);
  });

  it('given a paused task with a message, then it needs no worker', () => {
    expect(needsWorker(fold([...rendering, paused, delivered('m-2')]) as Task)).toBe(false);
  });

  it('given an idle task with nothing pending, then it needs no worker', () => {
    expect(needsWorker(fold([created]) as Task)).toBe(false);
  });
});

describe('a card opened while a job still renders (issue 26)', () => {
  const cardWhileRendering: TaskEvent[] = [
    ...rendering,
    delivered('m-2', 'make it warmer'),
    takenOver(2),
    turnStarted(2, 2),
    {
      type: 'StepDecided',
      data: { turn: 2, step: 1, generation: 2, output: 'a warmer one', toolCalls: [], consumedMessageIds: ['m-2'], at },
    },
    cardOpened({ cardId: 'cost-2', origin: 'cost', actions: ['confirm', 'reject'] }),
  ];
  const awaiting: TaskEvent = {
    type: 'TurnCompleted',
    data: { turn: 2, generation: 2, next: 'awaiting_approval', reason: 'awaiting your answer', waitingFor: [job], at },
  };

  it('given the turn ends with the card open and the first job still out, then the task awaits the answer and keeps the wait', () => {
    spec
      .given(cardWhileRendering)
      .when(completeTurn2)
      .then([
        {
          type: 'TurnCompleted',
          data: {
            turn: 2,
            generation: 2,
            next: 'awaiting_approval',
            check: 'checkpoint',
            reason: 'awaiting your answer: Go on?',
            progress: false,
            waitingFor: [job],
            steps: 1,
            toolCalls: 0,
            at,
          },
        },
      ]);
  });

  it('given that state, when the job lands, then the task still awaits the answer: a card is never finished past', () => {
    const state = fold([...cardWhileRendering, awaiting, ...imageLanded]) as Task;
    expect(state.status).toBe('awaiting_approval');
    expect(state.waitingFor.size).toBe(0);
  });

  it('given the job still out, when the card is answered, then the task goes on by itself and keeps the wait', () => {
    const state = fold([
      ...cardWhileRendering,
      awaiting,
      { type: 'CheckpointAnswered', data: { cardId: 'cost-2', action: 'confirm', by: 'u', at } },
    ]) as Task;
    expect(state).toMatchObject({ status: 'rescheduling', approvedCalls: ['cost-2'] });
    expect([...state.waitingFor]).toEqual([job]);
  });
});
