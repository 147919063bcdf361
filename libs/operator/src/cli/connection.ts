import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataDirLocked, openSqlClient, PGLITE_LOCK_FILE, type SqlClient } from '@lomo/database';
import type { EventStore } from '@lomo/event-store/core';
import { EncryptingEventStore, EventKeys, PostgresEventStore, sealedEventLimit } from '@lomo/event-store/sql';
import { cliEventKeys } from './event-keys';
import type { Target } from './target';
import { CliError, errorMessage, EXIT, lockedMessage } from './exit-codes';

/** Where the CLI reads: a PostgreSQL server, or an embedded PGlite data dir. */
export type { Target } from './target';

/** An open event store and the SQL client under it (projections live in the same database). */
export interface Session {
  target: Target;
  /** Sealed events opened with the KEK when one is configured (ADR 0050); a shredded one reads as `shredded`. */
  store: EventStore;
  sql: SqlClient;
  close(): Promise<void>;
}

/** How long to wait for a server before calling it unreachable. @default 10000 */
const CONNECT_TIMEOUT_MS = Number(process.env.LOMO_CONNECT_TIMEOUT_MS ?? 10_000);

/**
 * `--database`, else `DATABASE_URL`, else the embedded platform's data dir:
 * `PGLITE_DATA_DIR`, else `<LOMO_DATA_DIR>/pglite`, else `.lomo/pglite`. That is
 * `BaseAppConfig.pgliteDataDir()`, restated because `@lomo/config` loads the validation
 * stack (a second per run); connection.spec.ts holds the two together.
 */
export function resolveTarget(database: string | undefined, env: NodeJS.ProcessEnv = process.env): Target {
  const chosen = database ?? env.DATABASE_URL;
  if (chosen === 'memory://')
    throw new CliError(
      EXIT.usage,
      'memory:// is a new, empty database private to one process; point --database at a server or a PGlite data dir',
    );
  if (chosen && /^postgres(ql)?:\/\//.test(chosen)) return { kind: 'server', url: chosen };
  if (chosen) return { kind: 'embedded', dataDir: resolve(chosen) };
  return { kind: 'embedded', dataDir: resolve(env.PGLITE_DATA_DIR || join(env.LOMO_DATA_DIR || '.lomo', 'pglite')) };
}

/** The target for messages, password masked. */
export function describeTarget(target: Target): string {
  if (target.kind === 'embedded') return target.dataDir;
  try {
    const url = new URL(target.url);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the given database URL';
  }
}

/** Opens the store, or fails with one line: 69 when unreachable, 75 when the platform holds the data dir. */
export async function openSession(target: Target): Promise<Session> {
  if (target.kind === 'embedded') assertDataDir(target.dataDir);
  let sql: SqlClient | undefined;
  let keySql: SqlClient | undefined;
  try {
    const open = async (): Promise<EventStore> => {
      sql = await openSqlClient(
        target.kind === 'server'
          ? { url: target.url, pgliteDataDir: 'unused', poolSize: 4 }
          : { pgliteDataDir: target.dataDir },
      );
      const keys = cliEventKeys(target);
      if (!keys) return PostgresEventStore.open(sql);
      keySql = keys.keysDatabase
        ? await openSqlClient(
            'url' in keys.keysDatabase
              ? { url: keys.keysDatabase.url, pgliteDataDir: 'unused', poolSize: 2 }
              : { pgliteDataDir: keys.keysDatabase.pgliteDataDir },
          )
        : sql;
      const plain = await PostgresEventStore.open(sql, { maxEventBytes: sealedEventLimit() });
      return new EncryptingEventStore(plain, { keys: new EventKeys(keySql, keys.kek) });
    };
    // A server behind a black hole would otherwise hang for the OS's TCP timeout. PGlite is
    // local and only slow, and abandoning it mid-open would leave its data dir half-written.
    const store = target.kind === 'server' ? await withTimeout(open(), CONNECT_TIMEOUT_MS) : await open();
    const client = sql!;
    const keyClient = keySql as SqlClient | undefined;
    const close = async () => {
      await store.close();
      await client.close();
      if (keyClient && keyClient !== client) await keyClient.close();
    };
    return { target, store, sql: client, close };
  } catch (error) {
    await (sql as SqlClient | undefined)?.close().catch(() => undefined);
    if (keySql !== sql) await (keySql as SqlClient | undefined)?.close().catch(() => undefined);
    if (error instanceof DataDirLocked) throw new CliError(EXIT.locked, lockedMessage(error.pid));
    throw new CliError(
      EXIT.unavailable,
      `cannot open the database at ${describeTarget(target)}: ${errorMessage(error)}`,
    );
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opening a missing dir would create an empty database and answer "nothing here", and
 * opening some other folder would fill it with PostgreSQL files: a typo deserves an error.
 * A dir with only the lock file is a platform still creating its database.
 */
function assertDataDir(dataDir: string): void {
  const entries = existsSync(dataDir) && statSync(dataDir).isDirectory() ? readdirSync(dataDir) : undefined;
  if (entries?.some((entry) => entry === 'PG_VERSION' || entry === PGLITE_LOCK_FILE)) return;
  const reason =
    entries?.length || (existsSync(dataDir) && !entries) ? 'is not a PGlite data dir' : 'holds no database';
  throw new CliError(
    EXIT.unavailable,
    `${dataDir} ${reason}; start the platform once, or point --database at a server`,
  );
}
