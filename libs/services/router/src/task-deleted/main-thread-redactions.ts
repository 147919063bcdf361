import type { EventRedaction, RecordedEvent } from '@lomo/event-store';
import type { MainThreadEvent } from '../main-thread/main-thread.events';

type Posted = Extract<MainThreadEvent, { type: 'MainMessagePosted' }>['data'];
type Routed = Extract<MainThreadEvent, { type: 'MainMessageRouted' }>['data'];
type Answered = Extract<MainThreadEvent, { type: 'DisambiguationAnswered' }>['data'];
type Moved = Extract<MainThreadEvent, { type: 'MessageMoved' }>['data'];
/** Records that name messages but carry no words or tasks. */
type ThreadRecord = Extract<
  MainThreadEvent,
  { type: 'MainMessagesRedacted' | 'ForgetAnswered' | 'StatementsForgotten' }
>;
const isRecord = (event: MainThreadEvent): event is ThreadRecord =>
  event.type === 'MainMessagesRedacted' || event.type === 'ForgetAnswered' || event.type === 'StatementsForgotten';

/** What a deletion rewrites in one main thread, and the messages that became tombstones. */
export interface MainThreadRedaction {
  redactions: EventRedaction[];
  messageIds: string[];
}

const without = (ids: readonly string[], taskId: string) => ids.filter((id) => id !== taskId);

/** Whether the event sent the message's words to the task (a move from or to it counts). */
function wentTo(event: Exclude<MainThreadEvent, ThreadRecord>, taskId: string): boolean {
  switch (event.type) {
    case 'MainMessagePosted':
      return event.data.target?.taskId === taskId;
    case 'MessageMoved':
      return event.data.fromTaskId === taskId || event.data.toTaskId === taskId || event.data.keptInTaskId === taskId;
    default:
      return event.data.taskIds.includes(taskId);
  }
}

/**
 * Pure: the rewrites that take a deleted task out of one main thread. A message that
 * went to the task (or named it as target) keeps its place and decision but loses its text,
 * reason and evidence — a tombstone. Every other routing drops the task from its candidates
 * and card options, and blanks a reason, reply or question that quotes the task's words or id.
 */
export function mainThreadRedactions(events: readonly RecordedEvent[], taskId: string): MainThreadRedaction {
  const typed = events.map((e) => ({ recorded: e, event: { type: e.type, data: e.data } as MainThreadEvent }));
  const mine = new Set<string>();
  for (const { event } of typed) {
    if (isRecord(event)) continue;
    if (wentTo(event, taskId)) mine.add(event.data.messageId);
  }
  const words = typed.flatMap(({ event }) =>
    event.type === 'MainMessagePosted' && mine.has(event.data.messageId) && event.data.text ? [event.data.text] : [],
  );
  const quotes = (text?: string) => !!text && [taskId, ...words].some((w) => text.includes(w));
  const redactions: EventRedaction[] = [];
  for (const { recorded, event } of typed) {
    if (isRecord(event)) continue;
    const data = rewrite(event, mine.has(event.data.messageId), taskId, quotes);
    if (data && JSON.stringify(data) !== JSON.stringify(event.data)) redactions.push({ eventId: recorded.id, data });
  }
  return { redactions, messageIds: [...mine] };
}

function rewrite(
  event: Exclude<MainThreadEvent, ThreadRecord>,
  ofTask: boolean,
  taskId: string,
  quotes: (text?: string) => boolean,
): Posted | Routed | Answered | Moved | undefined {
  switch (event.type) {
    case 'MainMessagePosted': {
      if (!ofTask) return undefined;
      const objectId = event.data.target?.objectId;
      return {
        messageId: event.data.messageId,
        text: '',
        ...(objectId ? { target: { objectId } } : {}),
        at: event.data.at,
      };
    }
    case 'MainMessageRouted': {
      const { messageId, decision, taskIds, reason, at, candidates, reply, card } = event.data;
      if (ofTask) return { messageId, decision, taskIds: without(taskIds, taskId), reason: '', at };
      return {
        ...event.data,
        reason: quotes(reason) ? '' : reason,
        ...(candidates && { candidates: candidates.filter((c) => c.taskId !== taskId && !quotes(c.brief)) }),
        ...(reply !== undefined && { reply: quotes(reply) ? '' : reply }),
        ...(card && {
          card: {
            question: quotes(card.question) ? '' : card.question,
            options: card.options.filter((o) => o.taskId !== taskId && !quotes(o.label)),
            ...(card.memories && { memories: card.memories }),
          },
        }),
      };
    }
    case 'DisambiguationAnswered':
      return ofTask ? { ...event.data, taskIds: without(event.data.taskIds, taskId) } : undefined;
    case 'MessageMoved': {
      // The move stays (where the message is now); the deleted task's id leaves it.
      const { fromTaskId, toTaskId, keptInTaskId, ...move } = event.data;
      return {
        ...move,
        ...(fromTaskId && fromTaskId !== taskId ? { fromTaskId } : {}),
        toTaskId: toTaskId === taskId ? '' : toTaskId,
        ...(keptInTaskId && keptInTaskId !== taskId ? { keptInTaskId } : {}),
      };
    }
  }
}
