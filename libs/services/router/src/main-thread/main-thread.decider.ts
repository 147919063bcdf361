import type { Decider } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import type { MainThreadCommand, MainThreadEvent, MainThreadState } from './main-thread.events';

/** Stream of one user's main thread in one workspace. */
export { mainThreadStreamId } from '@lomo/contracts';

type Answer = Extract<MainThreadCommand, { type: 'AnswerDisambiguation' | 'AnswerForget' }>;

/** The same checks for every card: it exists, the option is offered, an answer is given once (the same again is a no-op). */
function decideAnswer(command: Answer, state: MainThreadState): MainThreadEvent[] {
  const card = state.cards.get(command.messageId);
  if (!card)
    throw new ApiError('not_found', 'card_not_found', `message ${command.messageId} has no question to answer`);
  if (card.answered === command.optionId) return [];
  if (card.answered)
    throw new ApiError('conflict', 'card_already_answered', `the question was answered with ${card.answered}`, {
      answeredOptionId: card.answered,
    });
  if (!card.optionIds.includes(command.optionId))
    throw new ApiError('invalid', 'unknown_option', `optionId ${command.optionId} is not offered`, {
      optionIds: card.optionIds,
    });
  if (command.type === 'AnswerForget') {
    const { type: _type, ...data } = command;
    return [{ type: 'ForgetAnswered', data }];
  }
  const { messageId, optionId, decision, taskIds, at } = command;
  return [{ type: 'DisambiguationAnswered', data: { messageId, optionId, decision, taskIds, at } }];
}

export const mainThreadDecider: Decider<MainThreadCommand, MainThreadEvent, MainThreadState> = {
  initialState: () => ({ messageIds: new Set(), cards: new Map() }),
  decide(command, state) {
    if (command.type !== 'RecordRouting') return decideAnswer(command, state);
    if (state.messageIds.has(command.messageId)) return [];
    const { type: _type, messageId, text, target, at, ...routed } = command;
    return [
      { type: 'MainMessagePosted', data: { messageId, text, ...(target ? { target } : {}), at } },
      { type: 'MainMessageRouted', data: { messageId, ...routed, at } },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MainMessagePosted':
        return { ...state, messageIds: new Set([...state.messageIds, event.data.messageId]) };
      case 'MainMessageRouted': {
        if (!event.data.card) return state;
        const optionIds = event.data.card.options.map((o) => o.optionId);
        return { ...state, cards: new Map([...state.cards, [event.data.messageId, { optionIds }]]) };
      }
      case 'DisambiguationAnswered':
      case 'ForgetAnswered': {
        const card = state.cards.get(event.data.messageId);
        if (!card) return state;
        const answered = { ...card, answered: event.data.optionId };
        return { ...state, cards: new Map([...state.cards, [event.data.messageId, answered]]) };
      }
      case 'MainMessagesRedacted':
      case 'StatementsForgotten':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
