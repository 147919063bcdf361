import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { runMigrations, SEARCH_SQL_CLIENT, SQL_CLIENT, type SqlClient } from '@lomo/database';

/**
 * Embedded mode kept the search index in the data's PGlite directory until ADR 0087 gave it one
 * of its own: on the first boot after, the old tables (the words of every task) leave the data's
 * database, and the index refills itself from the log in its own (its processors' checkpoints
 * live there too, so an empty search database replays). Only between two PGlite directories,
 * which cannot be one database; two server URLs might be, so there the operator drops them
 * (docs/operations).
 */
@Injectable()
export class SearchTablesOutOfData implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly data: SqlClient,
    @Inject(SEARCH_SQL_CLIENT) private readonly search: SqlClient,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.search === this.data || this.data.kind !== 'pglite' || this.search.kind !== 'pglite') return;
    await this.data.transaction(async (tx) => {
      const { rows } = await tx.query<{ found: boolean }>(
        `select to_regclass('lomo_search_docs') is not null or to_regclass('lomo_embeddings') is not null as found`,
      );
      if (!rows[0]?.found) return;
      await runMigrations(tx, 'search-moved-out', [
        `drop table if exists lomo_search_terms, lomo_search_scopes, lomo_search_docs, lomo_embeddings`,
      ]);
      await tx.query(
        `delete from lomo_migrations where (component like 'search%' and component <> 'search-moved-out') or component = 'embeddings'`,
      );
      await tx.query(
        `delete from lomo_projection_checkpoints where projection in ('router-task-index', 'memory-search')`,
      );
    });
  }
}
