import { formatPosition, type RecordedEvent } from '@lomo/event-store';
import type { MainThreadEntry, RoutingCandidate } from '@lomo/service-api';
import type { MainThreadEvent } from './main-thread.events';

/** A main thread folded up to `revision` (`undefined`: no stream yet), its entries by message id in posting order. */
export interface FoldedThread {
  entries: Map<string, MainThreadEntry>;
  revision: bigint | undefined;
}

/** A candidate as the API shows it: the routing event keeps the decider's features too (shared words, meaning…). */
const weighed = ({ taskId, brief, status, score, source }: RoutingCandidate): RoutingCandidate => ({
  taskId,
  brief,
  status,
  score,
  source,
});

/**
 * Folds `events` into `thread` (mutated and returned): pure but for that. The post handler folds
 * the stream once and then only the events its own post appended, not the whole stream again.
 */
export function foldThread(
  events: readonly RecordedEvent[],
  thread: FoldedThread = { entries: new Map(), revision: undefined },
): FoldedThread {
  const { entries } = thread;
  for (const recorded of events) {
    thread.revision = recorded.revision;
    const event = { type: recorded.type, data: recorded.data } as MainThreadEvent;
    if (event.type === 'MainMessagePosted') {
      const { messageId, text, target, at } = event.data;
      entries.set(messageId, {
        messageId,
        text,
        postedAt: at,
        ...(target ? { target } : {}),
        decision: 'created_task',
        taskIds: [],
        position: formatPosition(recorded.position),
      });
    } else if (event.type === 'MainMessageRouted') {
      const entry = entries.get(event.data.messageId);
      const { decision, taskIds, reason, reply, card, language, candidates } = event.data;
      if (entry)
        Object.assign(entry, {
          decision,
          taskIds,
          reason,
          ...(candidates?.length ? { candidates: candidates.map(weighed) } : {}),
          ...(language ? { language } : {}),
          ...(reply ? { reply } : {}),
          ...(card ? { card: { ...card, state: 'open' } } : {}),
          position: formatPosition(recorded.position),
        });
    } else if (event.type === 'DisambiguationAnswered') {
      const entry = entries.get(event.data.messageId);
      if (entry?.card)
        Object.assign(entry, {
          decision: event.data.decision,
          taskIds: event.data.taskIds,
          card: { ...entry.card, state: 'answered', answeredOptionId: event.data.optionId },
          position: formatPosition(recorded.position),
        });
    } else if (event.type === 'MessageMoved') {
      const { messageId, ...move } = event.data;
      const entry = entries.get(messageId);
      if (entry)
        Object.assign(entry, {
          // Blank once the target task was deleted.
          taskIds: move.toTaskId ? [move.toTaskId] : [],
          moves: [...(entry.moves ?? []), move],
          position: formatPosition(recorded.position),
        });
    } else if (event.type === 'ForgetAnswered') {
      const entry = entries.get(event.data.messageId);
      if (entry?.card)
        Object.assign(entry, {
          reply: event.data.reply,
          card: { ...entry.card, state: 'answered', answeredOptionId: event.data.optionId },
          position: formatPosition(recorded.position),
        });
    }
  }
  return thread;
}
