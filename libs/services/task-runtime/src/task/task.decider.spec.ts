import { StaleGeneration, TaskError } from './task.errors';
import type { TaskCommand } from './task.commands';
import type { TaskEvent } from './task.events';
import { taskDecider } from './task.decider';
import { initialTaskState } from './task.state';
import { at, created, running, spec, stepDecided, turnStarted } from './testing/task-fixtures';

/**
 * The composed `taskDecider`: each slice (`control/`, `inbox/`, `execution/`, `autonomy/`)
 * has its own given/when/then spec per command; this one checks the composition.
 */
const ONE_OF_EACH: TaskCommand[] = [
  { type: 'PromoteTask', at },
  { type: 'ArchiveTask', at },
  { type: 'PauseTask', by: 'u', at },
  { type: 'ResumeTask', by: 'u', at },
  { type: 'InterruptTask', by: 'u', at },
  { type: 'StopTask', by: 'u', reason: 'r', at },
  { type: 'DeliverMessage', messageId: 'm', text: 't', at },
  { type: 'WithdrawMessage', messageId: 'm', at },
  { type: 'ReplaceMessage', messageId: 'm', text: 't', at },
  { type: 'TakeOverExecution', worker: 'w', seenGeneration: 1, at },
  { type: 'StartTurn', generation: 1, at },
  { type: 'DecideStep', generation: 1, turn: 1, output: '', toolCalls: [], consumedMessageIds: [], at },
  { type: 'StartToolCall', generation: 1, callId: '1:1:0', at },
  { type: 'CompleteToolCall', generation: 1, callId: '1:1:0', result: {}, at },
  { type: 'RefuseToolCall', generation: 1, callId: '1:1:0', reason: 'r', detail: 'd', at },
  { type: 'AskToolPermission', generation: 1, callId: '1:1:0', at },
  { type: 'RunRuntimeTool', generation: 1, callId: '1:1:0', at },
  { type: 'MarkOutcomeUnknown', generation: 1, callId: '1:1:0', at },
  { type: 'CompleteTurn', generation: 1, turn: 1, modelFinished: true, maxNoProgressTurns: 3, at },
  { type: 'AnswerCheckpoint', cardId: 'c', action: 'confirm', by: 'u', at },
  { type: 'ReceiveExternalEvent', source: 's', eventId: 'e', result: {}, at },
];

describe('task decider (the slices composed)', () => {
  it.each(ONE_OF_EACH.map((c) => [c.type, c] as const))(
    'given a task with an open turn, when %s comes, then its slice decides it: events or a typed refusal',
    (_type, command) => {
      const state = running.reduce(taskDecider.evolve, initialTaskState());
      let events: TaskEvent[] | undefined;
      try {
        events = taskDecider.decide(command, state);
      } catch (error) {
        expect(error).toBeInstanceOf(TaskError);
        return;
      }
      expect(Array.isArray(events)).toBe(true);
      for (const event of events) expect(typeof event.type).toBe('string');
    },
  );

  it('given an interrupt (control), when the old worker decides a step (execution), then it is fenced, and the new generation goes on', () => {
    const interrupted: TaskEvent[] = [...running, { type: 'TaskInterrupted', data: { by: 'u', generation: 2, at } }];
    spec
      .given(interrupted)
      .when({ type: 'DecideStep', generation: 1, turn: 1, output: 'late', toolCalls: [], consumedMessageIds: [], at })
      .thenThrows(StaleGeneration);
    spec
      .given(interrupted)
      .when({ type: 'StartTurn', generation: 2, at })
      .then([turnStarted(2, 2)]);
  });

  it('given a step consumed a message (execution), when the inbox is folded, then the message is consumed at that step', () => {
    const state = [
      created,
      { type: 'MessageDelivered', data: { messageId: 'm1', text: 'hi', at } } as TaskEvent,
      ...running.slice(1),
      stepDecided(1, [], ['m1']),
    ].reduce(taskDecider.evolve, initialTaskState());
    expect(state.exists && state.inbox.get('m1')).toEqual({ text: 'hi', state: 'consumed', turn: 1, step: 1 });
  });

  it('given a StepDecided recorded without its lists (an older writer), when folded, then the step counts and nothing throws', () => {
    const bare = {
      type: 'StepDecided',
      data: { turn: 1, step: 1, generation: 1, output: 'hi', at },
    } as unknown as TaskEvent;
    const state = [...running, bare].reduce(taskDecider.evolve, initialTaskState());
    expect(state.exists && state.openTurn).toEqual({ turn: 1, steps: 1, lastStepCalls: 0 });
  });
});
