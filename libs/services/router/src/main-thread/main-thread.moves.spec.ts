import { DeciderSpecification } from '@lomo/event-store/testing';
import { ApiError } from '@lomo/service-api';
import { mainThreadDecider } from './main-thread.decider';
import type { MainThreadEvent, MoveMessage, RecordRouting } from './main-thread.events';

const spec = DeciderSpecification.for(mainThreadDecider);
const at = '2026-11-29T10:00:00.000Z';
const later = '2026-12-03T10:00:00.000Z';
const posted = (messageId: string, when = at): MainThreadEvent => ({
  type: 'MainMessagePosted',
  data: { messageId, text: 'make it warmer', at: when },
});
const routed = (messageId: string, taskIds: string[], extra: object = {}): MainThreadEvent => ({
  type: 'MainMessageRouted',
  data: { messageId, decision: 'attached_to_task', taskIds, reason: 'the task last talked about', at, ...extra },
});
const move: MoveMessage = {
  type: 'MoveMessage',
  messageId: 'm1',
  movesBefore: 0,
  fromTaskId: 't1',
  toTaskId: 't2',
  taskMessageId: 'mm1',
  at: later,
  by: 'user:alice',
};
const { type: _type, movesBefore: _before, ...moved } = move;

describe('main thread: moving a message (issue 27)', () => {
  it('given a message routed to t1, when the user moves it to t2, then the move is recorded with from, to, at and who', () => {
    spec
      .given([posted('m1'), routed('m1', ['t1'])])
      .when(move)
      .then([{ type: 'MessageMoved', data: moved }]);
  });

  it('given the move was recorded, when the same move comes again (a retry), then nothing more is recorded', () => {
    spec
      .given([posted('m1'), routed('m1', ['t1']), { type: 'MessageMoved', data: moved }])
      .when(move)
      .then([]);
  });

  it('given a message moved once, when a second move names the count it saw, then it is recorded; a stale count is a conflict', () => {
    const history = [posted('m1'), routed('m1', ['t1']), { type: 'MessageMoved' as const, data: moved }];
    const second = { ...move, movesBefore: 1, fromTaskId: 't2', toTaskId: 't3', taskMessageId: 'mm2' };
    const { type: _t, movesBefore: _m, ...data } = second;
    spec
      .given(history)
      .when(second)
      .then([{ type: 'MessageMoved', data }]);
    spec
      .given(history)
      .when({ ...second, movesBefore: 0 })
      .thenThrows(ApiError, (e) => expect([e.kind, e.code]).toEqual(['conflict', 'message_moved_meanwhile']));
  });

  it('given no such message, when a move is recorded, then it is 404 message_not_found', () => {
    spec
      .given([])
      .when(move)
      .thenThrows(ApiError, (e) => expect([e.kind, e.code]).toEqual(['not_found', 'message_not_found']));
  });

  it.each<[string, MainThreadEvent[]]>([
    ['routed to two tasks (an object linked to both)', [posted('m1'), routed('m1', ['t1', 't3'])]],
    [
      'its open card (answer it instead)',
      [
        posted('m1'),
        routed('m1', [], { card: { question: 'Which task?', options: [{ optionId: 'new', label: 'new' }] } }),
      ],
    ],
    [
      'a forget card (memory, not a task)',
      [
        posted('m1'),
        routed('m1', [], {
          card: {
            question: 'Forget?',
            options: [{ optionId: 'forget', label: 'Forget' }],
            memories: [{ memoryId: 'x', subject: 's', content: 'c' }],
          },
        }),
        {
          type: 'ForgetAnswered',
          data: { messageId: 'm1', optionId: 'forget', forgottenMemoryIds: ['x'], reply: 'ok', at },
        },
      ],
    ],
    [
      'its words deleted with its task',
      [posted('m1'), routed('m1', ['t1']), { type: 'MainMessagesRedacted', data: { messageIds: ['m1'], at } }],
    ],
  ])('given a message %s, when a move is recorded, then it is 409 message_not_movable', (_case, history) => {
    spec
      .given(history)
      .when(move)
      .thenThrows(ApiError, (e) => expect([e.kind, e.code]).toEqual(['conflict', 'message_not_movable']));
  });

  it('given an answered routing card, when the message is moved, then the move is recorded', () => {
    const card = { question: 'Which task?', options: [{ optionId: 't1', label: 'cat', taskId: 't1' }] };
    spec
      .given([
        posted('m1'),
        routed('m1', [], { decision: 'asked_user', card }),
        {
          type: 'DisambiguationAnswered',
          data: { messageId: 'm1', optionId: 't1', decision: 'attached_to_task', taskIds: ['t1'], at },
        },
      ])
      .when(move)
      .then([{ type: 'MessageMoved', data: moved }]);
  });
});

describe('main thread: simulated time (issue 27)', () => {
  const stamped: RecordRouting = {
    type: 'RecordRouting',
    messageId: 'm2',
    text: 'make it warmer',
    decision: 'attached_to_task',
    taskIds: ['t1'],
    reason: 'r',
    at: later,
    simulatedTime: true,
  };

  it('given a thread, when a post stamped four days later is recorded, then it is posted at that time and marked simulated', () => {
    spec
      .given([posted('m1')])
      .when(stamped)
      .then([
        {
          type: 'MainMessagePosted',
          data: { messageId: 'm2', text: 'make it warmer', at: later, simulatedTime: true },
        },
        {
          type: 'MainMessageRouted',
          data: { messageId: 'm2', decision: 'attached_to_task', taskIds: ['t1'], reason: 'r', at: later },
        },
      ]);
  });

  it('given a thread whose last message is later, when a stamped post goes back before it, then it is 409 simulated_time_backwards', () => {
    spec
      .given([posted('m1', later)])
      .when({ ...stamped, at })
      .thenThrows(ApiError, (e) => {
        expect([e.kind, e.code]).toEqual(['conflict', 'simulated_time_backwards']);
        expect(e.details).toEqual({ lastAt: later });
      });
  });

  it("given a later thread, when the router's own clock stamps a post, then it is recorded (only a client's stamp is checked)", () => {
    const { simulatedTime: _s, ...own } = stamped;
    spec
      .given([posted('m1', '2026-12-31T00:00:00.000Z')])
      .when({ ...own, at })
      .then([
        { type: 'MainMessagePosted', data: { messageId: 'm2', text: 'make it warmer', at } },
        {
          type: 'MainMessageRouted',
          data: { messageId: 'm2', decision: 'attached_to_task', taskIds: ['t1'], reason: 'r', at },
        },
      ]);
  });
});
