import { runMigrations, type SqlClient } from '@lomo/database';
import { SearchUnavailable } from '../search.errors';
import { checkDocument, checkQuery, fuse, onceUntilFailed } from '../search-input';
import type { SearchCapabilities, SearchDocument, SearchHit, SearchIndex, SearchQuery } from '../search.port';
import { PlannerStatistics } from './planner-statistics';
import { keywordMatches } from './postgres-keyword';
import { hnswMigration, SEARCH_MIGRATIONS, SEARCH_VECTOR_MIGRATIONS } from './postgres-search.schema';
import { byKeys, countTerms } from './postgres-terms';
import { nearestMatches } from './postgres-vector';

export interface PostgresSearchOptions {
  /** Embedding size; a vector of another size is refused. Unset: vectors are not checked. */
  dimensions?: number;
  /** Candidates each ranking contributes before fusion. @default 50 */
  candidates?: number;
  /**
   * Documents a keyword query may rank at most: its words are taken rarest first while their
   * matches stay within this; commoner words rank nothing (ADR 0030). @default 500
   */
  maxKeywordMatches?: number;
  /** Scopes (workspace and kinds) up to this many documents get the exact vector scan, larger ones HNSW. @default 2000 */
  exactVectorScanUpTo?: number;
}

type Row = {
  workspace_id: string;
  id: string;
  kind: string;
  task_id: string | null;
  title: string;
  body: string;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS = 'workspace_id, id, kind, task_id, title, body, created_at, updated_at';
const iso = (value: Date | string) => new Date(value).toISOString();
const toDocument = (r: Row): SearchDocument => ({
  id: r.id,
  workspaceId: r.workspace_id,
  kind: r.kind,
  ...(r.task_id ? { taskId: r.task_id } : {}),
  title: r.title,
  body: r.body,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/**
 * Postgres full text (`simple` configuration: no stemming, any language) over the query's
 * selective words and their near spellings in the scope's vocabulary (pg_trgm on words, for
 * typos and plurals), ranked by `ts_rank_cd`; vectors by pgvector cosine distance where the
 * extension exists, HNSW for large scopes (ADR 0030). Runs on PGlite and on a server.
 */
export class PostgresSearchIndex implements SearchIndex {
  readonly adapter: string;
  private vectors = false;
  private readonly statistics: PlannerStatistics;

  constructor(
    private readonly sql: SqlClient,
    private readonly options: PostgresSearchOptions = {},
  ) {
    this.adapter = sql.kind === 'pglite' ? 'pglite' : 'postgres';
    this.statistics = new PlannerStatistics(sql);
  }

  get capabilities(): SearchCapabilities {
    return { vectors: this.vectors };
  }

  readonly init = onceUntilFailed(() => this.run(() => this.migrate()));

  private async migrate(): Promise<void> {
    const { rows } = await this.sql.query(`select 1 from pg_available_extensions where name = 'vector'`);
    await this.sql.transaction(async (tx) => {
      await runMigrations(tx, 'search', SEARCH_MIGRATIONS);
      if (!rows.length) return;
      await runMigrations(tx, 'search-vector', SEARCH_VECTOR_MIGRATIONS);
      if (this.options.dimensions === undefined) return;
      const hnsw = hnswMigration(this.options.dimensions);
      await runMigrations(tx, hnsw.component, hnsw.migrations);
    });
    this.vectors = rows.length > 0;
    await this.statistics.start();
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    for (const doc of documents) checkDocument(doc, this.options.dimensions);
    await this.init();
    await this.run(() =>
      this.sql.transaction(async (tx) => {
        const keys = byKeys(
          documents.map((d) => d.workspaceId),
          documents.map((d) => d.id),
        );
        await countTerms(tx, -1, keys);
        for (const d of documents) {
          const params = [d.workspaceId, d.id, d.kind, d.taskId ?? null, d.title, d.body, d.createdAt, d.updatedAt];
          const vector = this.vectors ? (d.vector ? JSON.stringify(d.vector) : null) : undefined;
          await tx.query(
            `insert into lomo_search_docs (${COLUMNS}${vector !== undefined ? ', embedding' : ''})
             values ($1, $2, $3, $4, $5, $6, $7, $8${vector !== undefined ? ', $9::vector' : ''})
             on conflict (workspace_id, id) do update set kind = excluded.kind, task_id = excluded.task_id,
               title = excluded.title, body = excluded.body, created_at = excluded.created_at,
               updated_at = excluded.updated_at${vector !== undefined ? ', embedding = excluded.embedding' : ''}`,
            vector !== undefined ? [...params, vector] : params,
          );
        }
        await countTerms(tx, 1, keys);
      }),
    );
    await this.statistics.written(documents.length);
  }

  async get(workspaceId: string, id: string): Promise<SearchDocument | undefined> {
    await this.init();
    const { rows } = await this.run(() =>
      this.sql.query<Row>(`select ${COLUMNS} from lomo_search_docs where workspace_id = $1 and id = $2`, [
        workspaceId,
        id,
      ]),
    );
    return rows[0] ? toDocument(rows[0]) : undefined;
  }

  async delete(workspaceId: string, ids: string[]): Promise<void> {
    await this.init();
    await this.run(() =>
      this.sql.transaction(async (tx) => {
        await countTerms(
          tx,
          -1,
          byKeys(
            ids.map(() => workspaceId),
            ids,
          ),
        );
        await tx.query(`delete from lomo_search_docs where workspace_id = $1 and id = any($2::text[])`, [
          workspaceId,
          ids,
        ]);
      }),
    );
    await this.statistics.written(ids.length);
  }

  async purgeTask(workspaceId: string, taskId: string): Promise<number> {
    await this.init();
    const { rows } = await this.run(() =>
      this.sql.transaction(async (tx) => {
        const task = { where: 'd.workspace_id = $2 and d.task_id = $3', params: [workspaceId, taskId] };
        await countTerms(tx, -1, { ...task, workspaceIds: [workspaceId] });
        return tx.query(`delete from lomo_search_docs where workspace_id = $1 and task_id = $2 returning id`, [
          workspaceId,
          taskId,
        ]);
      }),
    );
    await this.statistics.written(rows.length);
    return rows.length;
  }

  async search(query: SearchQuery): Promise<SearchHit[]> {
    checkQuery(query, this.options.dimensions);
    await this.init();
    const limit = query.limit ?? 10;
    const [keyword, vector] = await this.run(() =>
      Promise.all([this.keyword(query), this.vectors && query.vector ? this.nearest(query) : Promise.resolve([])]),
    );
    return fuse(
      [
        { by: 'keyword', documents: keyword },
        { by: 'vector', documents: vector },
      ],
      limit,
    );
  }

  private keyword(query: SearchQuery): Promise<SearchDocument[]> {
    return keywordMatches<Row>(this.sql, query, {
      candidates: this.candidates,
      maxMatches: this.options.maxKeywordMatches ?? 500,
      columns: COLUMNS,
    }).then((rows) => rows.map(toDocument));
  }

  private nearest(query: SearchQuery): Promise<SearchDocument[]> {
    return nearestMatches<Row>(this.sql, query, {
      candidates: this.candidates,
      columns: COLUMNS,
      dimensions: this.options.dimensions,
      exactUpTo: this.options.exactVectorScanUpTo ?? 2000,
    }).then((rows) => rows.map(toDocument));
  }

  private get candidates(): number {
    return this.options.candidates ?? 50;
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (isConnectionError(error)) throw new SearchUnavailable(this.adapter, error);
      throw error;
    }
  }
}

/** By code and message, not `instanceof`: the driver's errors may come from another realm (Jest's VM). */
const isConnectionError = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03'].includes(String(code)) ||
    /Connection terminated/i.test(String(message))
  );
};
