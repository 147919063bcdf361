import { openSqlClient, type SqlClient } from '@lomo/infra/sql';
import type { SearchDocument } from '../search.port';
import { PostgresSearchIndex } from './postgres-search-index';

const dimensions = 4;
const at = '2026-12-01T10:00:00.000Z';
const doc = (id: string, title: string, vector?: number[]): SearchDocument => ({
  id,
  workspaceId: 'ws',
  kind: 'memory',
  title,
  body: '',
  createdAt: at,
  updatedAt: at,
  ...(vector ? { vector } : {}),
});

/** ADR 0030 on PGlite: bounded keyword ranking, the vocabulary kept with the documents, HNSW for a large scope. */
describe('PostgresSearchIndex (PGlite): the bounded query paths', () => {
  let sql: SqlClient;
  let index: PostgresSearchIndex;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
    index = new PostgresSearchIndex(sql, { dimensions, maxKeywordMatches: 5, exactVectorScanUpTo: 3 });
    await index.upsert([
      ...Array.from({ length: 8 }, (_, i) => doc(`p${i}`, `poster ${i}`, [1, i / 10, 0, 0])),
      doc('muted', 'muted poster', [0, 0, 1, 0]),
    ]);
  });
  afterAll(() => sql.close());

  const ids = async (text: string, vector?: number[]) =>
    (await index.search({ workspaceId: 'ws', text, ...(vector ? { vector } : {}) })).map((h) => h.document.id);
  const terms = async () =>
    (await sql.query<{ term: string; docs: number }>(`select term, docs from lomo_search_terms order by term`)).rows;

  it('given a word in more documents than the keyword budget, when searched with a rare word, then the rare word decides', async () => {
    expect(await ids('muted poster')).toEqual(['muted']);
    expect(await ids('poster')).toEqual([]);
  });

  it('finds a near spelling through the vocabulary', async () => {
    expect(await ids('mutted')).toEqual(['muted']);
  });

  it('given a scope above the exact-scan size, when a vector is given, then HNSW answers nearest first', async () => {
    const hits = await index.search({ workspaceId: 'ws', text: '', vector: [0, 0, 1, 0.1] });
    expect(hits[0].document.id).toBe('muted');
    expect(hits).toHaveLength(9);
  });

  it('keeps the vocabulary equal to the documents: rewritten and deleted words leave no count behind', async () => {
    await index.upsert([doc('muted', 'saturated poster', [0, 0, 1, 0])]);
    expect(await terms()).toContainEqual({ term: 'poster', docs: 9 });
    expect((await terms()).map((t) => t.term)).not.toContain('muted');
    await index.delete('ws', ['muted']);
    expect((await terms()).map((t) => t.term)).not.toContain('saturated');
    expect(await terms()).toContainEqual({ term: 'poster', docs: 8 });
  });
});
