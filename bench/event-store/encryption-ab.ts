import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { StoreName } from './bench-store';
import { median } from './stats';
import { RESULT_PREFIX, type Job } from './worker';

/**
 * `node -r @swc-node/register bench/event-store/encryption-ab.ts` (ADR 0041): B1 and B3 of the store without encryption,
 * from a checkout of the baseline (`BENCH_BASELINE_DIR`, e.g. a `git archive` of main with
 * node_modules linked), against this tree's store with envelope encryption, in ONE run:
 * rounds alternate baseline / encrypted so both meet the same machine load. Reports the median
 * of each side over the rounds and the ratio encrypted / baseline, with the load average. Two
 * more sides: one keeps each event's plaintext but not the stream (the read before ADR 0096), one
 * opens every event on every read (nothing kept): a stream's first read in a process.
 */
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://lomo:lomo@127.0.0.1:5433/lomo';
const baselineDir = process.env.BENCH_BASELINE_DIR;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const B1_SECONDS = Number(process.env.BENCH_B1_SECONDS ?? 5);
const here = join(__dirname, '../..');

const jobs: { step: string; job: Job; metric: string }[] = [
  ...[1, 16].map((writers) => ({
    step: `B1 ${writers} writer(s)`,
    job: { scenario: 'b1', writers, warmupMs: 1_000, measureMs: B1_SECONDS * 1000 } as Job,
    metric: 'appendsPerSec',
  })),
  { step: 'B3 1k-event stream', job: { scenario: 'b3', size: 1_000, repetitions: 20 }, metric: 'medianMs' },
  { step: 'B3 10k-event stream', job: { scenario: 'b3', size: 10_000, repetitions: 5 }, metric: 'medianMs' },
];

interface Side {
  name: string;
  dir: string;
  store: StoreName;
  database: string;
  env?: NodeJS.ProcessEnv;
}

const urlOf = (database: string) => Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();

async function admin(statements: string[]): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

function runWorker(side: Side, job: Job): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        'bench/event-store/worker.ts',
        side.store,
        urlOf(side.database),
        JSON.stringify(job),
      ],
      { cwd: side.dir, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...side.env } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
      if (code !== 0 || !line) reject(new Error(`${side.name} ${job.scenario} exited with ${code}`));
      else resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as Record<string, number>);
    });
  });
}

async function main(): Promise<void> {
  if (!baselineDir) throw new Error('set BENCH_BASELINE_DIR to a checkout of the baseline (git archive of main)');
  const sides: Side[] = [
    { name: 'baseline (plain)', dir: baselineDir, store: 'lomo', database: 'lomo_bench_ab_base' },
    // This tree's plain store: what separates the sealing from everything else changed since.
    { name: 'plain, this tree', dir: here, store: 'lomo', database: 'lomo_bench_ab_plain' },
    { name: 'encrypted', dir: here, store: 'lomo-encrypted', database: 'lomo_bench_ab_enc' },
    // Each event's plaintext kept, but not the stream (ADR 0050's read before ADR 0096).
    {
      name: 'encrypted, streams not kept',
      dir: here,
      store: 'lomo-encrypted',
      database: 'lomo_bench_ab_events',
      env: { BENCH_KEPT_STREAM_BYTES: '0' },
    },
    // Every read opens every event (nothing kept): what a first read of a stream costs.
    {
      name: 'encrypted, nothing kept',
      dir: here,
      store: 'lomo-encrypted',
      database: 'lomo_bench_ab_cold',
      env: { BENCH_OPENED_CACHE_BYTES: '0', BENCH_KEPT_STREAM_BYTES: '0' },
    },
  ];
  await admin(
    sides.flatMap((s) => [`drop database if exists ${s.database} with (force)`, `create database ${s.database}`]),
  );
  const samples = new Map<string, number[]>();
  const loads: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const { step, job, metric } of jobs) {
        // Alternate which side goes first, so neither always meets the other's leftovers.
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          const load = loadavg()[0];
          loads.push(load);
          const result = await runWorker(side, job);
          const key = `${step}|${side.name}`;
          samples.set(key, [...(samples.get(key) ?? []), result[metric]]);
          console.error(
            `round ${round + 1} · ${step} · ${side.name} · load ${load.toFixed(2)} · ${metric} ${result[metric].toFixed(2)}`,
          );
        }
      }
  } finally {
    await admin(sides.map((s) => `drop database if exists ${s.database} with (force)`));
  }
  console.log(`| step | metric | ${sides.map((s) => `${s.name} (median)`).join(' | ')} | ratios to baseline |`);
  console.log(`|---|---|${sides.map(() => '---|').join('')}---|`);
  for (const { step, metric } of jobs) {
    const values = sides.map((side) => median(samples.get(`${step}|${side.name}`)!));
    const ratios = values.slice(1).map((v) => (v / values[0]).toFixed(3));
    console.log(`| ${step} | ${metric} | ${values.map((v) => v.toFixed(1)).join(' | ')} | ${ratios.join(' / ')} |`);
  }
  console.log(
    `\n${ROUNDS} rounds, alternating; load average (1 min) min ${Math.min(...loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
