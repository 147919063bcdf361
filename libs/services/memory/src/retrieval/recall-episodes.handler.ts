import { Inject, Logger } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMBEDDER, SEARCH_INDEX, type Embedder, type SearchIndex } from '@lomo/search';
import type { ApiCaller, RecalledEpisode } from '@lomo/service-api';
import { episodeViews } from '../application/episode-views';
import { MemoryStreams } from '../application/memory-streams';
import { episodeDocId, episodeKind } from './episode-document';
import { MemoryIndexProcessor } from './memory-index.processor';
import { rankedSearch, type RankedSearchDeps } from './ranked-search';
import { recency } from './recall.handler';

export class RecallEpisodes extends Query<RecalledEpisode[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { query: string; taskId?: string; limit?: number },
  ) {
    super();
  }
}

/**
 * Episodes relevant to a task's goal: hybrid search over the person's episode
 * documents, weighted by recency, then checked against the stream's state (an episode the
 * index still held after a forget is never shown). The asking task's own episode is left
 * out. Search down → keyword overlap on the state, logged.
 */
@QueryHandler(RecallEpisodes)
export class RecallEpisodesHandler implements IQueryHandler<RecallEpisodes>, RankedSearchDeps {
  readonly logger = new Logger('memory.recall');

  constructor(
    private readonly streams: MemoryStreams,
    readonly indexer: MemoryIndexProcessor,
    @Inject(SEARCH_INDEX) readonly index: SearchIndex,
    @Inject(EMBEDDER) readonly embedder: Embedder,
  ) {}

  async execute({ caller, input }: RecallEpisodes): Promise<RecalledEpisode[]> {
    const limit = Math.min(Math.max(input.limit ?? 3, 1), 20);
    const now = Date.parse(this.streams.now());
    const views = new Map(
      episodeViews(await this.streams.state(caller))
        .filter((e) => e.taskId !== input.taskId)
        .map((e) => [episodeDocId(caller.userId, e.taskId), e]),
    );
    const ranked = await rankedSearch(
      this,
      { workspaceId: caller.workspaceId, text: input.query, kind: episodeKind(caller.userId), limit: limit * 4 },
      () => [...views].map(([id, e]) => ({ id, text: e.lines.map((l) => l.text).join(' ') })),
    );
    return ranked
      .flatMap(({ id, score }) => {
        const episode = views.get(id);
        return episode ? [{ episode, score: score * recency(episode.until, now) }] : [];
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
