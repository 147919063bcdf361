import { openSqlClient, type SqlClient } from '@lomo/database';
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

/**
 * ADR 0032: PGlite runs no autovacuum. Without statistics its planner took every table for one
 * row, walked the vocabulary instead of the trigram index and sorted the scope instead of
 * using HNSW; the plans of the statements a search really sends show which indexes they use.
 */
describe('PostgresSearchIndex (PGlite): planner statistics as the index grows', () => {
  let raw: SqlClient;
  const sent: Array<{ text: string; params?: unknown[] }> = [];

  beforeAll(async () => {
    raw = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
  });
  afterAll(() => raw.close());

  it('given 2,000 documents written in batches, when words and a vector are searched, then the full-text and HNSW indexes answer', async () => {
    const recording: SqlClient = {
      ...raw,
      query: (text, params) => (sent.push({ text, params }), raw.query(text, params)),
      transaction: (fn) =>
        raw.transaction((tx) => fn({ query: (text, params) => (sent.push({ text, params }), tx.query(text, params)) })),
    };
    const index = new PostgresSearchIndex(recording, { dimensions, exactVectorScanUpTo: 100 });
    for (let b = 0; b < 10; b++)
      await index.upsert(
        Array.from({ length: 200 }, (_, k) => {
          const i = b * 200 + k;
          return { ...doc(`d${i}`, `poster ${i} word${i}`, [1, (i % 97) / 97, (i % 13) / 13, 0]), body: 'muted' };
        }),
      );
    const [{ reltuples }] = (
      await raw.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'lomo_search_docs'`)
    ).rows;
    expect(reltuples).toBeGreaterThanOrEqual(1_000);

    sent.length = 0;
    const hits = await index.search({ workspaceId: 'ws', text: 'word17 wrod1234', vector: [1, 0.5, 0.5, 0], limit: 5 });
    expect(hits.map((h) => h.document.id)).toContain('d17');
    const plans = await raw.transaction(async (tx) => {
      const out: string[] = [];
      for (const { text, params } of sent) {
        if (/^\s*select set_config/.test(text)) await tx.query(text, params);
        else if (/^\s*(select|with)/.test(text))
          out.push((await tx.query(`explain ${text}`, params)).rows.map((r) => String(Object.values(r)[0])).join('\n'));
      }
      return out.join('\n');
    });
    // Without statistics both went through the (workspace_id, kind) btree and filtered every
    // document. (Whether 2,000 words are probed by trigrams or scanned is the planner's fair
    // call at this size; bench/memory measures the probe at 100,000.)
    expect(plans).toContain('Bitmap Index Scan on lomo_search_docs_tsv');
    expect(plans).toContain('Index Scan using lomo_search_docs_hnsw_4');
    expect(plans).not.toMatch(/lomo_search_docs_kind|Seq Scan on lomo_search_docs/);
  });

  it('keeps no GIN pending list: entries go straight into the index', async () => {
    const { rows } = await raw.query<{ relname: string; reloptions: string[] | null }>(
      `select relname, reloptions from pg_class where relname in ('lomo_search_docs_tsv', 'lomo_search_terms_trgm') order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'lomo_search_docs_tsv', reloptions: ['fastupdate=off'] },
      { relname: 'lomo_search_terms_trgm', reloptions: ['fastupdate=off'] },
    ]);
  });
});
