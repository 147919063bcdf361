/**
 * B9 — one application-API call over gRPC beside the same call in-process, in one run.
 *
 * The standalone task-runtime app (apps/task-runtime) boots on in-memory PGlite with its
 * gRPC server on a free port; a task is created; then `TaskRuntimeApi.getTask` is called
 * N times through the in-process token and N times through the gRPC client the gateway
 * uses (`grpcClient(GrpcPeer, taskRuntimeTransport)`: service credential, caller metadata,
 * deadline, protobuf both ways), the two paths taking turns in rounds so load swings hit both.
 * Then, in the same run, "a red cat, watercolour" end to end through the gateway's HTTP API,
 * embedded (apps/platform, one process on PGlite) against distributed (the seven apps as nine
 * processes on the real PostgreSQL, Kafka, Redis and OpenSearch; `DistributedCluster`), one
 * new task per prompt (red-cat.ts). Writes the B9 section of docs/benchmarks.md.
 *
 *   npm run bench:grpc        BENCH_GRPC_CALLS (per path and round, default 2000), BENCH_GRPC_ROUNDS (3),
 *                             BENCH_REDCAT_TRIALS (per mode, default 5); the TEST_* server addresses
 *                             of scripts/services.sh env (as scripts/test.sh exports them)
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { GrpcPeer, grpcClient, TASK_RUNTIME_API, taskRuntimeTransport, type TaskRuntimeApi } from '@lomo/service-api';
import { taskRuntimeApp } from '../../apps/task-runtime/src/app';
import { writeSection } from '../shared/doc-section';
import { freePort } from '@lomo/testing';
import { distributed, embedded, PROMPTS, redCatTimes } from './red-cat';

const CALLS = Number(process.env.BENCH_GRPC_CALLS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_GRPC_ROUNDS ?? 3);
const TRIALS = Math.min(PROMPTS.length, Number(process.env.BENCH_REDCAT_TRIALS ?? PROMPTS.length));
const TOKEN = `bench-${randomUUID()}`;
const caller = { workspaceId: 'ws-bench', userId: 'u-bench' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(api: TaskRuntimeApi, taskId: string, calls: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await api.getTask(caller, taskId);
    samples.push(performance.now() - started);
  }
  return samples;
}

type Row = { path: string; n: number; p50: number; p99: number };
const summary = (path: string, samples: number[]): Row => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { path, n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** Request → finished red-cat task per mode, each mode booted on its own (boots are not timed). */
async function redCat(): Promise<{ rows: Array<{ mode: string; times: number[] }>; loads: number[] }> {
  const rows: Array<{ mode: string; times: number[] }> = [];
  const loads: number[] = [];
  for (const [mode, boot] of [
    ['embedded (1 process, PGlite, in-process bus)', embedded],
    ['distributed (9 processes, gRPC + Kafka, PostgreSQL)', distributed],
  ] as const) {
    const system = await boot();
    try {
      loads.push(loadavg()[0]);
      rows.push({ mode, times: await redCatTimes(system, PROMPTS.slice(0, TRIALS)) });
    } finally {
      await system.close();
    }
  }
  return { rows, loads };
}

async function main(): Promise<void> {
  const grpcPort = await freePort();
  const config = loadConfig(taskRuntimeApp.config, {
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    GRPC_PORT: String(grpcPort),
    SERVICE_TOKEN: TOKEN,
  });
  const app = await createLomoApp(taskRuntimeApp, config);
  await app.init();
  const peer = new GrpcPeer('task-runtime', { address: `127.0.0.1:${grpcPort}`, token: TOKEN });
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    peer.close();
    await app.close();
  };
  try {
    const local = app.get<TaskRuntimeApi>(TASK_RUNTIME_API);
    const remote = grpcClient(peer, taskRuntimeTransport);
    const { taskId } = await local.createTask(caller, { text: 'a red cat, watercolour' });
    // Warm-up: JIT, the channel, prepared statements.
    await time(local, taskId, 200);
    await time(remote, taskId, 200);
    const results = { 'in-process': [] as number[], gRPC: [] as number[] };
    const loads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(loadavg()[0]);
      results['in-process'].push(...(await time(local, taskId, CALLS)));
      results.gRPC.push(...(await time(remote, taskId, CALLS)));
    }
    const rows = Object.entries(results).map(([path, samples]) => summary(path, samples));
    await close(); // the red-cat systems get the machine to themselves
    const cat = await redCat();
    const median = (times: number[]) => summary('', times).p50;
    const [emb, dist] = cat.rows;
    const [inProcess, grpc] = rows;
    const section = [
      '<!-- bench:grpc:start -->',
      '## B9 — an application-API call over gRPC vs in-process',
      '',
      `\`npm run bench:grpc\`, run ${new Date().toISOString()}. Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ` +
        `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load average per round: ${loads.map((l) => l.toFixed(1)).join(' · ')}.`,
      '',
      'The standalone task-runtime app on in-memory PGlite serves `TaskRuntimeApi` over gRPC on loopback; `getTask` of one ' +
        'task is called back to back through the in-process token and through the gRPC client the gateway uses ' +
        '(service credential and caller in metadata, a deadline, protobuf both ways), the two paths taking turns in ' +
        `${ROUNDS} rounds of ${CALLS} calls each, after 200 warm-up calls per path.`,
      '',
      '| path | calls | p50 ms | p99 ms |',
      '| --- | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.path} | ${r.n} | ${r.p50.toFixed(3)} | ${r.p99.toFixed(3)} |`),
      '',
      `gRPC ÷ in-process: p50 ${(grpc.p50 / inProcess.p50).toFixed(2)}×, p99 ${(grpc.p99 / inProcess.p99).toFixed(2)}×; ` +
        `the hop adds ${(grpc.p50 - inProcess.p50).toFixed(3)} ms at p50.`,
      '',
      '### "a red cat, watercolour" end to end, distributed vs embedded',
      '',
      `Same run; 1-min load average at the start of each mode: ${cat.loads.map((l) => l.toFixed(1)).join(' · ')}. ` +
        'Time from `POST /v1/main/messages` to the task card (polled every 50 ms through the same gateway) being ' +
        "idle with its PNG: routing, task creation, the offline planner's turn, the generation tool, the simulated " +
        `upstream's job, the result back into the task. One new task per prompt (${TRIALS} red prompts, the first ` +
        'being the red cat), each mode booted once beforehand (boots not timed). Embedded: `apps/platform` on PGlite ' +
        'with the in-process bus. Distributed: `DistributedCluster` — seven apps, two gateway and two task-runtime ' +
        'replicas — on the real PostgreSQL, Kafka, Redis and OpenSearch.',
      '',
      '| mode | tasks | first (red cat) ms | median ms | each ms |',
      '| --- | ---: | ---: | ---: | --- |',
      ...cat.rows.map(
        (r) =>
          `| ${r.mode} | ${r.times.length} | ${r.times[0].toFixed(0)} | ${median(r.times).toFixed(0)} | ${r.times.map((t) => t.toFixed(0)).join(' · ')} |`,
      ),
      '',
      `Distributed ÷ embedded: median ${(median(dist.times) / median(emb.times)).toFixed(2)}×. The first task of ` +
        'each mode is the cold path (the first model turn, first generation and first object write of a fresh ' +
        'process compile and warm up), the rest the steady state; on this shared machine single trials swing by ' +
        'seconds with the load.',
      '<!-- bench:grpc:end -->',
    ].join('\n');
    await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'grpc', section);
    console.log(section);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
