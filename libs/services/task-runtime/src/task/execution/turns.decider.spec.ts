import { MessageNotPending, StaleGeneration } from '../task.errors';
import type { TaskCommand } from '../task.commands';
import type { TaskEvent } from '../task.events';
import {
  at,
  cardOpened,
  checklistSet,
  created,
  delivered,
  generate,
  paused,
  refusedWith,
  running,
  spec,
  started,
  stepDecided,
  stopped,
  takenOver,
  toolCompleted,
  turnStarted,
} from '../testing/task-fixtures';

type Command<T extends TaskCommand['type']> = Extract<TaskCommand, { type: T }>;
const decide = (generation = 1, consumedMessageIds: string[] = []): Command<'DecideStep'> => ({
  type: 'DecideStep',
  generation,
  turn: 1,
  output: 'drafting',
  toolCalls: [generate],
  consumedMessageIds,
  at,
});
const completeTurn = (generation = 1, modelFinished = true): Command<'CompleteTurn'> => ({
  type: 'CompleteTurn',
  generation,
  turn: 1,
  modelFinished,
  maxNoProgressTurns: 3,
  at,
});
const turnCompleted = (data: Partial<Extract<TaskEvent, { type: 'TurnCompleted' }>['data']>): TaskEvent => ({
  type: 'TurnCompleted',
  data: {
    turn: 1,
    generation: 1,
    next: 'idle',
    reason: '',
    progress: false,
    waitingFor: [],
    steps: 1,
    toolCalls: 0,
    at,
    ...data,
  },
});
const finishedStep: TaskEvent = {
  ...stepDecided(1, []),
  data: { ...(stepDecided(1, []).data as object), output: 'done' },
} as TaskEvent;

