import { Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { APP_CONFIG } from '@lomo/config';
import { OPENSEARCH } from '@lomo/connections';
import { SEARCH_SQL_CLIENT, type SqlClient } from '@lomo/database';
import { embedderFor, type EmbedderSettings } from './embedding/embedder.config';
import { EMBEDDER, type Embedder } from './embedding/embedder.port';
import { EMBEDDING_STORE, PostgresEmbeddingStore, type EmbeddingStore } from './embedding/stored.embedder';
import { OpenSearchIndex } from './opensearch/opensearch-search-index';
import { PostgresSearchIndex } from './postgres/postgres-search-index';
import { SearchTablesOutOfData } from './postgres/search-tables-out-of-data';
import { SEARCH_INDEX } from './search.port';

/**
 * The process's search index and embedder: OpenSearch when `OPENSEARCH_URL` is set
 * (distributed mode; index `OPENSEARCH_INDEX`), else Postgres full text on the search database
 * (`SEARCH_SQL_CLIENT`: a PGlite directory of its own in embedded mode, with pgvector; ADR 0087).
 * The embedder is the one the app's `EMBEDDER*` settings select (`withEmbedderConfig`), the
 * offline hashed-n-gram default when unset; a model embedder's vectors are kept in the search
 * database too (`StoredEmbedder`).
 */
@Module({
  providers: [
    SearchTablesOutOfData,
    {
      provide: EMBEDDING_STORE,
      inject: [SEARCH_SQL_CLIENT],
      useFactory: (sql: SqlClient) => new PostgresEmbeddingStore(sql),
    },
    {
      provide: EMBEDDER,
      inject: [APP_CONFIG, EMBEDDING_STORE],
      // A model's vectors are kept with the index, read back after a restart (ADR 0055).
      useFactory: (config: Partial<EmbedderSettings>, store: EmbeddingStore): Promise<Embedder> =>
        embedderFor(config, {
          store,
          onError: (error) =>
            new Logger('embeddings').warn(`kept vectors unavailable, embedding again: ${(error as Error).message}`),
        }),
    },
    {
      provide: SEARCH_INDEX,
      inject: [SEARCH_SQL_CLIENT, EMBEDDER, APP_CONFIG, { token: OPENSEARCH, optional: true }],
      useFactory: (
        sql: SqlClient,
        embedder: Embedder,
        config: { OPENSEARCH_INDEX?: string },
        opensearch?: OpenSearchClient,
      ) =>
        opensearch
          ? new OpenSearchIndex(opensearch, { dimensions: embedder.dimensions, index: config.OPENSEARCH_INDEX })
          : new PostgresSearchIndex(sql, { dimensions: embedder.dimensions }),
    },
  ],
  exports: [SEARCH_INDEX, EMBEDDER, EMBEDDING_STORE],
})
export class SearchModule implements OnApplicationShutdown {
  constructor(@Inject(EMBEDDER) private readonly embedder: Embedder) {}

  /**
   * The e5-small engines are child processes: a closed app ends them (an engine answering a
   * late text at close kept a test's Jest worker alive), instead of leaving them to the
   * process's exit.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.embedder.close?.();
  }
}
