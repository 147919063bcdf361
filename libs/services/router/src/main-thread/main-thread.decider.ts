import type { Decider } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import type { MainThreadCommand, MainThreadEvent, MainThreadState } from './main-thread.events';

/** Stream of one user's main thread in one workspace. */
export { mainThreadStreamId } from '@lomo/contracts';

function decideAnswer(command: Extract<MainThreadCommand, { type: 'AnswerDisambiguation' }>, state: MainThreadState) {
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
  const { messageId, optionId, decision, taskIds, at } = command;
  return [{ type: 'DisambiguationAnswered' as const, data: { messageId, optionId, decision, taskIds, at } }];
}

export const mainThreadDecider: Decider<MainThreadCommand, MainThreadEvent, MainThreadState> = {
  initialState: () => ({ messageIds: new Set(), cards: new Map() }),
  decide(command, state) {
    if (command.type === 'AnswerDisambiguation') return decideAnswer(command, state);
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
      case 'DisambiguationAnswered': {
        const card = state.cards.get(event.data.messageId);
        if (!card) return state;
        const answered = { ...card, answered: event.data.optionId };
        return { ...state, cards: new Map([...state.cards, [event.data.messageId, answered]]) };
      }
      case 'MainMessagesRedacted':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
