import { openSqlClient, type SqlClient } from '@lomo/database';
import { CachedEmbedder } from './cached.embedder';
import { embedderConformance } from './embedder.conformance';
import type { Embedder } from './embedder.port';
import { HashedNgramEmbedder } from './hashed-ngram.embedder';
import { PostgresEmbeddingStore, StoredEmbedder, type EmbeddingStore } from './stored.embedder';

/** The real hashed embedder, recording every text that reaches it. */
class Recording implements Embedder {
  readonly name = 'hashed-ngram';
  readonly dimensions = 256;
  readonly seen: string[] = [];
  private readonly real = new HashedNgramEmbedder();

  async embed(texts: string[]): Promise<number[][]> {
    this.seen.push(...texts);
    return this.real.embed(texts);
  }
}

/** ADR 0055: vectors kept in the main database outlive the process and its in-memory cache. */
describe('StoredEmbedder on PGlite', () => {
  let sql: SqlClient;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
  });

  afterAll(() => sql.close());

  embedderConformance('stored hashed-ngram', async () => ({
    embedder: new StoredEmbedder(new HashedNgramEmbedder(), new PostgresEmbeddingStore(sql)),
  }));

  it('given texts a process embedded, when a restarted process (a cold in-memory cache) asks for them, then they are read back, not embedded again, and equal', async () => {
    const texts = ['make the poster warmer', 'сделай постер теплее', '海报再暖一点'];
    const before = new Recording();
    const first = await new CachedEmbedder(new StoredEmbedder(before, new PostgresEmbeddingStore(sql))).embed(texts);
    const after = new Recording();
    const restarted = new CachedEmbedder(new StoredEmbedder(after, new PostgresEmbeddingStore(sql)));
    const again = await restarted.embed([...texts, 'a new line']);
    expect(before.seen).toEqual(texts);
    expect(after.seen).toEqual(['a new line']);
    expect(again.slice(0, 3).map((v) => v.map((x) => Number(x.toFixed(6))))).toEqual(
      first.map((v) => v.map((x) => Number(x.toFixed(6)))),
    );
  });

  it('given a long text (a task summary that changes with every message), then it is embedded, never kept', async () => {
    const inner = new Recording();
    const stored = new StoredEmbedder(inner, new PostgresEmbeddingStore(sql));
    const summary = `a poster for the fair\n${'bigger, warmer, another photo. '.repeat(30)}`;
    await stored.embed([summary]);
    await stored.embed([summary]);
    expect(inner.seen).toEqual([summary, summary]);
  });

  it('given a store that fails, then the texts are embedded as if nothing were kept, and the failure is told', async () => {
    const failing: EmbeddingStore = {
      get: () => Promise.reject(new Error('the database is down')),
      put: () => Promise.reject(new Error('the database is down')),
    };
    const told: string[] = [];
    const inner = new Recording();
    const stored = new StoredEmbedder(inner, failing, (error) => told.push((error as Error).message));
    const [vector] = await stored.embed(['a flyer']);
    expect(vector).toEqual((await new HashedNgramEmbedder().embed(['a flyer']))[0]);
    expect(told).toEqual(['the database is down', 'the database is down']);
  });

  it('given vectors of another model under the same text, then they are not mixed up', async () => {
    const store = new PostgresEmbeddingStore(sql);
    await store.put('model-a', [['k', [1, 0]]]);
    expect(await store.get('model-b', ['k'])).toEqual(new Map());
    expect(await store.get('model-a', ['k', 'missing'])).toEqual(new Map([['k', [1, 0]]]));
  });
});
