import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';

/**
 * The one SQL connection abstraction: PGlite (embedded, in-process Postgres) and a
 * PostgreSQL server pool answer the same calls, so adapters written against it run
 * unchanged in both modes.
 */
export interface SqlClient {
  readonly kind: 'pglite' | 'postgres';
  query<R extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  close(): Promise<void>;
}

export interface SqlClientOptions {
  /** `postgres://…` for a server; `memory://` or undefined for PGlite. */
  url?: string;
  /** PGlite data directory when `url` is undefined. */
  pgliteDataDir: string;
  /** Pool size for a server. @default 10 */
  poolSize?: number;
}

export async function openSqlClient(options: SqlClientOptions): Promise<SqlClient> {
  if (options.url?.startsWith('postgres')) return openPostgres(options.url, options.poolSize ?? 10);
  if (options.url === 'memory://') return openPglite(undefined);
  await mkdir(options.pgliteDataDir, { recursive: true });
  return openPglite(options.pgliteDataDir);
}

async function openPglite(dataDir: string | undefined): Promise<SqlClient> {
  const db = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    query: async (text, params) => ({ rows: (await db.query(text, params)).rows as never[] }),
    close: () => db.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<SqlClient> {
  const pool = new Pool({ connectionString: url, max });
  // An idle client's socket error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async (text, params) => ({ rows: (await pool.query(text, params)).rows }),
    close: () => pool.end(),
  };
}
