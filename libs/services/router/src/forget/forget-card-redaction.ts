import type { EventRedaction, RecordedEvent } from '@lomo/event-store';
import type { MainThreadEvent } from '../main-thread/main-thread.events';

/**
 * Pure: the rewrite that takes the forgotten words off a confirmed forget card. The
 * card named each memory by what it said so the person could judge it; once forgotten, the
 * main thread must not be where those words survive. Subjects and ids stay (the reply names
 * the subjects); positions stay (rewritten in place). Empty when there is nothing left to blank.
 */
export function forgetCardRedaction(events: readonly RecordedEvent[], messageId: string): EventRedaction[] {
  return events.flatMap((recorded) => {
    const event = { type: recorded.type, data: recorded.data } as MainThreadEvent;
    if (event.type !== 'MainMessageRouted' || event.data.messageId !== messageId) return [];
    const memories = event.data.card?.memories;
    if (!event.data.card || !memories?.some((m) => m.content !== '')) return [];
    const card = { ...event.data.card, memories: memories.map((m) => ({ ...m, content: '' })) };
    return [{ eventId: recorded.id, data: { ...event.data, card } }];
  });
}
