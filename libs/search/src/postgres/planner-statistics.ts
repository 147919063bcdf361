import type { SqlClient } from '@lomo/infra/sql';

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
 * Analyzes at start and whenever the rows written since reach the rows the index held at
 * the last analyze (at least `MIN_CHANGES`): the plans that matter change with the order of
 * magnitude, and a doubling costs each row one more analyze at most.
 */
export class PlannerStatistics {
  private changes = 0;
  private rowsAtAnalyze = 0;

  constructor(private readonly sql: SqlClient) {}

  private get needed(): boolean {
    return this.sql.kind === 'pglite';
  }

  async start(): Promise<void> {
    if (this.needed) await this.analyze();
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
    const { rows } = await this.sql.query<{ rows: number }>(`select count(*)::int as rows from lomo_search_docs`);
    this.rowsAtAnalyze = rows[0].rows;
  }
}
