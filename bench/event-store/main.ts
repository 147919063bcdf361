import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { StoreName } from './bench-store';
import { describeMachine, fdatasyncOpsPerSec } from './machine';
import { formatReport, type Results } from './report';
import { RESULT_PREFIX, type Job } from './worker';

/**
 * `npm run bench:event-store`: Lomo's PostgreSQL event store and Emmett's, side by side on
 * the same server, each in a database of its own. Every scenario runs in a fresh process
 * per store: Emmett's driver (dumbo) replaces node-postgres' global int8/jsonb parsers, which
 * would otherwise change Lomo's numbers too.
 */
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://lomo:lomo@127.0.0.1:5433/lomo';
/** @default 1,000,000 events in each store's log before the catch-up run */
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 1_000_000);
/** @default 10 s measured per B1 level, after 2 s of warm-up */
const B1_SECONDS = Number(process.env.BENCH_B1_SECONDS ?? 10);
/** @default 120 s: a catch-up still running then is reported with the rate it reached */
const CATCH_UP_TIME_BOX_S = Number(process.env.BENCH_CATCH_UP_TIME_BOX_S ?? 120);
const PEERS: StoreName[] = ['lomo', 'emmett'];
const STORES: StoreName[] = [...PEERS, 'lomo-serialized'];

/** The serialized variant only runs B1: its reads are Lomo's own. */
const plan: { step: string; title: string; job: Job; stores?: StoreName[] }[] = [
  ...[1, 16, 64].map((writers) => ({
    step: `b1-${writers}`,
    title: `B1 ${writers} writer(s)`,
    job: { scenario: 'b1', writers, warmupMs: 2_000, measureMs: B1_SECONDS * 1000 } as Job,
    stores: STORES,
  })),
  { step: 'b3-1k', title: 'B3 1k-event stream', job: { scenario: 'b3', size: 1_000, repetitions: 20 } },
  { step: 'b3-10k', title: 'B3 10k-event stream', job: { scenario: 'b3', size: 10_000, repetitions: 10 } },
  {
    step: 'b4-lag',
    title: 'B4 lag at 1k events/s',
    job: { scenario: 'b4-lag', eventsPerSec: 1_000, measureMs: 20_000 },
  },
  {
    step: 'b4-load',
    title: `B4 load backlog to ${BACKLOG.toLocaleString('en-US')}`,
    job: { scenario: 'b4-load', target: BACKLOG },
  },
  {
    step: 'b4-catch-up',
    title: 'B4 catch-up',
    job: { scenario: 'b4-catch-up', timeBoxMs: CATCH_UP_TIME_BOX_S * 1000 },
  },
];

const databaseName = (store: StoreName) => `lomo_bench_${store.replace('-', '_')}`;

const databaseUrl = (store: StoreName) => {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName(store)}`;
  return url.toString();
};

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
    throw new Error(`the benchmark only runs against a server on loopback, not ${host}`);
}

async function admin(statements: string[], url = baseUrl): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function runWorker(store: StoreName, job: Job): Promise<Record<string, number | boolean>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'worker.ts'), store, databaseUrl(store), JSON.stringify(job)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
      if (code !== 0 || !line) reject(new Error(`${store} ${job.scenario} exited with ${code}`));
      else resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as Record<string, number | boolean>);
    });
  });
}

async function main(): Promise<void> {
  assertLoopback(baseUrl);
  const startedAt = new Date();
  const machine = await describeMachine(baseUrl);
  const databases = STORES.map(databaseName);
  await admin(databases.flatMap((db) => [`drop database if exists ${db} with (force)`, `create database ${db}`]));
  const results: Results = {};
  try {
    for (const { step, title, job, stores = PEERS } of plan) {
      // Fresh rows carry no hint bits or visibility map yet; vacuum both logs alike before reading them back.
      if (job.scenario === 'b4-catch-up')
        for (const store of stores) await admin(['vacuum (analyze)'], databaseUrl(store));
      for (const store of stores) {
        const load = loadavg()[0];
        const result = await runWorker(store, job);
        results[step] = { ...results[step], [store]: { ...result, loadBefore: load } };
        console.error(`${title} · ${store} · load ${load.toFixed(2)} · ${JSON.stringify(result)}`);
      }
    }
  } finally {
    if (process.env.BENCH_KEEP !== '1')
      await admin(databases.map((db) => `drop database if exists ${db} with (force)`));
  }
  // The disk is shared with whatever else runs on the box: measure it again at the end.
  const fsyncAtEnd = (await fdatasyncOpsPerSec()).opsPerSec;
  const report = formatReport(machine, results, startedAt, fsyncAtEnd);
  await mkdir(join(__dirname, '../../tmp'), { recursive: true });
  await writeFile(
    join(__dirname, '../../tmp/bench-event-store.json'),
    JSON.stringify({ machine, results, fsyncAtEnd }, null, 2),
  );
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
