import type { TaskEvent } from '../task.events';
import {
  at,
  cardOpened,
  checklistSet,
  refusedWith,
  running,
  spec,
  stopped,
  turnCompleted,
} from '../testing/task-fixtures';

const plan = checklistSet(
  { itemId: 'item-1', title: 'Drafts' },
  { itemId: 'item-2', title: 'Pick a draft', needsApproval: true },
);
const pickCard = cardOpened({
  cardId: 'card:1:2:0',
  proposal: 'Which draft?',
  itemId: 'item-2',
  actions: ['pick', 'adjust'],
  candidates: [{ candidateId: 'art-B', label: 'Draft B', artifactId: 'art-B' }],
});
const awaiting = [...running, plan, pickCard, turnCompleted('awaiting_approval')];
const answer = (action: 'pick' | 'adjust' | 'confirm' | 'reject', extra: Record<string, string> = {}) =>
  ({ type: 'AnswerCheckpoint', cardId: 'card:1:2:0', action, by: 'u', at, ...extra }) as const;
const picked: TaskEvent[] = [
  { type: 'CheckpointAnswered', data: { cardId: 'card:1:2:0', action: 'pick', candidateId: 'art-B', by: 'u', at } },
  {
    type: 'ChecklistItemUpdated',
    data: {
      itemId: 'item-2',
      status: 'done',
      evidence: 'the user picked Draft B',
      addResults: [{ kind: 'artifact', id: 'art-B' }],
      by: 'user:u',
      at,
    },
  },
];

describe('autonomy slice: AnswerCheckpoint (R-6.4, R-10.6)', () => {
  it('given an open plan card, when the user picks a candidate, then the answer and the item closed with the choice as evidence', () => {
    spec
      .given(awaiting)
      .when(answer('pick', { candidateId: 'art-B' }))
      .then(picked);
  });

  it('given an adjustment with a comment, when answered, then the comment becomes a message the next step reads', () => {
    spec
      .given(awaiting)
      .when(answer('adjust', { comment: 'warmer', messageId: 'answer-1' }))
      .then([
        {
          type: 'CheckpointAnswered',
          data: { cardId: 'card:1:2:0', action: 'adjust', comment: 'warmer', by: 'u', at },
        },
        { type: 'MessageDelivered', data: { messageId: 'answer-1', text: 'About "Which draft?": warmer', at } },
      ]);
  });

  it('given the card was answered, when the same answer comes again, then nothing happens', () => {
    spec
      .given([...awaiting, ...picked])
      .when(answer('pick', { candidateId: 'art-B' }))
      .thenNothingHappens();
  });

  it('given the card was answered, when a different answer comes, then it is refused with card_already_answered', () => {
    spec
      .given([...awaiting, ...picked])
      .when(answer('adjust'))
      .thenThrows(...refusedWith('card_already_answered'));
  });

  it('given an action the card does not offer, when answered, then it is refused with action_not_offered', () => {
    spec
      .given(awaiting)
      .when(answer('confirm'))
      .thenThrows(...refusedWith('action_not_offered'));
  });

  it('given a pick of no listed candidate, when answered, then it is refused with unknown_candidate', () => {
    spec
      .given(awaiting)
      .when(answer('pick', { candidateId: 'art-Z' }))
      .thenThrows(...refusedWith('unknown_candidate'));
  });

  it('given no such card, when answered, then it is refused with card_not_found', () => {
    spec
      .given(running)
      .when(answer('pick'))
      .thenThrows(...refusedWith('card_not_found'));
  });

  it('given a stopped task, when an open card is answered, then it is refused with task_terminated', () => {
    spec
      .given([...awaiting, stopped()])
      .when(answer('adjust'))
      .thenThrows(...refusedWith('task_terminated'));
  });
});
