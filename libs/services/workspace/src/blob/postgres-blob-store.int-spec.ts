import type { SqlClient } from '@lomo/database';
import { SQL_BACKENDS } from '../testing/workspace-fixture';
import { blobStoreConformance } from './blob-store.conformance';
import { PostgresBlobStore } from './postgres-blob-store';

describe.each(SQL_BACKENDS)('PostgresBlobStore on %s', (backend, openSql) => {
  let sql: SqlClient;
  let store: PostgresBlobStore;
  beforeAll(async () => {
    sql = await openSql();
    store = await PostgresBlobStore.open(sql);
  });
  afterAll(() => sql.close());

  blobStoreConformance(`PostgreSQL chunked bytea (${backend})`, async () => store, {
    storedPieces: async (scope) => {
      const { rows } = await sql.query<{ n: number }>(
        `select ((select count(*) from workspace_blob_chunks where scope = $1) +
                 (select count(*) from workspace_blobs where scope = $1))::int as n`,
        [scope],
      );
      return rows[0].n;
    },
  });

  it('opens twice on one database: the migration runs once', async () => {
    await expect(PostgresBlobStore.open(sql)).resolves.toBeInstanceOf(PostgresBlobStore);
  });
});
