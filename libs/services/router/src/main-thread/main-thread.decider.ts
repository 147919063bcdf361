import type { Decider } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import type {
  MainThreadCommand,
  MainThreadEvent,
  MainThreadState,
  MoveMessage,
  RecordRouting,
} from './main-thread.events';
import { moveRefusal } from './move.rules';
import { ChunkedMap } from './chunked-map';

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

/**
 * A simulated time (a scenario run's stamp) must not go back before the thread's last message;
 * the router's own clock is trusted as it is. The post handler asks before routing (so nothing
 * is created for a refused post), the decider again when recording.
 */
export function simulatedTimeRefusal(lastAt: string | undefined, at: string): ApiError | undefined {
  if (!lastAt || at >= lastAt) return undefined;
  return new ApiError(
    'conflict',
    'simulated_time_backwards',
    `at ${at} is before the thread's last message (${lastAt})`,
    {
      lastAt,
    },
  );
}

/** A post is recorded once, at a time that does not go back when the client stamped it. */
function decidePost(command: RecordRouting, state: MainThreadState): MainThreadEvent[] {
  if (state.messageIds.has(command.messageId)) return [];
  const { type: _type, messageId, text, target, at, simulatedTime, ...routed } = command;
  const refusal = simulatedTime ? simulatedTimeRefusal(state.lastAt, at) : undefined;
  if (refusal) throw refusal;
  return [
    {
      type: 'MainMessagePosted',
      data: { messageId, text, ...(target ? { target } : {}), at, ...(simulatedTime ? { simulatedTime } : {}) },
    },
    { type: 'MainMessageRouted', data: { messageId, ...routed, at } },
  ];
}

/**
 * A move the handler carried out is recorded if the message may still be moved and no other
 * move was recorded since the handler looked (its ids derive from that count); the same target
 * again is a no-op.
 */
function decideMove(command: MoveMessage, state: MainThreadState): MainThreadEvent[] {
  const { type: _type, movesBefore, ...move } = command;
  const card = state.cards.get(move.messageId);
  const refusal = moveRefusal(
    move.messageId,
    state.messageIds.has(move.messageId)
      ? {
          tasks: state.several.has(move.messageId) ? 2 : 1,
          redacted: state.redacted.has(move.messageId),
          ...(card ? { card: { answered: card.answered !== undefined, forget: card.forget === true } } : {}),
        }
      : undefined,
  );
  if (refusal) throw refusal;
  const moved = state.moved.get(move.messageId);
  if (moved?.toTaskId === move.toTaskId) return [];
  if ((moved?.count ?? 0) !== movesBefore)
    throw new ApiError('conflict', 'message_moved_meanwhile', `message ${move.messageId} was moved meanwhile`, {
      taskId: moved?.toTaskId,
    });
  return [{ type: 'MessageMoved', data: move }];
}

/** Times as the router writes them (`toISOString`, years 0–9999) compare as strings. */
const later = (a: string | undefined, b: string) => (a && a > b ? a : b);

export const mainThreadDecider: Decider<MainThreadCommand, MainThreadEvent, MainThreadState> = {
  initialState: () => ({
    messageIds: ChunkedMap.empty(),
    cards: ChunkedMap.empty(),
    moved: ChunkedMap.empty(),
    several: ChunkedMap.empty(),
    redacted: ChunkedMap.empty(),
  }),
  decide(command, state) {
    if (command.type === 'RecordRouting') return decidePost(command, state);
    if (command.type === 'MoveMessage') return decideMove(command, state);
    return decideAnswer(command, state);
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MainMessagePosted':
        return {
          ...state,
          messageIds: state.messageIds.with(event.data.messageId, true),
          lastAt: later(state.lastAt, event.data.at),
        };
      case 'MainMessageRouted': {
        const { messageId, card, taskIds } = event.data;
        const routed = taskIds.length > 1 ? { ...state, several: state.several.with(messageId, true) } : state;
        if (!card) return routed;
        const optionIds = card.options.map((o) => o.optionId);
        const forget = (card.memories?.length ?? 0) > 0;
        return {
          ...routed,
          cards: state.cards.with(messageId, { optionIds, ...(forget ? { forget } : {}) }),
        };
      }
      case 'MessageMoved': {
        const { messageId, toTaskId } = event.data;
        const count = (state.moved.get(messageId)?.count ?? 0) + 1;
        return { ...state, moved: state.moved.with(messageId, { toTaskId, count }) };
      }
      case 'MainMessagesRedacted':
        return {
          ...state,
          redacted: event.data.messageIds.reduce((redacted, id) => redacted.with(id, true), state.redacted),
        };
      case 'DisambiguationAnswered':
      case 'ForgetAnswered': {
        const card = state.cards.get(event.data.messageId);
        if (!card) return state;
        const answered = { ...card, answered: event.data.optionId };
        return { ...state, cards: state.cards.with(event.data.messageId, answered) };
      }
      case 'StatementsForgotten':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
