import { Inject, Logger } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMBEDDER, SEARCH_INDEX, type Embedder, type SearchIndex } from '@lomo/search';
import type { ApiCaller, MemoryView, RecalledMemory } from '@lomo/service-api';
import { MemoryStreams } from '../application/memory-streams';
import { holdersOf, memoryViews, sharedViews } from '../application/memory-views';
import { supersededAcrossMembers } from '../application/workspace-slots';
import { MemoryIndexProcessor, memoryKind } from './memory-index.processor';
import { rankedSearch, type RankedSearchDeps } from './ranked-search';

export class Recall extends Query<RecalledMemory[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { query: string; taskId?: string; limit?: number },
  ) {
    super();
  }
}

const DAY_MS = 86_400_000;
/** Recency weight: a memory a month old counts half as much as today's. */
export const recency = (updatedAt: string, now: number) =>
  1 / (1 + Math.max(0, now - Date.parse(updatedAt)) / (30 * DAY_MS));

/** Another task's "this time…" is not this task's business. */
const visibleTo = (m: MemoryView, taskId?: string) =>
  m.scope !== 'task' || (taskId !== undefined && m.taskId === taskId);

/**
 * Recall by a task's goal: hybrid keyword + vector search over the person's memory
 * documents and the workspace's that teammates stated, each hit weighted by confidence and recency, then checked against the stream's
 * state (a document the index still held after a forget is dropped, never shown). When the
 * search server is down, memory degrades to keyword overlap on the state and the miss is logged.
 */
@QueryHandler(Recall)
export class RecallHandler implements IQueryHandler<Recall>, RankedSearchDeps {
  readonly logger = new Logger('memory.recall');

  constructor(
    private readonly streams: MemoryStreams,
    readonly indexer: MemoryIndexProcessor,
    @Inject(SEARCH_INDEX) readonly index: SearchIndex,
    @Inject(EMBEDDER) readonly embedder: Embedder,
  ) {}

  async execute({ caller, input }: Recall): Promise<RecalledMemory[]> {
    const limit = Math.min(Math.max(input.limit ?? 5, 1), 50);
    const now = Date.parse(this.streams.now());
    // The workspace's memories a teammate stated are the caller's too (a brand colour a colleague
    // corrected): listed with theirs, so found with theirs. A teammate's own memories stay theirs:
    // the index may rank them, the views drop them.
    const teammates = await this.streams.teammates(caller);
    // A workspace fact a teammate corrected is recalled as corrected, not beside the correction.
    const own = await this.streams.state(caller);
    const replaced = supersededAcrossMembers([{ holder: '', state: own }, ...holdersOf(teammates)]);
    const views = new Map(
      [...memoryViews(own), ...sharedViews(teammates)]
        .filter((m) => !replaced.has(m.memoryId))
        .map((m) => [m.memoryId, m]),
    );
    const ranked = await rankedSearch(
      this,
      {
        workspaceId: caller.workspaceId,
        text: input.query,
        kind: memoryKind(caller.userId),
        alsoKinds: teammates.map((t) => memoryKind(t.member.userId)),
        limit: Math.min(limit * 4 * (1 + teammates.length), 100),
      },
      () => [...views.values()].map((m) => ({ id: m.memoryId, text: `${m.subject} ${m.content}` })),
    );
    return ranked
      .flatMap(({ id, score }) => {
        const memory = views.get(id);
        return memory && visibleTo(memory, input.taskId)
          ? [{ memory, score: score * memory.confidence * recency(memory.updatedAt, now) }]
          : [];
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
