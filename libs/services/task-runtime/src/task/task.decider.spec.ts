import { DeciderSpecification } from '@lomo/event-store/testing';
import { taskDecider } from './task.decider';
import { MessageNotPending, StaleGeneration, TaskError } from './task.errors';
import type { TaskEvent } from './task.events';

const at = '2026-11-29T10:00:00.000Z';
const spec = DeciderSpecification.for(taskDecider);
const created: TaskEvent = {
  type: 'TaskCreated',
  data: {
    taskId: 't1',
    workspaceId: 'ws',
    userId: 'u',
    kind: 'persistent',
    brief: 'retro posters',
    language: 'en',
    at,
  },
};
const delivered = (messageId: string, text = 'make them warmer'): TaskEvent => ({
  type: 'MessageDelivered',
  data: { messageId, text, at },
});
const takenOver = (generation: number): TaskEvent => ({
  type: 'ExecutionTakenOver',
  data: { generation, worker: `w${generation}`, at },
});
const turnStarted = (turn: number, generation: number): TaskEvent => ({
  type: 'TurnStarted',
  data: { turn, generation, at },
});
const generate: { tool: string; input: unknown; idempotent: boolean } = {
  tool: 'generate_image',
  input: { prompt: 'poster' },
  idempotent: false,
};
const stepDecided = (generation: number, calls = [generate], consumed: string[] = []): TaskEvent => ({
  type: 'StepDecided',
  data: {
    turn: 1,
    step: 1,
    generation,
    output: 'drafting',
    toolCalls: calls.map((c, i) => ({ ...c, id: `1:1:${i}` })),
    consumedMessageIds: consumed,
    at,
  },
});
const started = (callId: string, generation: number): TaskEvent => ({
  type: 'ToolCallStarted',
  data: { callId, generation, at },
});
const running = [created, takenOver(1), turnStarted(1, 1)];

