import { LRUCache } from 'lru-cache';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, StreamNotFound, formatPosition, type EventStore, type RecordedEvent } from '@lomo/event-store';
import type { ApiCaller, MainThreadEntry, RoutingCandidate } from '@lomo/service-api';
import { mainThreadStreamId } from './main-thread.decider';
import type { MainThreadEvent } from './main-thread.events';
import { ThreadContext } from './thread-context';

/** Messages the kept thread contexts may hold together (a long thread's copy is a few MB per 100,000). */
const CONTEXT_MESSAGES = 1_000_000;

/** The main thread of the caller, oldest first, each message with where it went. */
export class ReadThread extends Query<MainThreadEntry[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly query: { limit?: number } = {},
  ) {
    super();
  }
}

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

@QueryHandler(ReadThread)
export class ReadThreadHandler implements IQueryHandler<ReadThread> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Each thread's routing context, kept and brought up to date per post from its revision
   * (ADR 0055); a refresh waits for the one before it, so no event is folded twice.
   */
  private readonly contexts = new LRUCache<string, { context: Promise<ThreadContext> }>({
    maxSize: CONTEXT_MESSAGES,
    sizeCalculation: () => 1,
  });

  async execute({ caller, query }: ReadThread): Promise<MainThreadEntry[]> {
    const all = [...(await this.fold(caller)).entries.values()];
    return query.limit ? all.slice(-query.limit) : all;
  }

  /**
   * What routing a post needs of the caller's thread (`ThreadContext`), reading only the events
   * after the kept copy's revision; the first post of a thread in this process folds it whole,
   * and so does the next one after a task's deletion rewrote the thread.
   */
  context(caller: ApiCaller): Promise<ThreadContext> {
    const streamId = mainThreadStreamId(caller.workspaceId, caller.userId);
    const kept = this.contexts.get(streamId);
    const next = (kept?.context ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then((context) => this.refresh(streamId, context?.stale ? undefined : context));
    const slot = { context: next };
    this.contexts.set(streamId, slot);
    next.then(
      // Sized by what it holds once folded; a failed read leaves nothing behind.
      (context) =>
        this.contexts.get(streamId) === slot && this.contexts.set(streamId, slot, { size: context.size + 1 }),
      () => this.contexts.get(streamId) === slot && this.contexts.delete(streamId),
    );
    return next;
  }

  private async refresh(streamId: string, kept: ThreadContext | undefined): Promise<ThreadContext> {
    const context = kept ?? new ThreadContext();
    try {
      const after = context.revision;
      return context.apply(
        await this.store.readStream(streamId, after === undefined ? {} : { fromRevision: after + 1n }),
      );
    } catch (error) {
      if (error instanceof StreamNotFound) return new ThreadContext();
      throw error;
    }
  }

  /** The caller's thread folded from its start, or continued from `thread` (only the events after it are read). */
  async fold(caller: ApiCaller, thread?: FoldedThread): Promise<FoldedThread> {
    const after = thread?.revision;
    let events: RecordedEvent[];
    try {
      events = await this.store.readStream(
        mainThreadStreamId(caller.workspaceId, caller.userId),
        after === undefined ? {} : { fromRevision: after + 1n },
      );
    } catch (error) {
      if (error instanceof StreamNotFound) return thread ?? { entries: new Map(), revision: undefined };
      throw error;
    }
    return foldThread(events, thread);
  }
}
