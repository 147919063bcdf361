import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Embedder } from './embedder.port';

export interface CachedEmbedderOptions {
  /** Vectors kept (least recently used dropped first); 4096 × 384 floats ≈ 12 MB. @default 4096 */
  maxEntries?: number;
}

/**
 * Never embeds the same text twice in a process while it is cached: the router embeds a
 * message once and each task document once, not its 50 candidates on every post. Keys are
 * SHA-256 digests of the text (a long document costs 32 bytes of key); texts asked for while
 * their vector is being computed wait for that computation instead of starting another.
 * Callers get copies, so a caller that edits a vector cannot poison the cache.
 */
export class CachedEmbedder implements Embedder {
  readonly name: string;
  readonly dimensions: number;
  private readonly cache: LRUCache<string, readonly number[]>;
  private readonly inFlight = new Map<string, Promise<readonly number[]>>();

  constructor(
    readonly inner: Embedder,
    options: CachedEmbedderOptions = {},
  ) {
    this.name = inner.name;
    this.dimensions = inner.dimensions;
    this.cache = new LRUCache({ max: options.maxEntries ?? 4096 });
  }

  async embed(texts: string[]): Promise<number[][]> {
    const keys = texts.map((text) => createHash('sha256').update(text).digest('base64'));
    const missing = new Map<string, string>();
    for (const [i, key] of keys.entries())
      if (!this.cache.has(key) && !this.inFlight.has(key)) missing.set(key, texts[i]);
    if (missing.size) this.compute(missing);
    const vectors = await Promise.all(keys.map((key) => this.cache.get(key) ?? this.inFlight.get(key)));
    return vectors.map((vector) => [...(vector as readonly number[])]);
  }

  async close(): Promise<void> {
    await this.inner.close?.();
  }

  private compute(missing: Map<string, string>): void {
    const batch = this.inner.embed([...missing.values()]);
    [...missing.keys()].forEach((key, i) => {
      const vector = batch.then((vectors) => vectors[i]);
      this.inFlight.set(key, vector);
      vector.then(
        (v) => this.cache.set(key, v),
        () => undefined, // a failed batch is not cached: the next call asks again
      );
      void vector.finally(() => this.inFlight.delete(key)).catch(() => undefined);
    });
  }
}
