import { openSqlClient, type SqlClient } from '@lomo/database';
import { CachedEmbedder } from './cached.embedder';
import { embedderConformance } from './embedder.conformance';
import type { Embedder } from './embedder.port';
import { embeddingScope, withEmbeddingScope } from './embedding-scope';
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
    embedder: new Scoped(
      'ws-conformance',
      new StoredEmbedder(new HashedNgramEmbedder(), new PostgresEmbeddingStore(sql)),
    ),
  }));

  const kept = async (scope: string) =>
    (await sql.query<{ n: number }>(`select count(*)::int as n from lomo_embeddings where scope = $1`, [scope])).rows[0]
      .n;

  it('given texts a process embedded, when a restarted process (a cold in-memory cache) asks for them, then they are read back, not embedded again, and equal', async () => {
    const texts = ['make the poster warmer', 'сделай постер теплее', '海报再暖一点'];
    const before = new Recording();
    const first = await withEmbeddingScope('ws-1', () =>
      new CachedEmbedder(new StoredEmbedder(before, new PostgresEmbeddingStore(sql))).embed(texts),
    );
    const after = new Recording();
    const restarted = new CachedEmbedder(new StoredEmbedder(after, new PostgresEmbeddingStore(sql)));
    const again = await withEmbeddingScope('ws-1', () => restarted.embed([...texts, 'a new line']));
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
    await withEmbeddingScope('ws-1', () => stored.embed([summary]));
    await withEmbeddingScope('ws-1', () => stored.embed([summary]));
    expect(inner.seen).toEqual([summary, summary]);
  });

  it('given a store that fails, then the texts are embedded as if nothing were kept, and the failure is told', async () => {
    const failing: EmbeddingStore = {
      get: () => Promise.reject(new Error('the database is down')),
      put: () => Promise.reject(new Error('the database is down')),
      drop: () => Promise.reject(new Error('the database is down')),
    };
    const told: string[] = [];
    const inner = new Recording();
    const stored = new StoredEmbedder(inner, failing, (error) => told.push((error as Error).message));
    const [vector] = await withEmbeddingScope('ws-1', () => stored.embed(['a flyer']));
    expect(vector).toEqual((await new HashedNgramEmbedder().embed(['a flyer']))[0]);
    expect(told).toEqual(['the database is down', 'the database is down']);
  });

  it('given vectors of another model under the same text, then they are not mixed up', async () => {
    const store = new PostgresEmbeddingStore(sql);
    await store.put('model-a', 'ws-1', [['k', [1, 0]]]);
    expect(await store.get('model-b', 'ws-1', ['k'])).toEqual(new Map());
    expect(await store.get('model-a', 'ws-1', ['k', 'missing'])).toEqual(new Map([['k', [1, 0]]]));
  });

  it('given a text embedded in no workspace scope, then it is embedded and never kept (no erasure could find it)', async () => {
    const inner = new Recording();
    const stored = new StoredEmbedder(inner, new PostgresEmbeddingStore(sql));
    const rows = async () =>
      (await sql.query<{ n: number }>(`select count(*)::int as n from lomo_embeddings`)).rows[0].n;
    const before = await rows();
    expect(embeddingScope()).toBeUndefined();
    await stored.embed(['a loose line']);
    await stored.embed(['a loose line']);
    expect(inner.seen).toEqual(['a loose line', 'a loose line']);
    expect(await rows()).toBe(before);
  });

  it("given two workspaces' vectors, when one is dropped (an erasure in it), then only its vectors go, and its texts are embedded again on use", async () => {
    const store = new PostgresEmbeddingStore(sql);
    const inner = new Recording();
    const stored = new StoredEmbedder(inner, store);
    await withEmbeddingScope('ws-erased', () => stored.embed(['a red cat', 'our colour is teal']));
    await withEmbeddingScope('ws-kept', () => stored.embed(['a red cat']));
    expect([await kept('ws-erased'), await kept('ws-kept')]).toEqual([2, 1]);
    expect(await store.drop('ws-erased')).toBe(2);
    expect([await kept('ws-erased'), await kept('ws-kept')]).toEqual([0, 1]);
    const again = new Recording();
    await withEmbeddingScope('ws-erased', () => new StoredEmbedder(again, store).embed(['a red cat']));
    await withEmbeddingScope('ws-kept', () => new StoredEmbedder(again, store).embed(['a red cat']));
    expect(again.seen).toEqual(['a red cat']);
  });
});

/** Runs every call of `inner` inside a workspace's scope, as the router's handlers do. */
class Scoped implements Embedder {
  readonly name: string;
  readonly dimensions: number;

  constructor(
    private readonly scope: string,
    private readonly inner: Embedder,
  ) {
    this.name = inner.name;
    this.dimensions = inner.dimensions;
  }

  embed(texts: string[]): Promise<number[][]> {
    return withEmbeddingScope(this.scope, () => this.inner.embed(texts));
  }
}
