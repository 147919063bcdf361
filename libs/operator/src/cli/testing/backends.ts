import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store/sql';

/** The real server's URL, set for every test layer by `tools/jest/require-services.js`. */
const serverUrl = () => process.env.TEST_DATABASE_URL!;

/**
 * A database the CLI under test reads: a scratch database on the real PostgreSQL server
 * (so log-wide results such as a rebuild's count are exact), or a PGlite data dir in a
 * temp folder. `withStore` opens it in the test process to write; for PGlite that must be
 * done (and closed) before the CLI runs, since the data dir admits one process at a time.
 */
export interface Backend {
  name: 'server' | 'pglite';
  /** What the CLI gets as `--database`. */
  database: string;
  withStore<T>(fn: (store: PostgresEventStore, sql: SqlClient) => Promise<T>): Promise<T>;
  /** Whether CLI runs may overlap (a server: yes; a PGlite data dir: one process at a time). */
  concurrent: boolean;
  dispose(): Promise<void>;
}

/** A fresh database on the test PostgreSQL server, dropped by `dispose`. */
export async function serverBackend(): Promise<Backend> {
  const admin = await openSqlClient({ url: serverUrl(), pgliteDataDir: 'unused', poolSize: 1 });
  const name = `lomo_cli_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const sql = await openSqlClient({ url: url.toString(), pgliteDataDir: 'unused', poolSize: 4 });
  const store = await PostgresEventStore.open(sql, { pollIntervalMs: 50 });
  return {
    name: 'server',
    database: url.toString(),
    concurrent: true,
    withStore: (fn) => fn(store, sql),
    dispose: async () => {
      await store.close();
      await sql.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A PGlite data dir in a temp folder, created on first `withStore`. */
export async function pgliteBackend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'lomo-cli-'));
  const dataDir = join(dir, 'pglite');
  return {
    name: 'pglite',
    database: dataDir,
    concurrent: false,
    withStore: async (fn) => {
      const sql = await openSqlClient({ pgliteDataDir: dataDir });
      const store = await PostgresEventStore.open(sql);
      try {
        return await fn(store, sql);
      } finally {
        await store.close();
        await sql.close();
      }
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Runs several CLI invocations: together on a server, one after another on PGlite. */
export async function each<T>(backend: Backend, runs: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  if (backend.concurrent) return Promise.all(runs.map((run) => run()));
  const results: T[] = [];
  for (const run of runs) results.push(await run());
  return results;
}
