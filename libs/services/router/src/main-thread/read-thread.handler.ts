import { LRUCache } from 'lru-cache';
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, StreamNotFound, type EventStore, type RecordedEvent } from '@lomo/event-store';
import type { ApiCaller, MainThreadEntry } from '@lomo/service-api';
import { foldThread, type FoldedThread } from './fold-thread';
import { mainThreadStreamId } from './main-thread.decider';
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
