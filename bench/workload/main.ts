/**
 * B14 — a workload on the embedded default (issue 26): `npm start`'s process with its defaults
 * (PGlite in a data directory, the in-process bus, the offline planner, the in-process
 * simulated upstream), `--tasks` new requests over the main thread from seeded simulated
 * users with follow-ups and cost cards (open-API keys) left open or answered. Reports main-thread
 * post p50/p95, task card p95, the platform's CPU over an idle window after the load, events
 * and data size per task, and what the log gained while idle.
 *
 *   npm run bench:workload -- [--tasks 1000] [--rate 2] [--users 20] [--idle 60] [--seed 14] [--no-doc]
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import type { TaskCardView } from '@lomo/service-api';
import { taskCardProjection } from '@lomo/services/task-runtime';
import { writeSection } from '../shared/doc-section';
import { runLoad } from './load';
import {
  createKeys,
  openData,
  readDocuments,
  processCpuMs,
  processRssMb,
  startPlatform,
  type PlatformProcess,
} from './platform-process';
import {
  databaseQueueTimes,
  eventLoopDelay,
  failed,
  percentile,
  postStageTimes,
  report,
  serverTimes,
  type Measured,
} from './report';
import { simulatedUsers } from './users';

const program = new Command('bench:workload')
  .option('--tasks <n>', 'new requests over the main thread', Number, 1000)
  .option('--rate <n>', 'user actions per second (seeded Poisson arrivals)', Number, 2)
  .option('--new-share <p>', 'share of actions that are new requests (the rest: follow-ups, card looks)', Number, 0.7)
  .option('--users <n>', 'simulated users (teams of 5 share a workspace)', Number, 20)
  .option('--idle <s>', 'idle window after the load, seconds', Number, 60)
  .option('--settle <s>', 'longest wait for the work to finish before the idle window, seconds', Number, 900)
  .option('--seed <n>', 'seed of the users and their words', Number, 14)
  .option('--no-doc', 'do not write the B14 section of docs/benchmarks.md')
  .option('--profile <dir>', 'write a V8 CPU profile of the platform process to this directory (node --cpu-prof)')
  .option('--samples <file>', 'write every request (sent at, latency, status) to this JSON file')
  .option('--json <file>', 'write what was measured (counts and times, no samples) to this JSON file')
  .option(
    '--sql-callers <file>',
    "count the platform's SQL statements per caller over the idle window into this JSON file",
  )
  .option(
    '--sql-callers-phase <phase>',
    'which window --sql-callers counts: idle, or load (then <file>.load.json holds the load phase)',
    'idle',
  )
  .parse();
const opts = program.opts<{
  tasks: number;
  rate: number;
  newShare: number;
  users: number;
  idle: number;
  settle: number;
  seed: number;
  doc: boolean;
  samples?: string;
  json?: string;
  profile?: string;
  sqlCallers?: string;
  sqlCallersPhase: 'idle' | 'load';
}>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const BUSY = ['running', 'rescheduling', 'waiting_external'];

/** Tasks still working, per the gateway's list (one key per workspace reads its tasks). */
async function busyTasks(url: string, keys: string[]): Promise<number> {
  let busy = 0;
  for (const key of keys)
    for (const status of BUSY) {
      const res = await fetch(`${url}/v1/tasks?status=${status}&limit=200`, {
        headers: { authorization: `Bearer ${key}` },
      });
      busy += ((await res.json()) as unknown[]).length;
    }
  return busy;
}

/**
 * One read of each kind a returning person makes, for up to 20 tasks: the card, the task list and
 * the main thread (reads only, so the log the report counts is the load's). Milliseconds each.
 */
