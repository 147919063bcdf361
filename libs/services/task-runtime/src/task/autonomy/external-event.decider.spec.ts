import type { TaskCommand } from '../task.commands';
import type { TaskEvent } from '../task.events';
import {
  at,
  checklistSet,
  running,
  spec,
  started,
  stepDecided,
  stopped,
  toolCompleted,
  turnCompleted,
} from '../testing/task-fixtures';

const submit = { tool: 'generate_image', input: { prompt: 'poster' }, idempotent: true };
const waitedOn: TaskEvent = {
  type: 'ToolCallCompleted',
  data: { callId: '1:1:0', generation: 1, result: { jobId: 'job-1' }, waitingFor: 'generation:job-1', at },
};
const linked: TaskEvent = {
  type: 'ChecklistItemUpdated',
  data: { itemId: 'item-1', status: 'in_progress', addResults: [{ kind: 'job', id: 'job-1' }], by: 'agent:t1', at },
};
const waiting = (...plan: TaskEvent[]): TaskEvent[] => [
  ...running,
  ...plan,
  stepDecided(1, [submit]),
  started('1:1:0', 1),
  waitedOn,
  ...(plan.length ? [linked] : []),
  {
    type: 'TurnCompleted',
    data: { turn: 1, generation: 1, next: 'waiting_external', reason: 'waiting', waitingFor: ['generation:job-1'], at },
  },
];
const receive = (eventId = 'job-1:succeeded'): Extract<TaskCommand, { type: 'ReceiveExternalEvent' }> => ({
  type: 'ReceiveExternalEvent',
  source: 'generation',
  eventId,
  result: { state: 'succeeded' },
  waitKey: 'generation:job-1',
  artifactIds: ['art-1'],
  at,
});
const received = (wakes: boolean): TaskEvent => {
  const { type: _type, ...data } = receive();
  return { type: 'ExternalEventReceived', data: { ...data, wakes } };
};
const closed: TaskEvent = {
  type: 'ChecklistItemUpdated',
  data: {
    itemId: 'item-1',
    status: 'done',
    evidence: 'artifact art-1 from job job-1',
    addResults: [{ kind: 'artifact', id: 'art-1' }],
    by: 'system:generation',
    at,
  },
};

describe('autonomy slice: ReceiveExternalEvent (R-5.3, R-5.4, R-5.5, R-10.4)', () => {
  it('given no plan and nothing else awaited, when the result arrives, then it is recorded and does not wake the worker (a single image is just shown)', () => {
    spec
      .given(waiting())
      .when(receive())
      .then([received(false)]);
  });

  it('given a plan with more open items, when the result of item 1 arrives, then item 1 closes with the artifact and the task is woken', () => {
    const plan = checklistSet({ itemId: 'item-1', title: 'Draft' }, { itemId: 'item-2', title: 'Final' });
    spec
      .given(waiting(plan))
      .when(receive())
      .then([closed, received(true)]);
  });

  it('given the result was received, when the same event id arrives again, then nothing happens (R-5.3)', () => {
    spec
      .given([...waiting(), received(false)])
      .when(receive())
      .thenNothingHappens();
  });

  it('given a stopped task, when a result arrives, then nothing happens: a stopped task is never revived (R-5.5)', () => {
    spec
      .given([...waiting(), stopped()])
      .when(receive())
      .thenNothingHappens();
  });

  it('given a running turn, when an unrelated event arrives, then it is recorded and wakes nothing', () => {
    spec
      .given([...running, stepDecided(1, []), toolCompleted('1:1:0', 1)])
      .when({ type: 'ReceiveExternalEvent', source: 'webhook', eventId: 'trigger-1', result: {}, at })
      .then([
        {
          type: 'ExternalEventReceived',
          data: { source: 'webhook', eventId: 'trigger-1', result: {}, artifactIds: [], wakes: false, at },
        },
      ]);
  });

  it('given a task idle after its turn, when a late result arrives, then it is recorded and wakes nothing', () => {
    spec
      .given([...running, stepDecided(1, []), turnCompleted('idle')])
      .when(receive())
      .then([received(false)]);
  });
});
