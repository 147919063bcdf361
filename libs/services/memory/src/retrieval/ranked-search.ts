import type { Logger } from '@nestjs/common';
import { keywordTokens, type Embedder, type SearchIndex } from '@lomo/search';
import type { MemoryIndexProcessor } from './memory-index.processor';

/** What a recall searches with: the index, kept caught up by the memory index processor. */
export interface RankedSearchDeps {
  indexer: MemoryIndexProcessor;
  index: SearchIndex;
  embedder: Embedder;
  logger: Logger;
}

/** A candidate for the fallback ranking: its document id and the text it would be found by. */
export interface Candidate {
  id: string;
  text: string;
}

/**
 * Document ids of one kind (and `alsoKinds`: teammates' memories) ranked for `text`: hybrid search once the index caught up with the
 * log, or — search down — keyword overlap on the candidates (the state), the miss logged.
 * Callers check every id against the state: the index may still hold what the state dropped.
 */
export async function rankedSearch(
  deps: RankedSearchDeps,
  query: { workspaceId: string; text: string; kind: string; limit: number; alsoKinds?: readonly string[] },
  candidates: () => Candidate[],
): Promise<Array<{ id: string; score: number }>> {
  try {
    await deps.indexer.catchUp();
    const [vector] = await deps.embedder.embed([query.text]);
    const hits = await deps.index.search({
      workspaceId: query.workspaceId,
      text: query.text,
      vector,
      kinds: [query.kind, ...(query.alsoKinds ?? [])],
      limit: query.limit,
    });
    return hits.map((h) => ({ id: h.document.id, score: h.score }));
  } catch (error) {
    deps.logger.warn({
      msg: `${query.kind.split(':')[0]} search unavailable; recalling by keyword overlap`,
      err: error,
    });
    const words = new Set(keywordTokens(query.text));
    return candidates()
      .map((c) => ({ id: c.id, score: keywordTokens(c.text).filter((w) => words.has(w)).length }))
      .filter((r) => r.score > 0);
  }
}
