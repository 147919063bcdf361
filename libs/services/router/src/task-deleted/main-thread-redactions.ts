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

/**
 * Where each message is in the end: a move (issue 27) takes it out of one task and into another,
 * so a message moved away from the deleted task is not that task's, and one moved into it is.
 */
function placements(events: ReadonlyArray<Exclude<MainThreadEvent, ThreadRecord>>): Map<string, Set<string>> {
  const placed = new Map<string, Set<string>>();
  for (const event of events)
    switch (event.type) {
      case 'MainMessagePosted':
        if (event.data.target?.taskId) placed.set(event.data.messageId, new Set([event.data.target.taskId]));
        break;
      case 'MessageMoved': {
        const { toTaskId, keptInTaskId } = event.data;
        placed.set(event.data.messageId, new Set(keptInTaskId ? [toTaskId, keptInTaskId] : [toTaskId]));
        break;
      }
      default:
        placed.set(event.data.messageId, new Set([...(placed.get(event.data.messageId) ?? []), ...event.data.taskIds]));
    }
  return placed;
}

/**
 * Pure: the rewrites that take a deleted task out of one main thread. A message that
 * is in the task (routed there, named it as target, or moved there) keeps its place and decision
 * but loses its text, reason and evidence — a tombstone. Every other routing drops the task from
 * its task ids (a message moved away from it), candidates and card options, and blanks a reason,
 * reply or question that quotes the task's words or id; a move loses the task's id.
 */
export function mainThreadRedactions(
  events: readonly RecordedEvent[],
  taskId: string,
  /** The task's words from the other threads of the workspace (`taskWords`): another person's routing may quote it. */
  elsewhere: readonly string[] = [],
): MainThreadRedaction {
  const typed = typedEvents(events);
  const mine = messagesOf(typed, taskId);
  const words = [...wordsOf(typed, mine), ...elsewhere];
  const quotes = (text?: string) => !!text && [taskId, ...words].some((w) => text.includes(w));
  const redactions: EventRedaction[] = [];
  for (const { recorded, event } of typed) {
    if (isRecord(event)) continue;
    const data = rewrite(event, mine.has(event.data.messageId), taskId, quotes);
    if (data && JSON.stringify(data) !== JSON.stringify(event.data)) redactions.push({ eventId: recorded.id, data });
  }
  return { redactions, messageIds: [...mine] };
}

const typedEvents = (events: readonly RecordedEvent[]) =>
  events.map((e) => ({ recorded: e, event: { type: e.type, data: e.data } as MainThreadEvent }));

function messagesOf(typed: ReturnType<typeof typedEvents>, taskId: string): Set<string> {
  const placed = placements(typed.flatMap(({ event }) => (isRecord(event) ? [] : [event])));
  return new Set([...placed].flatMap(([messageId, tasks]) => (tasks.has(taskId) ? [messageId] : [])));
}

const wordsOf = (typed: ReturnType<typeof typedEvents>, mine: ReadonlySet<string>) =>
  typed.flatMap(({ event }) =>
    event.type === 'MainMessagePosted' && mine.has(event.data.messageId) && event.data.text ? [event.data.text] : [],
  );

/**
 * Pure: the words of the messages of one thread that went to the task — what a routing in any
 * thread of the workspace may quote (the router quotes the nearest task's brief, whoever's it is).
 */
export function taskWords(events: readonly RecordedEvent[], taskId: string): string[] {
  const typed = typedEvents(events);
  return wordsOf(typed, messagesOf(typed, taskId));
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
        taskIds: without(taskIds, taskId),
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
      return { ...event.data, taskIds: without(event.data.taskIds, taskId) };
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
