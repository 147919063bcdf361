import type { SqlClient } from '@lomo/database';
import type { SearchQuery } from '../search.port';

export interface NearestOptions {
  candidates: number;
  columns: string;
  /** The HNSW index's vector size (`hnswMigration`); unset: always the exact scan. */
  dimensions?: number;
  /** Scopes up to this many documents are scanned exactly. */
  exactUpTo: number;
}

/** Graph candidates per HNSW search (pgvector's default is 40): more recall for the fused ranking. */
const EF_SEARCH = 100;

/**
 * Nearest vectors within the query's scope (ADR 0030). A small scope is scanned exactly: the
 * global HNSW graph would have to wade through other scopes' vectors to find its few. A large
 * one searches the HNSW index with iterative scans (pgvector 0.8), so the scope filter still
 * yields `candidates` hits; relaxed order is re-sorted by the exact distance.
 */
export async function nearestMatches<R extends Record<string, unknown>>(
  sql: SqlClient,
  query: SearchQuery,
  options: NearestOptions,
): Promise<R[]> {
  const scope = [query.workspaceId, query.kinds ?? null];
  const filter = `workspace_id = $1 and ($2::text[] is null or kind = any($2::text[]))`;
  const vector = JSON.stringify(query.vector);
  const { rows: sizes } = await sql.query<{ docs: number }>(
    `select coalesce(sum(docs), 0)::int as docs from lomo_search_scopes where ${filter}`,
    scope,
  );
  const dims = options.dimensions;
  if (dims === undefined || sizes[0].docs <= options.exactUpTo) {
    const { rows } = await sql.query<R>(
      `select ${options.columns} from lomo_search_docs where ${filter} and embedding is not null
       order by embedding <=> $3::vector, id limit $4`,
      [...scope, vector, options.candidates],
    );
    return rows;
  }
  return sql.transaction(async (tx) => {
    // Statistics may lag the table between analyzes (ADR 0032): keep the planner off the full scan.
    // One statement: set_config(…, true) is `set local`.
    await tx.query(
      `select set_config('enable_seqscan', 'off', true), set_config('hnsw.iterative_scan', 'relaxed_order', true),
         set_config('hnsw.ef_search', $1, true)`,
      [String(EF_SEARCH)],
    );
    const { rows } = await tx.query<R>(
      `with hits as materialized (
         select ${options.columns}, embedding::vector(${dims}) <=> $3::vector(${dims}) as distance
         from lomo_search_docs where ${filter} and vector_dims(embedding) = ${dims}
         order by embedding::vector(${dims}) <=> $3::vector(${dims}) limit $4)
       select ${options.columns} from hits order by distance, id`,
      [...scope, vector, options.candidates],
    );
    return rows;
  });
}
