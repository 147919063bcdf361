import { CachedEmbedder } from './cached.embedder';
import { embedderConformance } from './embedder.conformance';
import type { Embedder } from './embedder.port';
import { HashedNgramEmbedder } from './hashed-ngram.embedder';

/** The real hashed embedder, recording every text that reaches it. */
class Recording implements Embedder {
  readonly name = 'hashed-ngram';
  readonly dimensions = 256;
  readonly seen: string[] = [];
  failNext = false;
  private readonly real = new HashedNgramEmbedder();

  async embed(texts: string[]): Promise<number[][]> {
    this.seen.push(...texts);
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the provider is down');
    }
    return this.real.embed(texts);
  }
}

embedderConformance('cached hashed-ngram', async () => ({ embedder: new CachedEmbedder(new HashedNgramEmbedder()) }));

describe('CachedEmbedder', () => {
  it('given a text embedded before, when asked again in any call, then the inner embedder never sees it twice', async () => {
    const inner = new Recording();
    const cached = new CachedEmbedder(inner);
    const [first] = await cached.embed(['a poster for the fair']);
    const again = await cached.embed(['a poster for the fair', 'a flyer', 'a poster for the fair']);
    expect(inner.seen).toEqual(['a poster for the fair', 'a flyer']);
    expect(again[0]).toEqual(first);
    expect(again[2]).toEqual(first);
    expect(first).toEqual((await new HashedNgramEmbedder().embed(['a poster for the fair']))[0]);
  });

  it('given the same text asked by calls at once, when they finish, then it was embedded once', async () => {
    const inner = new Recording();
    const cached = new CachedEmbedder(inner);
    const [a, b] = await Promise.all([cached.embed(['frame three']), cached.embed(['frame three', 'slide 7'])]);
    expect(inner.seen).toEqual(['frame three', 'slide 7']);
    expect(a[0]).toEqual(b[0]);
  });

  it('given a full cache, when a new text arrives, then the least recently used one is embedded again later', async () => {
    const inner = new Recording();
    const cached = new CachedEmbedder(inner, { maxEntries: 2 });
    await cached.embed(['one']);
    await cached.embed(['two']);
    await cached.embed(['one']);
    await cached.embed(['three']);
    await cached.embed(['one', 'two']);
    expect(inner.seen).toEqual(['one', 'two', 'three', 'two']);
  });

  it('given a failing inner embedder, when it fails, then the call fails and the text is asked for again next time', async () => {
    const inner = new Recording();
    const cached = new CachedEmbedder(inner);
    inner.failNext = true;
    await expect(cached.embed(['the header'])).rejects.toThrow('the provider is down');
    expect((await cached.embed(['the header']))[0]).toHaveLength(256);
    expect(inner.seen).toEqual(['the header', 'the header']);
  });

  it('given a caller that edits a returned vector, then the cached vector is unchanged', async () => {
    const cached = new CachedEmbedder(new Recording());
    const [v] = await cached.embed(['brighter']);
    const copy = [...v];
    v.fill(7);
    expect((await cached.embed(['brighter']))[0]).toEqual(copy);
  });
});
