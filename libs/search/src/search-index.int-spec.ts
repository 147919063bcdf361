import { randomUUID } from 'node:crypto';
import { Client } from '@opensearch-project/opensearch';
import { openSqlClient } from '@lomo/database';
import { OpenSearchIndex } from './opensearch/opensearch-search-index';
import { PostgresSearchIndex } from './postgres/postgres-search-index';
import { SearchUnavailable } from './search.errors';
import { searchIndexConformance } from './testing/search-index.conformance';

const dimensions = 8;

searchIndexConformance('OpenSearch (BM25 + k-NN lucene)', async () => {
  const client = new Client({ node: process.env.TEST_OPENSEARCH_URL });
  const index = `lomo-search-test-${randomUUID().slice(0, 8)}`;
  return {
    index: new OpenSearchIndex(client, { index, dimensions }),
    dimensions,
    close: async () => {
      await client.indices.delete({ index }, { ignore: [404] });
      await client.close();
    },
  };
});

searchIndexConformance('PGlite (full text + pg_trgm + pgvector)', async () => {
  const sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
  return { index: new PostgresSearchIndex(sql, { dimensions }), dimensions, close: () => sql.close() };
});

searchIndexConformance('PostgreSQL server (full text + pg_trgm; no pgvector)', async () => {
  const sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: '' });
  return { index: new PostgresSearchIndex(sql, { dimensions }), dimensions, close: () => sql.close() };
});

describe('a search server that does not answer', () => {
  it('given OpenSearch is down, when searched, then SearchUnavailable names the adapter', async () => {
    const client = new Client({ node: 'http://127.0.0.1:1', requestTimeout: 1_000, maxRetries: 0 });
    const index = new OpenSearchIndex(client, { dimensions });
    await expect(index.search({ workspaceId: 'ws', text: 'cat' })).rejects.toBeInstanceOf(SearchUnavailable);
    await client.close();
  });

  it('given PostgreSQL is down, when searched, then SearchUnavailable', async () => {
    const sql = await openSqlClient({ url: 'postgres://lomo:lomo@127.0.0.1:1/lomo', pgliteDataDir: '' });
    await expect(new PostgresSearchIndex(sql).search({ workspaceId: 'ws', text: 'cat' })).rejects.toBeInstanceOf(
      SearchUnavailable,
    );
    await sql.close();
  });
});
