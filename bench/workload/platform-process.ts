import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { openSqlClient, type SqlClient } from '@lomo/database';
import {
  EncryptingEventStore,
  EventKeys,
  PostgresEventStore,
  ProjectionReader,
  sealedEventLimit,
} from '@lomo/event-store';
import { ApiKeys } from '@lomo/services/gateway';
import { decodeKek, KekRing, kekOf } from '@lomo/vault/kek';

/** Linux reports process CPU in clock ticks; 100 per second on every kernel this runs on. */
const TICKS_PER_SECOND = 100;
const REPO = join(__dirname, '..', '..');

/** CPU time (ms) the process has used so far, user + system, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  // Fields after "(comm) ": state is field 3, utime and stime are fields 14 and 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident set size of the process in MB, from /proc/<pid>/status. */
export function processRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Reads the documents of a projection from a stopped embedded platform's directory, sealed
 * fields opened (ADR 0087) with its own KEK (`vault.kek`) and key store (`event-keys/`).
 */
export async function readDocuments<Doc>(dataDir: string, sql: SqlClient, projection: string): Promise<Doc[]> {
  const keySql = await openSqlClient({ pgliteDataDir: join(dataDir, 'event-keys') });
  try {
    const kek = new KekRing(kekOf(decodeKek(readFileSync(join(dataDir, 'vault.kek'), 'utf8'))!));
    const store = new EncryptingEventStore(
      await PostgresEventStore.open(sql, { maxEventBytes: sealedEventLimit() }, true),
      { keys: new EventKeys(keySql, kek) },
    );
    const reader = new ProjectionReader(sql, store.contentSeal);
    const docs: Doc[] = [];
    for (let after: string | undefined; ;) {
      const page = await reader.list<Doc>(projection, { after, limit: 500 });
      docs.push(...page.map((d) => d.doc));
      if (page.length < 500) return docs;
      after = page[page.length - 1].id;
    }
  } finally {
    await keySql.close();
  }
}

/** Opens the embedded platform's PGlite directory (only while no platform process holds it). */
export const openData = (dataDir: string): Promise<SqlClient> =>
  openSqlClient({ pgliteDataDir: join(dataDir, 'pglite') });

/**
 * Creates the users' API keys in the data directory before the platform starts, as the
 * operator's `npm run api-keys` does: `api` keys are open-API keys (every paid call asks
 * with a cost card, R-6.6), `console` keys act as a user at the console.
 */
export async function createKeys(
  dataDir: string,
  users: Array<{ workspaceId: string; userId: string; kind: 'api' | 'console' }>,
): Promise<string[]> {
  const sql = await openData(dataDir);
  try {
    const keys = new ApiKeys(sql);
    await keys.migrate();
    const out: string[] = [];
    for (const u of users)
      out.push(
        (await keys.create({ workspaceId: u.workspaceId, userId: u.userId, scopes: ['read', 'write'], kind: u.kind }))
          .key,
      );
    return out;
  } finally {
    await sql.close();
  }
}

export interface PlatformProcess {
  pid: number;
  url: string;
  stop(): Promise<number | null>;
}

/**
 * Starts the embedded platform the way `npm start` does (scripts/start.sh ends in exactly this
 * `exec node -r @swc-node/register apps/platform/src/main.ts`; its dependency check is left out
 * so a bench never runs `npm ci`), with every default but the port, the data directory and
 * the log level, and waits until `/health/ready` answers 200. `nodeArgs`: e.g. `--cpu-prof`.
 */
export async function startPlatform(
  dataDir: string,
  logFile: string,
  nodeArgs: string[] = [],
  /** Extra modules loaded after the TypeScript loader (`-r`), and environment for them. */
  preload: { modules: string[]; env: Record<string, string> } = { modules: [], env: {} },
): Promise<PlatformProcess> {
  const port = await freePort();
  const { openSync } = await import('node:fs');
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...nodeArgs,
      '-r',
      '@swc-node/register',
      ...preload.modules.flatMap((m) => ['-r', m]),
      'apps/platform/src/main.ts',
    ],
    {
      cwd: REPO,
      env: { ...process.env, ...preload.env, PORT: String(port), LOMO_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', log, log],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}; see ${logFile}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the platform was not ready in 180 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    pid: child.pid!,
    url,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
