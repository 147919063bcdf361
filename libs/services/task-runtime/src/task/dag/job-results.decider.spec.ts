import { DeciderSpecification } from '@lomo/event-store/testing';
import { taskDecider } from '../task.decider';
import type { TaskCommand } from '../task.commands';
import type { TaskEvent } from '../task.events';

/**
 * a generation result may be recorded before, or after, the call that submitted its
 * job completes (a crashed worker's call is re-run while the job finishes upstream). In
 * either order the plan item closes exactly once, with the artifact as evidence.
 */
const at = '2026-11-29T10:00:00.000Z';
const spec = DeciderSpecification.for(taskDecider);
const by = 'agent:t1';

const scene = (n: number) => ({ itemId: `item-${n}`, title: `scene ${n}`, needsApproval: false });
/** A 2-scene plan; the worker of generation 1 submitted scene 1's job and died mid-call. */
const crashedMidCall: TaskEvent[] = [
  {
    type: 'TaskCreated',
    data: { taskId: 't1', workspaceId: 'ws', userId: 'u', kind: 'persistent', brief: 'a 2-scene video', at },
  },
  { type: 'ExecutionTakenOver', data: { generation: 1, worker: 'w1', at } },
  { type: 'TurnStarted', data: { turn: 1, generation: 1, at } },
  { type: 'ChecklistSet', data: { items: [scene(1), scene(2)], by, at } },
  {
    type: 'StepDecided',
    data: {
      turn: 1,
      step: 1,
      generation: 1,
      output: 'scene 1',
      toolCalls: [{ id: '1:1:0', tool: 'generate_video', input: { prompt: 'scene 1' }, idempotent: true }],
      consumedMessageIds: [],
      at,
    },
  },
  { type: 'ToolCallStarted', data: { callId: '1:1:0', generation: 1, at } },
  { type: 'ExecutionTakenOver', data: { generation: 2, worker: 'w2', at } },
];

const receive = (
  artifactIds: string[],
  state = 'succeeded',
): Extract<TaskCommand, { type: 'ReceiveExternalEvent' }> => ({
  type: 'ReceiveExternalEvent',
  source: 'generation',
  eventId: `job-1:${state}`,
  result: { jobId: 'job-1', state },
  waitKey: 'generation:job-1',
  artifactIds,
  at,
});
const received = (artifactIds: string[], state = 'succeeded'): TaskEvent => {
  const { type: _type, ...data } = receive(artifactIds, state);
  return { type: 'ExternalEventReceived', data: { ...data, wakes: false } };
};
const completion = {
  generation: 2,
  callId: '1:1:0',
  result: { jobId: 'job-1', state: 'submitted' },
  progress: 'generation_submitted' as const,
  waitingFor: 'generation:job-1',
  at,
};
const complete: TaskCommand = { type: 'CompleteToolCall', ...completion };
const completed: TaskEvent = { type: 'ToolCallCompleted', data: completion };
const linked: TaskEvent = {
  type: 'ChecklistItemUpdated',
  data: { itemId: 'item-1', status: 'in_progress', addResults: [{ kind: 'job', id: 'job-1' }], by, at },
};
const closed: TaskEvent = {
  type: 'ChecklistItemUpdated',
  data: {
    itemId: 'item-1',
    status: 'done',
    evidence: 'artifact obj-1 from job job-1',
    addResults: [{ kind: 'artifact', id: 'obj-1' }],
    by: 'system:generation',
    at,
  },
};
const completeTurn: TaskCommand = {
  type: 'CompleteTurn',
  generation: 2,
  turn: 1,
  modelFinished: false,
  maxNoProgressTurns: 3,
  at,
};

describe('a generation result and the completion of the call that submitted its job (R-10.1)', () => {
  it('given the result arrived while the call was still open, when it is received, then it is recorded but closes nothing yet (no item holds the job)', () => {
    spec
      .given(crashedMidCall)
      .when(receive(['obj-1']))
      .then([received(['obj-1'])]);
  });

  it('given the result is already in the stream, when the recovered call completes, then the link applies it and closes the item in the same append', () => {
    spec
      .given([...crashedMidCall, received(['obj-1'])])
      .when(complete)
      .then([completed, linked, closed]);
  });

  it('given the result applied at completion, when the turn completes, then nothing is awaited and the plan goes on (no wasted turn)', () => {
    spec
      .given([...crashedMidCall, received(['obj-1']), completed, linked, closed])
      .when(completeTurn)
      .then([
        {
          type: 'TurnCompleted',
          data: {
            turn: 1,
            generation: 2,
            next: 'rescheduling',
            reason: 'the checklist has open items',
            check: 'continue',
            progress: true,
            waitingFor: [],
            steps: 1,
            toolCalls: 1,
            at,
          },
        },
      ]);
  });

  it('given the call completed first, when the result arrives, then the item closes then (the usual order)', () => {
    spec
      .given([...crashedMidCall, completed, linked])
      .when(receive(['obj-1']))
      .then([closed, received(['obj-1'])]);
  });

  it('given the item closed at completion, when the same result is delivered again, then nothing happens (closed exactly once)', () => {
    spec
      .given([...crashedMidCall, received(['obj-1']), completed, linked, closed])
      .when(receive(['obj-1']))
      .thenNothingHappens();
  });

  it('given a failed job result arrived first, when the call completes, then the item is linked and stays open for a retry', () => {
    spec
      .given([...crashedMidCall, received([], 'failed')])
      .when(complete)
      .then([completed, linked]);
  });

  it('given a completion repeated after the result was applied, when it is decided again, then nothing happens', () => {
    spec
      .given([...crashedMidCall, received(['obj-1']), completed, linked, closed])
      .when(complete)
      .thenNothingHappens();
  });
});
