import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CachedEmbedder } from '../../libs/search/src/embedding/cached.embedder';
import { defaultE5SmallPath, E5SmallEmbedder } from '../../libs/search/src/embedding/e5-small/e5-small.embedder';

const CACHE = join(tmpdir(), 'lomo-pairs-vectors.json');
/** Earlier benches' caches of the same embedder's vectors (raw text → vector). */
const SEEDS = [join(tmpdir(), 'lomo-continuation-vectors.json')];

/**
 * e5-small vectors of `texts`, cached in the OS temp dir (one embedding per distinct text).
 */
export async function vectorsOf(texts: readonly string[]): Promise<Map<string, number[]>> {
  const cache: Record<string, number[]> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
  for (const seed of SEEDS)
    if (existsSync(seed))
      for (const [t, v] of Object.entries(JSON.parse(readFileSync(seed, 'utf8')) as Record<string, number[]>))
        cache[t] ??= v;
  const missing = [...new Set(texts.filter((t) => !cache[t]))];
  if (missing.length) {
    const embedder = new CachedEmbedder(new E5SmallEmbedder({ path: defaultE5SmallPath() }));
    try {
      for (let i = 0; i < missing.length; i += 32) {
        const batch = missing.slice(i, i + 32);
        const vs = await embedder.embed(batch);
        batch.forEach((t, j) => (cache[t] = vs[j]));
        console.error(`router-pairs: embedded ${Math.min(i + 32, missing.length)} of ${missing.length}`);
        if (i % 320 === 0) await writeFile(CACHE, JSON.stringify(cache));
      }
    } finally {
      await embedder.close();
    }
    await writeFile(CACHE, JSON.stringify(cache));
  }
  return new Map(texts.map((t) => [t, cache[t]]));
}
