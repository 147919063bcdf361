import type { Embedder } from './embedder.port';

/** @default 256 */
export interface HashedNgramOptions {
  dimensions?: number;
}

/** FNV-1a, 32 bit: a stable hash, so a vector is the same on every machine and every run. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Words of a text plus their character trigrams (with word boundaries), the features hashed below. */
export function ngramFeatures(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const features: string[] = [];
  for (const word of words) {
    features.push(`w:${word}`);
    const padded = `<${word}>`;
    for (let i = 0; i + 3 <= padded.length; i++) features.push(padded.slice(i, i + 3));
  }
  return features;
}

/**
 * The offline default: hashed word and character-trigram features (the "hashing trick"),
 * signed to cancel collisions, L2-normalised. Downloads nothing, needs no key, same output
 * everywhere. It is lexical: "kitten" is near "kitty" by spelling, not near "cat" by
 * meaning — weaker than a model's embeddings (docs/routing.md, bench/router).
 */
export class HashedNgramEmbedder implements Embedder {
  readonly name = 'hashed-ngram';
  readonly dimensions: number;

  constructor(options: HashedNgramOptions = {}) {
    this.dimensions = options.dimensions ?? 256;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((text) => this.embedOne(text));
  }

  embedOne(text: string): number[] {
    const vector = new Array<number>(this.dimensions).fill(0);
    for (const feature of ngramFeatures(text)) {
      const h = fnv1a(feature);
      vector[h % this.dimensions] += h & 0x80000000 ? -1 : 1;
    }
    const norm = Math.hypot(...vector);
    return norm ? vector.map((v) => v / norm) : vector;
  }
}