async function afterIdleReads(url: string, tasks: Map<string, { key: string }>): Promise<number[]> {
  const times: number[] = [];
  for (const [taskId, { key }] of [...tasks].slice(0, 20))
    for (const path of [`/v1/tasks/${taskId}`, '/v1/tasks?limit=50', '/v1/main/messages?limit=20']) {
      const started = performance.now();
      const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${key}` } });
      await res.arrayBuffer();
      times.push(res.ok ? performance.now() - started : NaN);
    }
  return times;
}

/** What a caller of the CLI reads back (`--json`): the counts of the run, not its samples. */
function summary(m: Measured) {
  const { load } = m;
  return {
    requests: load.posts.length,
    tasks: load.tasks.size,
    outcomes: load.outcomes,
    followUps: load.followUps.length,
    costCardsAnswered: load.answered,
    corrections: load.corrections.length,
    movesRefused: load.movesRefused,
    questionsLeft: load.questionsLeft,
    failed: {
      posts: failed(load.posts),
      followUps: failed(load.followUps),
      cards: failed(load.cards),
      answers: failed(load.answers),
      corrections: failed(load.corrections.filter((c) => c.status !== 409)),
    },
    taskStates: m.taskStates,
    busyAtIdle: m.busyAtIdle,
    idleEvents: m.idleEvents,
    idleCpu: m.idleCpu,
    afterIdle: m.afterIdle,
    exit: m.exit,
  };
}

/** A window's statements per caller, most first (counted by the platform, `sql-callers.ts`). */
function printCallers(file: string, window: string): void {
  const { counts } = JSON.parse(readFileSync(file, 'utf8')) as { counts: Record<string, number> };
  const rows = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  console.log(`SQL statements over the ${window}: ${rows.reduce((n, [, c]) => n + c, 0)}`);
  for (const [caller, n] of rows.slice(0, 30)) console.log(`${String(n).padStart(7)}  ${caller}`);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lomo-b14-'));
  const logFile = join(dataDir, 'platform.log');
  const users = simulatedUsers(opts.users, 5);
  const keys = await createKeys(dataDir, users);
  const keyed = users.map((u, i) => ({ ...u, key: keys[i] }));
  const teamKeys = [...new Map(keyed.map((u) => [u.workspaceId, u.key])).values()];
  const loadBefore = loadavg();
  const started = new Date();
  console.log(`B14: ${opts.tasks} tasks, ${opts.users} users, ${opts.rate} actions/s, data in ${dataDir}`);

  let platform: PlatformProcess | undefined = await startPlatform(
    dataDir,
    logFile,
    opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${opts.profile}`] : [],
    opts.sqlCallers
      ? { modules: [join(__dirname, 'sql-callers.ts')], env: { LOMO_SQL_CALLERS: resolve(opts.sqlCallers) } }
      : undefined,
  );
  const callers = opts.sqlCallers && resolve(opts.sqlCallers);
  // Counting the load phase costs a stack per statement: its latencies are not B14's then.
  const countLoad = callers && opts.sqlCallersPhase === 'load';
  try {
    if (countLoad) {
      writeFileSync(`${callers}.start`, '');
      await sleep(1_500);
    }
    // prom-client resets its event-loop histogram at each scrape: read once now, the end's
    // figures are the load phase's, not the boot's (a fresh data directory's initdb, ADR 0091).
    await (await fetch(`${platform.url}/metrics`)).text();
    const bootCpuMs = processCpuMs(platform.pid);
    const load = await runLoad({
      url: platform.url,
      users: keyed,
      tasks: opts.tasks,
      rate: opts.rate,
      newShare: opts.newShare,
      seed: opts.seed,
      maxInFlight: 64,
      onProgress: (created, so) =>
        console.log(
          `${created} requests sent; post p50 ${percentile(
            so.posts.map((s) => s.ms),
            50,
          ).toFixed(0)} ms, p95 ${percentile(
            so.posts.map((s) => s.ms),
            95,
          ).toFixed(0)} ms; loadavg ${loadavg()[0].toFixed(1)}`,
        ),
    });
    const loadCpuMs = processCpuMs(platform.pid) - bootCpuMs;
    // Where a post's time went, by stage (the platform's own histogram; ADR 0063's next step).
    const metrics = await (await fetch(`${platform.url}/metrics`)).text();
    const stages = postStageTimes(metrics);
    const eventLoop = eventLoopDelay(metrics);
    const databaseQueue = databaseQueueTimes(metrics);
    const server = serverTimes(metrics);
    console.log(
      `server time: ${server.map((s) => `${s.stage} mean ${s.meanMs.toFixed(1)} ms, p95 ≤ ${s.p95AtMostMs} ms, ${s.count}`).join('; ')}`,
    );
    console.log(
      `database queue: ${databaseQueue.map((s) => `${s.stage} mean ${s.meanMs.toFixed(1)} ms, p95 ≤ ${s.p95AtMostMs} ms, ${s.count}`).join('; ')}`,
    );
    console.log(
      `post stages: ${stages.map((s) => `${s.stage} mean ${s.meanMs.toFixed(0)} ms, p95 ≤ ${s.p95AtMostMs} ms`).join('; ')}`,
    );
    if (opts.samples)
      writeFileSync(
        opts.samples,
        JSON.stringify({ posts: load.posts, followUps: load.followUps, cards: load.cards, answers: load.answers }),
      );
    console.log(`load done in ${(load.wallMs / 1000).toFixed(0)} s; waiting for the work to settle`);
    if (countLoad) {
      await sleep(1_500);
      copyFileSync(callers, `${callers}.load.json`);
      printCallers(callers, 'load phase');
    }

    // Settle: no task running, rescheduling or waiting on a job, twice in a row.
    const settleStart = Date.now();
    let quiet = 0;
    let busy = -1;
    while (quiet < 2 && Date.now() - settleStart < opts.settle * 1000) {
      busy = await busyTasks(platform.url, teamKeys);
      quiet = busy === 0 ? quiet + 1 : 0;
      if (quiet < 2) await sleep(3_000);
    }
    const settleMs = Date.now() - settleStart;
    console.log(`settled after ${(settleMs / 1000).toFixed(0)} s (${busy} busy); idle window ${opts.idle} s`);
    await sleep(5_000);

    // The idle window: nobody calls the platform; CPU from /proc every 5 s.
    if (callers && !countLoad) writeFileSync(`${callers}.start`, '');
    const idleStart = new Date();
    const cpu0 = processCpuMs(platform.pid);
    const slices: number[] = [];
    let last = cpu0;
    for (let s = 0; s < opts.idle; s += 5) {
      await sleep(5_000);
      const now = processCpuMs(platform.pid);
      slices.push((now - last) / 5_000);
      last = now;
    }
    const idleEnd = new Date();
    if (callers && !countLoad) printCallers(callers, 'idle window');
    const idleCpu = (last - cpu0) / (idleEnd.getTime() - idleStart.getTime());
    const rssMb = processRssMb(platform.pid);
    // Requests after the idle window: the first ones a person sends on coming back.
    const afterIdle = await afterIdleReads(platform.url, load.tasks);
    const loadAfter = loadavg();
    const exit = await platform.stop();
    platform = undefined;

    // The log, read from the data directory once the platform has let go of it.
    const dataBytes = Number(execFileSync('du', ['-sb', dataDir]).toString().split('\t')[0]);
    const sql = await openData(dataDir);
    const count = async (where = 'true', params: unknown[] = []) =>
      Number(
        (await sql.query<{ n: string }>(`select count(*)::text as n from lomo_events where ${where}`, params)).rows[0]
          .n,
      );
    const events = await count();
    const taskEvents = await count(`category = 'task'`);
    const idleRows = (
      await sql.query<{ event_type: string; n: string }>(
        `select event_type, count(*)::text as n from lomo_events where recorded_at >= $1 and recorded_at < $2 group by 1 order by count(*) desc`,
        [idleStart.toISOString(), idleEnd.toISOString()],
      )
    ).rows;
    const byType = (
      await sql.query<{ event_type: string; n: string }>(
        `select event_type, count(*)::text as n from lomo_events where category = 'task' group by 1 order by count(*) desc limit 8`,
      )
    ).rows;
    // Where the tasks were left: status, and how many wait on an open cost card (the read model, sealed).
    const cards = await readDocuments<{ status: string; card: TaskCardView }>(dataDir, sql, taskCardProjection.name);
    const byStatus = new Map<string, { n: number; cost: number }>();
    for (const { status, card } of cards) {
      const row = byStatus.get(status) ?? { n: 0, cost: 0 };
      row.n += 1;
      if (card.checkpoints?.some((c) => c.origin === 'cost' && c.state === 'open')) row.cost += 1;
      byStatus.set(status, row);
    }
    const states = [...byStatus]
      .map(([status, { n, cost }]) => ({ status, n: String(n), cost: String(cost) }))
      .sort((a, b) => Number(b.n) - Number(a.n));
    await sql.close();

    const measured: Measured = {
      opts,
      started,
      cores: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      embedder: process.env.EMBEDDER || 'e5-small (the default)',
      node: process.version,
      loadBefore,
      loadAfter,
      load,
      loadCpuMs,
      settleMs,
      busyAtIdle: busy,
      idleCpu,
      idleSlices: slices,
      rssMb,
      events,
      taskEvents,
      taskEventsByType: byType.map((r) => [r.event_type, Number(r.n)]),
      idleEvents: idleRows.map((r) => [r.event_type, Number(r.n)]),
      afterIdle,
      taskStates: states.map((r) => ({ status: r.status, tasks: Number(r.n), openCostCards: Number(r.cost) })),
      dataBytes,
      exit,
      stages,
      eventLoop,
      databaseQueue,
      server,
    };
    if (opts.json) writeFileSync(opts.json, JSON.stringify(summary(measured), null, 2));
    const section = report(measured);
    console.log(section);
    if (opts.doc) await writeSection(join(__dirname, '..', '..', 'docs', 'benchmarks.md'), 'workload', section);
    rmSync(dataDir, { recursive: true, force: true });
  } finally {
    await platform?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