describe('task decider', () => {
  describe('lifecycle', () => {
    it('creates a task once', () => {
      spec
        .given([])
        .when({
          type: 'CreateTask',
          taskId: 't1',
          workspaceId: 'ws',
          userId: 'u',
          kind: 'persistent',
          brief: 'retro posters',
          language: 'en',
          at,
        })
        .then([created]);
      spec
        .given([created])
        .when({ type: 'CreateTask', taskId: 't1', workspaceId: 'ws', userId: 'u', kind: 'persistent', brief: 'x', at })
        .thenThrows(TaskError, (e) => expect(e.code).toBe('task_already_exists'));
    });

    it('promotes a lightweight task keeping everything, and promoting again is a no-op', () => {
      const light: TaskEvent = {
        type: 'TaskCreated',
        data: { ...(created.data as object), kind: 'lightweight' } as never,
      };
      spec
        .given([light])
        .when({ type: 'PromoteTask', at })
        .then([{ type: 'TaskPromoted', data: { at } }]);
      spec.given([created]).when({ type: 'PromoteTask', at }).thenNothingHappens();
    });

    it('refuses commands on a task that does not exist', () => {
      spec
        .given([])
        .when({ type: 'DeliverMessage', messageId: 'm1', text: 'hi', at })
        .thenThrows(TaskError, (e) => expect(e.code).toBe('task_not_found'));
    });
  });

  describe('inbox (R-3)', () => {
    it('delivers a message once per message id', () => {
      spec
        .given([created])
        .when({ type: 'DeliverMessage', messageId: 'm1', text: 'make them warmer', at })
        .then([delivered('m1')]);
      spec
        .given([created, delivered('m1')])
        .when({ type: 'DeliverMessage', messageId: 'm1', text: 'make them warmer', at })
        .thenNothingHappens();
    });

    it('refuses delivery to a stopped or archived task', () => {
      const stopped: TaskEvent = { type: 'TaskStopped', data: { by: 'u', reason: 'done', generation: 1, at } };
      spec
        .given([created, stopped])
        .when({ type: 'DeliverMessage', messageId: 'm1', text: 'x', at })
        .thenThrows(TaskError, (e) => expect(e.code).toBe('task_not_accepting'));
      spec
        .given([created, { type: 'TaskArchived', data: { at } }])
        .when({ type: 'DeliverMessage', messageId: 'm1', text: 'x', at })
        .thenThrows(TaskError);
    });

    it('withdraws or replaces a message only while it is untaken', () => {
      spec
        .given([created, delivered('m1')])
        .when({ type: 'WithdrawMessage', messageId: 'm1', at })
        .then([{ type: 'MessageWithdrawn', data: { messageId: 'm1', at } }]);
      spec
        .given([created, delivered('m1')])
        .when({ type: 'ReplaceMessage', messageId: 'm1', text: 'cooler', at })
        .then([{ type: 'MessageReplaced', data: { messageId: 'm1', text: 'cooler', at } }]);
      const consumed = [created, delivered('m1'), takenOver(1), turnStarted(1, 1), stepDecided(1, [], ['m1'])];
      spec
        .given(consumed)
        .when({ type: 'WithdrawMessage', messageId: 'm1', at })
        .thenThrows(MessageNotPending, (e) => expect(e.state).toBe('consumed'));
      spec
        .given(consumed)
        .when({ type: 'ReplaceMessage', messageId: 'm1', text: 'x', at })
        .thenThrows(MessageNotPending);
    });
  });

  describe('decision before action (R-4.2, R-4.3)', () => {
    it('records output, tool calls with turn:step:index ids and consumed messages in one event', () => {
      spec
        .given([created, delivered('m1'), takenOver(1), turnStarted(1, 1)])
        .when({
          type: 'DecideStep',
          generation: 1,
          turn: 1,
          output: 'drafting',
          toolCalls: [generate],
          consumedMessageIds: ['m1'],
          at,
        })
        .then([stepDecided(1, [generate], ['m1'])]);
    });

    it('consumes a message at most once and never a withdrawn one', () => {
      spec
        .given([...running.slice(0, 1), delivered('m1'), ...running.slice(1), stepDecided(1, [], ['m1'])])
        .when({
          type: 'DecideStep',
          generation: 1,
          turn: 1,
          output: 'again',
          toolCalls: [],
          consumedMessageIds: ['m1'],
          at,
        })
        .thenThrows(MessageNotPending);
      spec
        .given([
          created,
          delivered('m1'),
          { type: 'MessageWithdrawn', data: { messageId: 'm1', at } },
          takenOver(1),
          turnStarted(1, 1),
        ])
        .when({
          type: 'DecideStep',
          generation: 1,
          turn: 1,
          output: 'x',
          toolCalls: [],
          consumedMessageIds: ['m1'],
          at,
        })
        .thenThrows(MessageNotPending, (e) => expect(e.state).toBe('withdrawn'));
    });

    it('does not decide the next step while a tool call of this one has no outcome', () => {
      spec
        .given([...running, stepDecided(1), started('1:1:0', 1)])
        .when({ type: 'DecideStep', generation: 1, turn: 1, output: 'next', toolCalls: [], consumedMessageIds: [], at })
        .thenThrows(TaskError, (e) => expect(e.code).toBe('step_not_finished'));
    });

    it('journals started then completed; completing twice is a no-op', () => {
      spec
        .given([...running, stepDecided(1)])
        .when({ type: 'StartToolCall', generation: 1, callId: '1:1:0', at })
        .then([started('1:1:0', 1)]);
      const done: TaskEvent = {
        type: 'ToolCallCompleted',
        data: { callId: '1:1:0', generation: 1, result: { url: 'a.png' }, at },
      };
      spec
        .given([...running, stepDecided(1), started('1:1:0', 1)])
        .when({ type: 'CompleteToolCall', generation: 1, callId: '1:1:0', result: { url: 'a.png' }, at })
        .then([done]);
      spec
        .given([...running, stepDecided(1), started('1:1:0', 1), done])
        .when({ type: 'CompleteToolCall', generation: 1, callId: '1:1:0', result: {}, at })
        .thenNothingHappens();
    });

    it('after a takeover: re-runs a started idempotent call, but a non-idempotent one can only be marked outcome_unknown', () => {
      const idem = { tool: 'read_object', input: {}, idempotent: true };
      const recovered = [
        ...running,
        stepDecided(1, [idem, generate]),
        started('1:1:0', 1),
        started('1:1:1', 1),
        takenOver(2),
      ];
      spec.given(recovered).when({ type: 'StartToolCall', generation: 2, callId: '1:1:0', at }).thenNothingHappens();
      spec
        .given(recovered)
        .when({ type: 'StartToolCall', generation: 2, callId: '1:1:1', at })
        .thenThrows(TaskError, (e) => expect(e.code).toBe('tool_call_not_runnable'));
      spec
        .given(recovered)
        .when({ type: 'MarkOutcomeUnknown', generation: 2, callId: '1:1:1', at })
        .then([{ type: 'ToolCallOutcomeUnknown', data: { callId: '1:1:1', generation: 2, at } }]);
      spec
        .given(recovered)
        .when({ type: 'MarkOutcomeUnknown', generation: 2, callId: '1:1:0', at })
        .thenThrows(TaskError);
    });
  });

  describe('fencing (R-4.5)', () => {
    it('lets exactly one worker take over a generation', () => {
      spec
        .given([created])
        .when({ type: 'TakeOverExecution', worker: 'w1', seenGeneration: 0, at })
        .then([takenOver(1)]);
      spec
        .given([created, takenOver(1)])
        .when({ type: 'TakeOverExecution', worker: 'w2', seenGeneration: 0, at })
        .thenThrows(StaleGeneration, (e) => expect([e.given, e.current]).toEqual([0, 1]));
    });

    it('rejects every write of a zombie worker after a takeover', () => {
      const zombie = [...running, stepDecided(1), started('1:1:0', 1), takenOver(2)];
      spec
        .given(zombie)
        .when({ type: 'CompleteToolCall', generation: 1, callId: '1:1:0', result: {}, at })
        .thenThrows(StaleGeneration, (e) => expect(e.current).toBe(2));
      spec
        .given(zombie)
        .when({ type: 'CompleteTurn', generation: 1, turn: 1, modelFinished: true, maxNoProgressTurns: 3, at })
        .thenThrows(StaleGeneration);
    });

    it('interrupt and stop fence the running worker; interrupt keeps the task usable', () => {
      spec
        .given(running)
        .when({ type: 'InterruptTask', by: 'u', at })
        .then([{ type: 'TaskInterrupted', data: { by: 'u', generation: 2, at } }]);
      const interrupted = [...running, { type: 'TaskInterrupted', data: { by: 'u', generation: 2, at } } as TaskEvent];
      spec
        .given(interrupted)
        .when({ type: 'DecideStep', generation: 1, turn: 1, output: 'late', toolCalls: [], consumedMessageIds: [], at })
        .thenThrows(StaleGeneration);
      spec
        .given(interrupted)
        .when({ type: 'StartTurn', generation: 2, at })
        .then([turnStarted(2, 2)]);
      spec
        .given(running)
        .when({ type: 'StopTask', by: 'u', reason: 'user stopped', at })
        .then([{ type: 'TaskStopped', data: { by: 'u', reason: 'user stopped', generation: 2, at } }]);
    });
  });

  describe('external events (R-5.3, R-5.5, R-10.4)', () => {
    const waiting = [
      ...running,
      stepDecided(1),
      started('1:1:0', 1),
      { type: 'ToolCallCompleted', data: { callId: '1:1:0', generation: 1, result: {}, at } } as TaskEvent,
      {
        type: 'TurnCompleted',
        data: { turn: 1, generation: 1, next: 'waiting_external', reason: 'waiting for genjob', at },
      } as TaskEvent,
    ];
    // No plan and nothing else awaited: the result is shown, the worker is not woken.
    const received: TaskEvent = {
      type: 'ExternalEventReceived',
      data: {
        source: 'generation',
        eventId: 'job-1:succeeded',
        result: { url: 'a.png' },
        artifactIds: [],
        wakes: false,
        at,
      },
    };

    it('ends the wait once; a duplicate delivery changes nothing', () => {
      spec
        .given(waiting)
        .when({
          type: 'ReceiveExternalEvent',
          source: 'generation',
          eventId: 'job-1:succeeded',
          result: { url: 'a.png' },
          at,
        })
        .then([received]);
      spec
        .given([...waiting, received])
        .when({ type: 'ReceiveExternalEvent', source: 'generation', eventId: 'job-1:succeeded', result: {}, at })
        .thenNothingHappens();
      spec
        .given([...waiting, received])
        .when({ type: 'StartTurn', generation: 1, at })
        .then([turnStarted(2, 1)]);
    });

    it('never revives a stopped task', () => {
      const stopped = [
        ...waiting,
        { type: 'TaskStopped', data: { by: 'u', reason: 'user stopped', generation: 2, at } } as TaskEvent,
      ];
      spec
        .given(stopped)
        .when({ type: 'ReceiveExternalEvent', source: 'generation', eventId: 'job-1:succeeded', result: {}, at })
        .thenNothingHappens();
    });
  });

  describe('status machine (R-10.2)', () => {
    it('a pause mid-turn holds after the turn completes, and resume returns to idle', () => {
      const paused = [
        ...running,
        { type: 'TaskPaused', data: { by: 'u', at } } as TaskEvent,
        {
          type: 'TurnCompleted',
          data: { turn: 1, generation: 1, next: 'rescheduling', reason: 'more to do', at },
        } as TaskEvent,
      ];
      spec
        .given(paused)
        .when({ type: 'StartTurn', generation: 1, at })
        .thenThrows(TaskError, (e) => expect(e.code).toBe('task_paused'));
      spec
        .given(paused)
        .when({ type: 'ResumeTask', by: 'u', at })
        .then([{ type: 'TaskResumed', data: { by: 'u', at } }]);
    });

    it('a stopped task starts no turn and stopping again is a no-op', () => {
      const stopped = [
        ...running,
        { type: 'TaskStopped', data: { by: 'u', reason: 'user stopped', generation: 2, at } } as TaskEvent,
      ];
      spec
        .given(stopped)
        .when({ type: 'StartTurn', generation: 2, at })
        .thenThrows(TaskError, (e) => expect(e.code).toBe('task_terminated'));
      spec.given(stopped).when({ type: 'StopTask', by: 'u', reason: 'again', at }).thenNothingHappens();
    });
  });
});
