import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { HashedNgramEmbedder, PostgresSearchIndex } from '@lomo/search';
import { TaskIndexProcessor } from './task-index.processor';

/** The task index on an in-memory PGlite, for the router's tests: the log, the search port and the projection between them. */
export interface TaskIndexFixture {
  sql: SqlClient;
  store: PostgresEventStore;
  search: PostgresSearchIndex;
  index: TaskIndexProcessor;
  embedder: HashedNgramEmbedder;
  close(): Promise<void>;
}

export async function openTaskIndexFixture(): Promise<TaskIndexFixture> {
  const embedder = new HashedNgramEmbedder();
  const sql = await openSqlClient({ url: 'memory://', pgliteDataDir: '' });
  const store = await PostgresEventStore.open(sql);
  const search = new PostgresSearchIndex(sql, { dimensions: embedder.dimensions });
  await search.init();
  const index = new TaskIndexProcessor(store, sql, search, embedder);
  return {
    sql,
    store,
    search,
    index,
    embedder,
    close: async () => {
      await store.close();
      await sql.close();
    },
  };
}
