import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Embedder } from '@lomo/search';
import { cosine } from '@lomo/search';
import { longText, MEANINGS } from './sentences';

/** One embedder's numbers from one run. */
export interface Measured {
  embedder: string;
  coldStartMs: number;
  sentenceP50Ms: number;
  sentenceP95Ms: number;
  /** The whole set in one call, per sentence. */
  batchPerSentenceMs: number;
  batchMs: number;
  batchSize: number;
  /** ms for one text of that many characters. */
  longMs: Record<number, number>;
  /** A repeated text through CachedEmbedder (the router's case). */
  cachedHitMs?: number;
  /** Engine process memory in MB (resident now / peak), undefined when in-process. */
  rss?: { nowMb: number; peakMb: number };
  /** Share of sentences whose nearest other sentence is a translation of itself. */
  translationNearest: number;
  meanTranslationCosine: number;
  meanOtherCosine: number;
  /** The batch's vectors: two builds of one engine are compared on them. */
  vectors: number[][];
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await f();
  return { ms: performance.now() - start, value };
}

/** VmRSS and VmHWM of a process, in MB. */
export function processMemory(pid: number): { nowMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { nowMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Nearest-translation share and mean cosines over MEANINGS (all languages mixed). */
function crossLanguage(
  vectors: number[][],
): Pick<Measured, 'translationNearest' | 'meanTranslationCosine' | 'meanOtherCosine'> {
  const meaningOf = MEANINGS.flatMap((texts, m) => texts.map(() => m));
  let nearestRight = 0;
  const same: number[] = [];
  const other: number[] = [];
  vectors.forEach((v, i) => {
    let best = -Infinity;
    let bestMeaning = -1;
    vectors.forEach((w, j) => {
      if (i === j) return;
      const score = cosine(v, w);
      (meaningOf[i] === meaningOf[j] ? same : other).push(score);
      if (score > best) [best, bestMeaning] = [score, meaningOf[j]];
    });
    if (bestMeaning === meaningOf[i]) nearestRight++;
  });
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return {
    translationNearest: nearestRight / vectors.length,
    meanTranslationCosine: mean(same),
    meanOtherCosine: mean(other),
  };
}

/**
 * Measures one embedder: `open` builds a fresh, cold instance (timed to its first vector),
 * `rounds` passes of the sentences one by one, then the whole set as one batch, then long texts.
 */
export async function measure(
  name: string,
  open: () => Embedder,
  options: {
    rounds: number;
    coldStarts: number;
    longChars: number[];
    cached?: () => Embedder;
    pid?: (e: Embedder) => Promise<number | undefined>;
  },
): Promise<Measured> {
  const sentences = MEANINGS.flat();
  const colds: number[] = [];
  for (let i = 0; i < options.coldStarts; i++) {
    const cold = open();
    colds.push((await timed(() => cold.embed([sentences[i % sentences.length]]))).ms);
    await cold.close?.();
  }
  const embedder = open();
  await embedder.embed(['warm-up']);
  const singles: number[] = [];
  for (let r = 0; r < options.rounds; r++)
    for (const s of sentences) singles.push((await timed(() => embedder.embed([s]))).ms);
  const batch = await timed(() => embedder.embed(sentences));
  const longMs: Record<number, number> = {};
  for (const chars of options.longChars) longMs[chars] = (await timed(() => embedder.embed([longText(chars)]))).ms;
  let cachedHitMs: number | undefined;
  if (options.cached) {
    const cached = options.cached();
    await cached.embed([sentences[0]]);
    const hits: number[] = [];
    for (let i = 0; i < 200; i++) hits.push((await timed(() => cached.embed([sentences[0]]))).ms);
    cachedHitMs = percentile(hits, 50);
    await cached.close?.();
  }
  const pid = await options.pid?.(embedder);
  const rss = pid ? processMemory(pid) : undefined;
  await embedder.close?.();
  return {
    embedder: name,
    coldStartMs: percentile(colds, 50),
    sentenceP50Ms: percentile(singles, 50),
    sentenceP95Ms: percentile(singles, 95),
    batchMs: batch.ms,
    batchSize: sentences.length,
    batchPerSentenceMs: batch.ms / sentences.length,
    longMs,
    cachedHitMs,
    rss,
    ...crossLanguage(batch.value),
    vectors: batch.value,
  };
}
