import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CachedEmbedder } from '../../libs/search/src/embedding/cached.embedder';
import { defaultE5SmallPath, E5SmallEmbedder } from '../../libs/search/src/embedding/e5-small/e5-small.embedder';

/** The continuation bench's cache: the same embedder's vectors of many of the same lines. */
export const CONTINUATION_CACHE = join(tmpdir(), 'lomo-continuation-vectors.json');
const CACHE = join(tmpdir(), 'lomo-pairs-vectors.json');

/**
 * e5-small vectors of `texts` (raw text → vector), cached in `cache` in the OS temp dir: one
 * embedding per distinct text, ever; `seeds` are other caches of the same embedder read first.
 * `who` names the bench in its progress lines.
 */
export async function vectorsOf(
  texts: readonly string[],
  cacheFile = CACHE,
  seeds: readonly string[] = [CONTINUATION_CACHE],
  who = 'router-pairs',
): Promise<Map<string, number[]>> {
  const read = (file: string): Record<string, number[]> =>
    existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const cache = read(cacheFile);
  for (const seed of seeds) for (const [t, v] of Object.entries(read(seed))) cache[t] ??= v;
  const missing = [...new Set(texts.filter((t) => !cache[t]))];
  if (missing.length) {
    const embedder = new CachedEmbedder(new E5SmallEmbedder({ path: defaultE5SmallPath() }));
    try {
      for (let i = 0; i < missing.length; i += 32) {
        const batch = missing.slice(i, i + 32);
        const vs = await embedder.embed(batch);
        batch.forEach((t, j) => (cache[t] = vs[j]));
        console.error(`${who}: embedded ${Math.min(i + 32, missing.length)} of ${missing.length}`);
      }
    } finally {
      await embedder.close();
    }
    await writeFile(cacheFile, JSON.stringify(cache));
  }
  return new Map(texts.map((t) => [t, cache[t]]));
}