describe('execution slice: takeover, turns and steps (R-4.1, R-4.2, R-4.5, R-6.2)', () => {
  describe('TakeOverExecution', () => {
    it('given generation 0, when a worker takes over having seen 0, then ExecutionTakenOver{1}', () => {
      spec
        .given([created])
        .when({ type: 'TakeOverExecution', worker: 'w1', seenGeneration: 0, at })
        .then([takenOver(1)]);
    });
    it('given work to do, when taking over with startTurn, then the next turn opens in the same append', () => {
      spec
        .given([created, delivered('m1')])
        .when({ type: 'TakeOverExecution', worker: 'w1', seenGeneration: 0, startTurn: true, at })
        .then([takenOver(1), turnStarted(1, 1)]);
    });
    it('given a turn left open by a crashed worker, when taking over with startTurn, then no new turn opens (it is recovered)', () => {
      spec
        .given(running)
        .when({ type: 'TakeOverExecution', worker: 'w2', seenGeneration: 1, startTurn: true, at })
        .then([takenOver(2)]);
    });
    it('given another worker took over first, when taking over with the same seen generation, then it is refused with StaleGeneration', () => {
      spec
        .given([created, takenOver(1)])
        .when({ type: 'TakeOverExecution', worker: 'w2', seenGeneration: 0, at })
        .thenThrows(StaleGeneration, (e) => expect([e.given, e.current]).toEqual([0, 1]));
    });
    it('given a stopped task, when taking over, then it is refused with task_terminated', () => {
      spec
        .given([...running, stopped()])
        .when({ type: 'TakeOverExecution', worker: 'w', seenGeneration: 2, at })
        .thenThrows(...refusedWith('task_terminated'));
    });
  });

  describe('StartTurn', () => {
    it('given no open turn, when started, then TurnStarted with the next turn number', () => {
      spec
        .given([created, takenOver(1)])
        .when({ type: 'StartTurn', generation: 1, at })
        .then([turnStarted(1, 1)]);
    });
    it('given a turn is open, when started again, then it is refused with turn_already_open', () => {
      spec
        .given(running)
        .when({ type: 'StartTurn', generation: 1, at })
        .thenThrows(...refusedWith('turn_already_open'));
    });
    it('given a paused task, when started, then it is refused with task_paused', () => {
      spec
        .given([created, takenOver(1), paused])
        .when({ type: 'StartTurn', generation: 1, at })
        .thenThrows(...refusedWith('task_paused'));
    });
    it('given a superseded generation, when started, then it is refused with StaleGeneration', () => {
      spec
        .given([created, takenOver(1), takenOver(2)])
        .when({ type: 'StartTurn', generation: 1, at })
        .thenThrows(StaleGeneration);
    });
  });

  describe('DecideStep', () => {
    it('given an open turn, when decided, then one StepDecided holds output, calls with turn:step:index ids and consumed messages (R-4.2)', () => {
      spec
        .given([created, delivered('m1'), takenOver(1), turnStarted(1, 1)])
        .when(decide(1, ['m1']))
        .then([stepDecided(1, [generate], ['m1'])]);
    });
    it('given a call of the last step has no outcome, when the next step is decided, then it is refused with step_not_finished', () => {
      spec
        .given([...running, stepDecided(1), started('1:1:0', 1)])
        .when(decide())
        .thenThrows(...refusedWith('step_not_finished'));
    });
    it('given a consumed or withdrawn message, when a step consumes it, then it is refused with MessageNotPending', () => {
      spec
        .given([created, delivered('m1'), takenOver(1), turnStarted(1, 1), stepDecided(1, [], ['m1'])])
        .when(decide(1, ['m1']))
        .thenThrows(MessageNotPending);
    });
    it('given a call claims an approval no confirmed card holds, when decided, then it is refused with not_approved (R-6.5)', () => {
      spec
        .given(running)
        .when({ ...decide(), toolCalls: [{ ...generate, approvedBy: 'permission:1:1:0' }] })
        .thenThrows(...refusedWith('not_approved'));
    });
    it('given no open turn, when decided, then it is refused with turn_not_open', () => {
      spec
        .given([created, takenOver(1)])
        .when(decide())
        .thenThrows(...refusedWith('turn_not_open'));
    });
    it('given a step was decided, when decided again, then a second step is recorded (steps are never deduplicated; the conditional append is the guard)', () => {
      spec
        .given([...running, stepDecided(1, [])])
        .when(decide())
        .then([
          {
            ...stepDecided(1),
            data: { ...(stepDecided(1).data as object), step: 2, toolCalls: [{ ...generate, id: '1:2:0' }] },
          } as TaskEvent,
        ]);
    });
  });

  describe('CompleteTurn', () => {
    it('given the model finished with no plan, when completed, then TurnCompleted idle: model_finished', () => {
      spec
        .given([...running, finishedStep])
        .when(completeTurn())
        .then([turnCompleted({ check: 'model_finished', reason: 'the model finished the turn' })]);
    });
    it('given an open plan item that needs approval and the model did not ask, when completed, then a fallback card opens in the same append', () => {
      const events = [
        ...running,
        checklistSet({ itemId: 'item-1', title: 'Pick a draft', needsApproval: true }),
        finishedStep,
      ];
      spec
        .given(events)
        .when(completeTurn())
        .then([
          cardOpened({
            cardId: 'fallback:1:item-1',
            proposal: '"Pick a draft" needs your approval before the task goes on',
            origin: 'fallback',
            itemId: 'item-1',
          }),
          turnCompleted({
            next: 'awaiting_approval',
            check: 'checkpoint',
            reason: '"Pick a draft" needs your approval',
          }),
        ]);
    });
    it('given a call without an outcome, when completed, then it is refused with step_not_finished', () => {
      spec
        .given([...running, stepDecided(1), started('1:1:0', 1)])
        .when(completeTurn())
        .thenThrows(...refusedWith('step_not_finished'));
    });
    it('given the turn was completed, when completed again, then it is refused with turn_not_open', () => {
      const done = [...running, finishedStep, turnCompleted({ check: 'model_finished' })];
      spec
        .given(done)
        .when(completeTurn())
        .thenThrows(...refusedWith('turn_not_open'));
    });
    it('given a zombie worker, when it completes the turn, then it is refused with StaleGeneration', () => {
      spec
        .given([...running, stepDecided(1), started('1:1:0', 1), toolCompleted('1:1:0', 1), takenOver(2)])
        .when(completeTurn(1))
        .thenThrows(StaleGeneration);
    });
  });
});
