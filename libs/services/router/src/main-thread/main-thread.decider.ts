import type { Decider } from '@lomo/event-store';
import type { MainThreadEvent, MainThreadState, RecordRouting } from './main-thread.events';

/** Stream of one user's main thread in one workspace. */
export { mainThreadStreamId } from '@lomo/contracts';

export const mainThreadDecider: Decider<RecordRouting, MainThreadEvent, MainThreadState> = {
  initialState: () => ({ messageIds: new Set() }),
  decide(command, state) {
    if (state.messageIds.has(command.messageId)) return [];
    const { messageId, text, target, decision, taskIds, reason, at } = command;
    return [
      { type: 'MainMessagePosted', data: { messageId, text, ...(target ? { target } : {}), at } },
      { type: 'MainMessageRouted', data: { messageId, decision, taskIds, reason, at } },
    ];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MainMessagePosted':
        return { messageIds: new Set([...state.messageIds, event.data.messageId]) };
      case 'MainMessageRouted':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
