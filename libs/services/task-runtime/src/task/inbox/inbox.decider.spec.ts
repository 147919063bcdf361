import { MessageNotPending } from '../task.errors';
import type { TaskEvent } from '../task.events';
import {
  at,
  created,
  delivered,
  generate,
  refusedWith,
  running,
  spec,
  started,
  stepDecided,
  stopped,
  takenOver,
  turnStarted,
} from '../testing/task-fixtures';

const withdrawn: TaskEvent = { type: 'MessageWithdrawn', data: { messageId: 'm1', at } };
/** m1 was taken by step 1 of turn 1. */
const consumed: TaskEvent[] = [created, delivered('m1'), ...running.slice(1), stepDecided(1, [], ['m1'])];

describe('inbox slice (R-3)', () => {
  describe('DeliverMessage', () => {
    const deliver = { type: 'DeliverMessage', messageId: 'm1', text: 'make them warmer', at } as const;
    it('given a task, when a message is delivered, then MessageDelivered', () => {
      spec
        .given([created])
        .when(deliver)
        .then([delivered('m1')]);
    });
    it('given the message id was delivered, when delivered again, then nothing happens (idempotent by id)', () => {
      spec
        .given([created, delivered('m1')])
        .when(deliver)
        .thenNothingHappens();
    });
    describe('to a lightweight task (R-1.3)', () => {
      const lightweight: TaskEvent = { ...created, data: { ...created.data, kind: 'lightweight' } } as TaskEvent;
      const submitted: TaskEvent = {
        type: 'ToolCallCompleted',
        data: {
          callId: '1:1:0',
          generation: 1,
          result: { jobId: 'j1' },
          progress: 'generation_submitted',
          waitingFor: 'generation:j1',
          at,
        },
      };
      const madeItsGeneration = [
        lightweight,
        delivered('m0'),
        takenOver(1),
        turnStarted(1, 1),
        stepDecided(1, [generate], ['m0']),
        started('1:1:0', 1),
        submitted,
      ];
      it('given its one generation was submitted, when a follow-up is delivered, then the task is promoted with it', () => {
        spec
          .given(madeItsGeneration)
          .when(deliver)
          .then([delivered('m1'), { type: 'TaskPromoted', data: { at } }]);
      });
      it('given no generation yet, when a message is delivered, then it stays lightweight', () => {
        spec
          .given([lightweight])
          .when(deliver)
          .then([delivered('m1')]);
      });
      it('given a persistent task that generated, when a follow-up is delivered, then nothing but the delivery', () => {
        spec
          .given([created, ...madeItsGeneration.slice(1)])
          .when(deliver)
          .then([delivered('m1')]);
      });
    });
    it('given a stopped task, when a message is delivered, then it is refused with task_not_accepting_messages', () => {
      spec
        .given([...running, stopped()])
        .when(deliver)
        .thenThrows(...refusedWith('task_not_accepting_messages'));
    });
    it('given an archived task, when a message is delivered, then it is refused with task_not_accepting_messages', () => {
      spec
        .given([created, { type: 'TaskArchived', data: { at } }])
        .when(deliver)
        .thenThrows(...refusedWith('task_not_accepting_messages'));
    });
  });

  describe('WithdrawMessage', () => {
    const withdraw = { type: 'WithdrawMessage', messageId: 'm1', at } as const;
    it('given a pending message, when withdrawn, then MessageWithdrawn', () => {
      spec
        .given([created, delivered('m1')])
        .when(withdraw)
        .then([withdrawn]);
    });
    it('given a withdrawn message, when withdrawn again, then nothing happens', () => {
      spec
        .given([created, delivered('m1'), withdrawn])
        .when(withdraw)
        .thenNothingHappens();
    });
    it('given a message a step consumed, when withdrawn, then it is refused with message_not_pending (consumed)', () => {
      spec
        .given(consumed)
        .when(withdraw)
        .thenThrows(MessageNotPending, (e) => expect(e.state).toBe('consumed'));
    });
    it('given an unknown message, when withdrawn, then it is refused with message_not_pending (unknown)', () => {
      spec
        .given([created])
        .when(withdraw)
        .thenThrows(MessageNotPending, (e) => expect(e.state).toBe('unknown'));
    });
  });

  describe('ReplaceMessage', () => {
    const replace = { type: 'ReplaceMessage', messageId: 'm1', text: 'cooler', at } as const;
    const replaced: TaskEvent = { type: 'MessageReplaced', data: { messageId: 'm1', text: 'cooler', at } };
    it('given a pending message, when replaced, then MessageReplaced', () => {
      spec
        .given([created, delivered('m1')])
        .when(replace)
        .then([replaced]);
    });
    it('given a replaced message, when replaced again, then it is replaced again (the last text wins)', () => {
      spec
        .given([created, delivered('m1'), replaced])
        .when(replace)
        .then([replaced]);
    });
    it('given a consumed or withdrawn message, when replaced, then it is refused with message_not_pending', () => {
      spec
        .given(consumed)
        .when(replace)
        .thenThrows(...refusedWith('message_not_pending'));
      spec
        .given([created, delivered('m1'), withdrawn])
        .when(replace)
        .thenThrows(...refusedWith('message_not_pending'));
    });
  });
});
