import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Embedder, SearchDocument, SearchIndex } from '@lomo/search';
import type { MemoryApi } from '@lomo/service-api';
import { memoryKind } from '@lomo/services/memory';

/**
 * Recall queries of the latency run: five on subjects the filler never mentions, five made of
 * the filler's own common words ("client", "artwork", "for", "bold"), which match tens of
 * thousands of documents and are the hard case for keyword ranking.
 */
export const LATENCY_QUERIES = [
  'which colours for the poster',
  'fonts for the headline',
  'layout of the flyer',
  'photos for the campaign',
  'illustration style',
  'bold artwork for the client',
  'a quiet note for client 12',
  'soft or bright colours',
  'what did the client ask for',
  'artwork style for posters',
];

export interface Stats {
  p50: number;
  p99: number;
}

export interface Latency {
  /** `MemoryApi.recall` end to end, after the warm-up. */
  recall: Stats;
  /** `SearchIndex.search` alone (the query the recall makes, vector embedded beforehand). */
  search: Stats;
  /** The warm-up recalls: the first calls after loading (cold caches, JIT). */
  cold: Stats;
  /** Seconds to write the filler documents into the index. */
  loadSeconds: number;
  /** 1-min load average at the start and the end of the measured calls. */
  load: [number, number];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (samples: number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

async function timed(times: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

const fillerIds = (scale: number) => Array.from({ length: scale }, (_, j) => `filler-${j}`);

/**
 * Writes `scale` filler memories of one person straight into the search index (embedded with
 * the app's embedder), then times recalls for that person; removes the filler from a shared
 * server index afterwards.
 */
export async function measureLatency(options: {
  memory: MemoryApi;
  index: SearchIndex;
  embedder: Embedder;
  caller: { workspaceId: string; userId: string };
  scale: number;
  queries: number;
  warmup: number;
}): Promise<Latency> {
  const { memory, index, embedder, caller, scale } = options;
  const now = new Date().toISOString();
  const loadStarted = performance.now();
  const ids = fillerIds(scale);
  for (let i = 0; i < scale; i += 1_000) {
    const batch: SearchDocument[] = ids.slice(i, i + 1_000).map((id, k) => {
      const j = i + k;
      return {
        id,
        workspaceId: caller.workspaceId,
        kind: memoryKind(caller.userId),
        title: `note ${j % 97}`,
        body: `client ${j % 1_013} asked for ${['bold', 'quiet', 'bright', 'soft'][j % 4]} artwork ${j}`,
        createdAt: now,
        updatedAt: now,
      };
    });
    const vectors = await embedder.embed(batch.map((d) => `${d.title}\n${d.body}`));
    await index.upsert(batch.map((d, k) => ({ ...d, vector: vectors[k] })));
    if ((i + 1_000) % 20_000 === 0)
      console.error(
        `${index.adapter}: ${i + 1_000} filler memories written, ${Math.round(performance.now() - loadStarted) / 1_000} s`,
      );
  }
  const loadSeconds = (performance.now() - loadStarted) / 1_000;
  const query = (i: number) => LATENCY_QUERIES[i % LATENCY_QUERIES.length];
  const recall = (i: number) => memory.recall(caller, { query: query(i), limit: 5 });
  const cold = await timed(options.warmup, recall);
  const startLoad = loadavg()[0];
  const recalls = await timed(options.queries, recall);
  const vectors = await embedder.embed(LATENCY_QUERIES);
  const searches = await timed(options.queries, (i) =>
    index.search({
      workspaceId: caller.workspaceId,
      text: query(i),
      vector: vectors[i % LATENCY_QUERIES.length],
      kinds: [memoryKind(caller.userId)],
      limit: 20,
    }),
  );
  const load: [number, number] = [startLoad, loadavg()[0]];
  if (index.adapter === 'opensearch')
    for (let i = 0; i < scale; i += 1_000) await index.delete(caller.workspaceId, ids.slice(i, i + 1_000));
  return { recall: stats(recalls), search: stats(searches), cold: stats(cold), loadSeconds, load };
}
