import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { Client, Pool, type PoolClient } from 'pg';
import { type DependencyWait, waitForDependency } from '@lomo/config/dependency-wait';
import { lockDataDir } from './pglite-lock';
import { openPgliteThread, type PgliteThread } from './pglite-thread/pglite-thread';
import { type QueueObserver, RequestFirstQueue } from './request-lane';

/** The injection token of an app's `SqlClient` (opened by `ConnectionsModule`, `@lomo/connections`). */
export const SQL_CLIENT = Symbol('SQL_CLIENT');
/** The search index's database (`SEARCH_DATABASE_URL`, ADR 0087): apart from the data, or the same client. */
export const SEARCH_SQL_CLIENT = Symbol('SEARCH_SQL_CLIENT');

/**
 * The one SQL connection abstraction: PGlite (embedded, in-process Postgres) and a
 * PostgreSQL server pool answer the same calls, so adapters written against it run
 * unchanged in both modes.
 */
export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to the function that stops listening. A hint only: polling stays the guarantee. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Holds the session-level advisory lock `(key1, key2)` for as long as this process lives, on
   * a connection of its own: PostgreSQL releases it the moment that connection drops (the
   * process died), so other processes can see in `pg_locks` that its holder is gone without
   * waiting for a timeout. A connection lost while the process lives is re-opened and the lock
   * taken again. PGlite: the one session holds it. Resolves to the function that releases it.
   */
  holdSessionLock(key1: number, key2: number): Promise<() => Promise<void>>;
  /**
   * PGlite only (one session, so statements queue in this process): tells `observer` of every
   * operation's lane, wait for the connection and time holding it (`lomo_database_queue_*`).
   */
  observeQueue?(observer: QueueObserver): void;
  close(): Promise<void>;
}

/** Runs SQL; the whole client, or one transaction of it. */
export interface SqlExecutor {
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: R[] }>;
}

export interface SqlClientOptions {
  /** `postgres://…` for a server; `memory://` or undefined for PGlite. */
  url?: string;
  /** PGlite data directory when `url` is undefined. */
  pgliteDataDir: string;
  /** PGlite on the caller's thread or on a worker thread of its own. @default 'main' */
  pgliteThread?: 'main' | 'worker';
  /** Pool size for a server. @default 10 */
  poolSize?: number;
  /**
   * With a server: wait (retrying, bounded) until it answers a query before returning, so a
   * service booted alongside a starting PostgreSQL does not fail. @default undefined — no
   * wait: the pool connects lazily and the first query fails if the server is down (CLIs).
   */
  waitForServer?: DependencyWait;
}

/**
 * Opens a server pool, an in-memory PGlite, or the PGlite data dir — the last under its
 * lock file (`lockDataDir`), held until `close()`.
 * @throws DataDirLocked when another live process has the data dir open
 */
export async function openSqlClient(options: SqlClientOptions): Promise<SqlClient> {
  if (options.url?.startsWith('postgres')) {
    const client = await openPostgres(options.url, options.poolSize ?? 10);
    if (!options.waitForServer) return client;
    try {
      await waitForDependency('PostgreSQL', () => client.query('select 1'), options.waitForServer);
      return client;
    } catch (error) {
      await client.close();
      throw error;
    }
  }
  const thread = options.pgliteThread ?? 'main';
  if (options.url === 'memory://') return openPglite(undefined, thread);
  await mkdir(options.pgliteDataDir, { recursive: true });
  const unlock = await lockDataDir(options.pgliteDataDir);
  return openPglite(options.pgliteDataDir, thread, unlock).catch(async (error) => {
    await unlock();
    throw error;
  });
}

async function openPglite(
  dataDir: string | undefined,
  thread: 'main' | 'worker',
  unlock: () => Promise<void> = async () => undefined,
): Promise<SqlClient> {
  const db = thread === 'worker' ? await openPgliteThread(dataDir) : await onThisThread(dataDir);
  // PGlite runs one statement at a time: a request's go ahead of the background's (request-lane.ts).
  const queue = new RequestFirstQueue();
  return {
    kind: 'pglite',
    query: (text, params) => queue.run(async () => ({ rows: (await db.query(text, params)).rows as never[] })),
    transaction: (fn) =>
      queue.run(() =>
        db.transaction((tx) =>
          fn({ query: async (text, params) => ({ rows: (await tx.query(text, params)).rows as never[] }) }),
        ),
      ),
    // A thread's LISTEN goes through the queue, so it never lands inside a transaction sent
    // statement by statement; on this thread PGlite's own lock keeps it out.
    listen: (channel, onNotify) =>
      thread === 'worker' ? queue.run(() => db.listen(channel, onNotify)) : db.listen(channel, onNotify),
    holdSessionLock: async (key1, key2) => {
      await queue.run(() => db.query('select pg_advisory_lock($1, $2)', [key1, key2]));
      return async () => void (await queue.run(() => db.query('select pg_advisory_unlock($1, $2)', [key1, key2])));
    },
    observeQueue: (observer) => void (queue.observer = observer),
    close: async () => {
      try {
        await db.close();
      } finally {
        await unlock();
      }
    },
  };
}

