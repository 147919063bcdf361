import { DeciderSpecification } from '@lomo/event-store/testing';
import { mainThreadDecider } from './main-thread.decider';
import { ApiError } from '@lomo/service-api';
import type { RecordRouting } from './main-thread.events';

const spec = DeciderSpecification.for(mainThreadDecider);
const at = '2026-11-29T10:00:00.000Z';
const record: RecordRouting = {
  type: 'RecordRouting',
  messageId: 'm1',
  text: 'a red cat',
  decision: 'created_task',
  taskIds: ['t1'],
  reason: 'no explicit target',
  at,
};

describe('main thread', () => {
  it('given an empty thread, when a routing is recorded, then the message and its routing are posted', () => {
    spec
      .given([])
      .when(record)
      .then([
        { type: 'MainMessagePosted', data: { messageId: 'm1', text: 'a red cat', at } },
        {
          type: 'MainMessageRouted',
          data: { messageId: 'm1', decision: 'created_task', taskIds: ['t1'], reason: 'no explicit target', at },
        },
      ]);
  });

  it('keeps the explicit target the user named', () => {
    spec
      .given([])
      .when({ ...record, target: { taskId: 't9' }, decision: 'delivered_to_task', taskIds: ['t9'] })
      .then([
        { type: 'MainMessagePosted', data: { messageId: 'm1', text: 'a red cat', target: { taskId: 't9' }, at } },
        {
          type: 'MainMessageRouted',
          data: { messageId: 'm1', decision: 'delivered_to_task', taskIds: ['t9'], reason: 'no explicit target', at },
        },
      ]);
  });

  it('given the message was posted, when it is recorded again, then nothing happens', () => {
    spec
      .given([{ type: 'MainMessagePosted', data: { messageId: 'm1', text: 'a red cat', at } }])
      .when(record)
      .then([]);
  });
});

describe('main thread: disambiguation', () => {
  const asked = {
    type: 'MainMessageRouted' as const,
    data: {
      messageId: 'm1',
      decision: 'asked_user' as const,
      taskIds: [],
      reason: 'likely duplicate',
      card: {
        question: 'Continue?',
        options: [
          { optionId: 't1', label: 'cat', taskId: 't1' },
          { optionId: 'new', label: 'new' },
        ],
      },
      at,
    },
  };
  const answer = {
    type: 'AnswerDisambiguation' as const,
    messageId: 'm1',
    optionId: 't1',
    decision: 'attached_to_task' as const,
    taskIds: ['t1'],
    at,
  };

  it('given an open card, when answered, then the answer and where the message went are recorded', () => {
    spec
      .given([asked])
      .when(answer)
      .then([
        {
          type: 'DisambiguationAnswered',
          data: { messageId: 'm1', optionId: 't1', decision: 'attached_to_task', taskIds: ['t1'], at },
        },
      ]);
  });

  it('given an answered card, when the same answer comes again, then nothing happens; another answer is refused', () => {
    const answered = {
      type: 'DisambiguationAnswered' as const,
      data: { messageId: 'm1', optionId: 't1', decision: 'attached_to_task' as const, taskIds: ['t1'], at },
    };
    spec.given([asked, answered]).when(answer).then([]);
    spec
      .given([asked, answered])
      .when({ ...answer, optionId: 'new' })
      .thenThrows(ApiError, (e) => expect(e.code).toBe('card_already_answered'));
  });

  it('refuses an answer without a card, and an option the card does not offer', () => {
    spec
      .given([])
      .when(answer)
      .thenThrows(ApiError, (e) => expect(e.code).toBe('card_not_found'));
    spec
      .given([asked])
      .when({ ...answer, optionId: 'x' })
      .thenThrows(ApiError, (e) => expect(e.code).toBe('unknown_option'));
  });
});

describe('main thread: a forget card (issue 28, R-6.7)', () => {
  const asked = {
    type: 'MainMessageRouted' as const,
    data: {
      messageId: 'm2',
      decision: 'answered_in_main' as const,
      taskIds: [],
      reason: 'forget request',
      card: {
        question: 'Forget this memory?',
        options: [
          { optionId: 'forget', label: 'Forget' },
          { optionId: 'keep', label: 'Keep' },
        ],
        memories: [{ memoryId: 'mem1', subject: 'brand colour', content: 'Our brand colour is teal' }],
      },
      at,
    },
  };
  const confirm = {
    type: 'AnswerForget' as const,
    messageId: 'm2',
    optionId: 'forget',
    forgottenMemoryIds: ['mem1'],
    reply: 'Forgotten: brand colour.',
    at,
  };
  const { type: _type, ...data } = confirm;
  const forgotten = { type: 'ForgetAnswered' as const, data };

  it('given an open forget card, when confirmed, then what was forgotten and the reply are recorded', () => {
    spec
      .given([asked])
      .when(confirm)
      .then([
        {
          type: 'ForgetAnswered',
          data: {
            messageId: 'm2',
            optionId: 'forget',
            forgottenMemoryIds: ['mem1'],
            reply: 'Forgotten: brand colour.',
            at,
          },
        },
      ]);
  });

  it('given a confirmed card, when confirmed again, then nothing happens; "keep" is refused', () => {
    spec.given([asked, forgotten]).when(confirm).then([]);
    spec
      .given([asked, forgotten])
      .when({ ...confirm, optionId: 'keep', forgottenMemoryIds: [] })
      .thenThrows(ApiError, (e) => expect(e.code).toBe('card_already_answered'));
  });

  it('refuses an option the forget card does not offer', () => {
    spec
      .given([asked])
      .when({ ...confirm, optionId: 'new' })
      .thenThrows(ApiError, (e) => expect(e.code).toBe('unknown_option'));
  });
});
