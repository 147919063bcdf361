import { openSqlClient, runMigrations, type SqlClient } from '@lomo/database';
import { SearchTablesOutOfData } from './search-tables-out-of-data';

/** ADR 0087: an embedded data directory from before keeps no search table once the index has one of its own. */
describe('the search tables leave the data database (PGlite)', () => {
  let data: SqlClient;
  let search: SqlClient;
  beforeEach(async () => {
    data = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    search = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    // As an index of before left them: its tables, their migrations, its processors' checkpoints.
    await data.transaction(async (tx) => {
      await runMigrations(tx, 'search', [
        `create table lomo_search_docs (id text primary key, title text)`,
        `create table lomo_search_terms (term text)`,
        `create table lomo_search_scopes (workspace_id text)`,
      ]);
      await runMigrations(tx, 'embeddings', [`create table lomo_embeddings (text_sha256 text)`]);
      await runMigrations(tx, 'unrelated', [`create table lomo_kept (id text)`]);
      await tx.query(`create table lomo_projection_checkpoints (projection text, generation int)`);
      await tx.query(`insert into lomo_projection_checkpoints values ('router-task-index', 1), ('task_cards_v4', 1)`);
      await tx.query(`insert into lomo_search_docs values ('t1', 'a pangolin-saffron poster')`);
    });
  });
  afterEach(async () => {
    await data.close();
    await search.close();
  });

  const tables = async (sql: SqlClient) =>
    (
      await sql.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      )
    ).rows.map((r) => r.name);

  it('given a data database holding the old index, when the search database is another, then the index tables, migrations and checkpoints go and the rest stays', async () => {
    await new SearchTablesOutOfData(data, search).onModuleInit();
    expect(await tables(data)).toEqual(['lomo_kept', 'lomo_migrations', 'lomo_projection_checkpoints']);
    const { rows: migrations } = await data.query<{ component: string }>(`select component from lomo_migrations`);
    expect(migrations.map((m) => m.component).sort()).toEqual(['search-moved-out', 'unrelated']);
    const { rows: checkpoints } = await data.query(`select projection from lomo_projection_checkpoints`);
    expect(checkpoints).toEqual([{ projection: 'task_cards_v4' }]);
    // Again: nothing left to do, no error.
    await new SearchTablesOutOfData(data, search).onModuleInit();
  });

  it('given one database for both (a server, or memory://), then nothing is dropped', async () => {
    await new SearchTablesOutOfData(data, data).onModuleInit();
    expect(await tables(data)).toContain('lomo_search_docs');
  });
});
