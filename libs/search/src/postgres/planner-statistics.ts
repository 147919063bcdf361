import type { SqlClient } from '@lomo/database';

/** Writes before the first re-analyze of a small index: a few documents change no plan. */
const MIN_CHANGES = 500;
const TABLES = 'lomo_search_docs, lomo_search_terms, lomo_search_scopes';

/**
 * Planner statistics of the search tables where nobody else keeps them (ADR 0032). PGlite
 * runs no autovacuum, so without this the planner takes every table for a single row: it
 * walks the primary key and filters instead of using the full-text, trigram and HNSW
 * indexes, and one write's term counting scans every document (a 100,000-memory index took
 * minutes per 5,000 writes). PostgreSQL's autovacuum analyzes a server's tables itself.
 *
 * Analyzes whenever the rows written since reach the rows the index held at the last analyze
 * (at least `MIN_CHANGES`): the plans that matter change with the order of magnitude, and a
 * doubling costs each row one more analyze at most. Statistics persist in the data dir, so a
 * start analyzes only tables never analyzed (an index written before ADR 0032).
 */
export class PlannerStatistics {
  private changes = 0;
  private rowsAtAnalyze = 0;

  constructor(private readonly sql: SqlClient) {}

  private get needed(): boolean {
    return this.sql.kind === 'pglite';
  }

  async start(): Promise<void> {
    if (!this.needed) return;
    const { rows } = await this.sql.query(
      `select 1 from pg_statistic where starelid = 'lomo_search_docs'::regclass limit 1`,
    );
    if (rows.length === 0) await this.analyze();
    else this.rowsAtAnalyze = await this.analyzedRows();
  }

  /** After a committed write of `rows` documents. */
  async written(rows: number): Promise<void> {
    if (!this.needed) return;
    this.changes += rows;
    if (this.changes >= Math.max(MIN_CHANGES, this.rowsAtAnalyze)) await this.analyze();
  }

  private async analyze(): Promise<void> {
    this.changes = 0;
    await this.sql.query(`analyze ${TABLES}`);
    this.rowsAtAnalyze = await this.analyzedRows();
  }

  /** The documents the last analyze counted (estimated from its sample). */
  private async analyzedRows(): Promise<number> {
    const { rows } = await this.sql.query<{ rows: number }>(
      `select greatest(reltuples, 0)::bigint::int as rows from pg_class where oid = 'lomo_search_docs'::regclass`,
    );
    return rows[0].rows;
  }
}