/** PGlite on the caller's thread, with the calls `openPglite` makes of a thread. */
async function onThisThread(dataDir: string | undefined): Promise<PgliteThread> {
  // Search (libs/search) needs trigrams and pgvector; loaded here, created by its migration.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, vector } });
  return {
    query: async (text, params) => ({ rows: (await db.query<Record<string, unknown>>(text, params)).rows }),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({ query: async (text, params) => ({ rows: (await tx.query<Record<string, unknown>>(text, params)).rows }) }),
      ),
    listen: async (channel, onNotify) => {
      const unlisten = await db.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => db.close(),
  };
}

/**
 * How every connection to a PostgreSQL server notices that the other end is gone without a
 * word (a lost node, a cut network; a `kill -9` closes the socket and is noticed at once
 * anyway). The server side matters most: it probes each session after 2 s of silence, every
 * 1 s, and ends it after 3 unanswered probes — or after 5 s of its own data unacknowledged
 * (`tcp_user_timeout`) — so a lost worker's session, its advisory lock (the lease's liveness,
 * `holdSessionLock`) and the row locks of its open transaction are gone within about 5 s
 * instead of the kernel's 2 hours. The client side turns on the socket's keepalive after 5 s
 * idle, so a pool drops a connection to a vanished server; Node 20 sets only that delay, the
 * interval and count are the OS's (Linux: 75 s × 9). A process frozen by SIGSTOP is not
 * noticed by either: its kernel still answers the probes — the lease's TTL bounds that case.
 * A `postgres://…?options=…` URL replaces these session settings with its own.
 */
const serverConnection = (url: string) => ({
  connectionString: url,
  keepAlive: true,
  keepAliveInitialDelayMillis: 5_000,
  options: '-c tcp_keepalives_idle=2 -c tcp_keepalives_interval=1 -c tcp_keepalives_count=3 -c tcp_user_timeout=5000',
});

/** Same text, same name: each connection parses and plans a statement once (bench/runtime B6: server CPU per step −50 %). */
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `lomo_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // Texts are the code's statements, a few hundred; the bound only guards against generated ones.
    if (statementNames.size >= 2_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
};
/** Hashing every statement's text again was ~2 % of a worker's CPU in a B6 profile. */
const statementNames = new Map<string, string>();

/**
 * A statement with parameters goes out as a named prepared statement (it already uses the
 * extended protocol); one without keeps the simple protocol, where a string may hold several
 * commands (migrations, BEGIN/COMMIT).
 */
async function run(target: Pool | PoolClient, text: string, params?: unknown[]) {
  const result = params?.length
    ? await target.query({ name: statementName(text), text, values: params })
    : await target.query(text);
  return { rows: result.rows };
}

async function openPostgres(url: string, max: number): Promise<SqlClient> {
  const pool = new Pool({ ...serverConnection(url), max });
  // An idle client's socket error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    transaction: async (fn) => {
      const client = await pool.connect();
      // pg-pool stops hearing a client's `error` while it is checked out, and a connection lost
      // then (a server restart, a cut network) emitted it with no listener, which ends the
      // process (chaos soak: three apps gone after a PostgreSQL cut). The error reaches the
      // transaction anyway: its next query fails, and the client is discarded below.
      let broken = false;
      const lost = () => void (broken = true);
      client.on('error', lost);
      try {
        await client.query('begin');
        const result = await fn({ query: (text, params) => run(client, text, params) });
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded, not returned to the pool.
        await client.query('rollback').catch(() => (broken = true));
        throw error;
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    listen: async (channel, onNotify) => {
      // LISTEN holds its connection for as long as it listens, outside the pool.
      const client = new Client(serverConnection(url));
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (message) => message.channel === channel && onNotify(message.payload ?? ''));
      await client.query(`listen ${quoteIdent(channel)}`);
      return () => client.end();
    },
    holdSessionLock: (key1, key2) => holdSessionLock(url, key1, key2),
    close: () => pool.end(),
  };
}

async function holdSessionLock(url: string, key1: number, key2: number): Promise<() => Promise<void>> {
  let released = false;
  let current: Client | undefined;
  const lock = async () => {
    if (released) return;
    const client = new Client(serverConnection(url));
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select pg_advisory_lock($1, $2)', [key1, key2]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    // Until it is back, other processes may take this holder's work over: fencing keeps that safe.
    client.once('end', () => void (released || relock()));
  };
  const relock = () =>
    waitForDependency('PostgreSQL session lock', lock, { timeoutMs: Number.POSITIVE_INFINITY }).catch(() => undefined);
  await lock();
  return async () => {
    released = true;
    await current?.end().catch(() => undefined);
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
