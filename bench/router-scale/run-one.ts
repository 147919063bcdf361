/**
 * One measurement: a workspace of `BENCH_TASKS` tasks and a main thread of `BENCH_THREAD`
 * messages, then `BENCH_POSTS` messages posted through the router one after another. Prints
 * one JSON line (main.ts runs this file in each tree, in a process of its own).
 *
 *   BENCH_ADAPTER=pglite|opensearch BENCH_TASKS=10000 BENCH_THREAD=100000 BENCH_POSTS=30 \
 *     node -r @swc-node/register bench/router-scale/run-one.ts
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Session } from 'node:inspector';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ApiCaller } from '@lomo/service-api';
import { detectForget } from '../../libs/services/router/src/forget/forget-request';
import { PostMessage } from '../../libs/services/router/src/main-thread/post-message.handler';
import { buildCases } from '../router/dataset';
import { seedCards, seedIndex, seedThread, seedVectors } from './seed';
import { buildWorld, type Counts } from './world';

const env = process.env;
const ADAPTER = (env.BENCH_ADAPTER ?? 'pglite') as 'pglite' | 'opensearch';
const TASKS = Number(env.BENCH_TASKS ?? 10_000);
const THREAD = Number(env.BENCH_THREAD ?? 100_000);
const POSTS = Number(env.BENCH_POSTS ?? 30);

/** `/proc/<pid>/stat` utime + stime, in ms (100 ticks a second on x86-64 Linux). */
async function processCpuMs(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The messages posted: the labelled set's every fifth line (no forget requests: no memory here). */
function messages(count: number): string[] {
  const texts = buildCases()
    .filter((c, i) => i % 5 === 0 && !detectForget(c.text))
    .map((c) => c.text);
  return Array.from({ length: count }, (_, i) => texts[i % texts.length]);
}

export interface PostSample {
  wallMs: number;
  cpuMs: number;
  engineCpuMs: number;
  counts: Counts;
  decision: string;
}

/** A CPU profile of the warm posts only (`BENCH_PROFILE=<file>`): `--cpu-prof` would be all seeding and the first post. */
async function startProfile(): Promise<(file: string) => Promise<void>> {
  const session = new Session();
  session.connect();
  const post = <T>(method: string) =>
    new Promise<T>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result as T))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return async (file) => {
    const { profile } = await post<{ profile: unknown }>('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function main(): Promise<void> {
  const run = `${Date.now().toString(36)}${process.pid}`;
  const caller: ApiCaller = { workspaceId: `ws-scale-${TASKS}`, userId: 'u' };
  const cards = seedCards(caller.workspaceId, TASKS);
  const seedDir = join(tmpdir(), `router-scale-seed-${TASKS}-${THREAD}`);
  const seedStarted = performance.now();
  if (!existsSync(join(seedDir, 'seeded'))) {
    // The workspace and its thread are written once per size and copied for every run: the
    // thread is the same bytes for both trees, and seeding 200,000 events takes minutes.
    rmSync(seedDir, { recursive: true, force: true });
    const seeding = await buildWorld({ adapter: 'pglite', cards: [...cards], dataDir: seedDir }, run);
    await seeding.processor.step();
    await seedThread(seeding, caller, cards, THREAD);
    await seedIndex(seeding, caller, cards);
    await seeding.close();
    writeFileSync(join(seedDir, 'seeded'), new Date().toISOString());
  }
  const dataDir = join(tmpdir(), `router-scale-run-${run}`);
  cpSync(seedDir, dataDir, { recursive: true });
  const world = await buildWorld({ adapter: ADAPTER, cards: [...cards], dataDir }, run);
  if (ADAPTER === 'opensearch') await seedIndex(world, caller, cards);
  await seedVectors(world, caller.workspaceId);
  const seedMs = performance.now() - seedStarted;
  console.error(`router-scale: seeded ${TASKS} tasks and ${THREAD} messages in ${(seedMs / 1000).toFixed(0)} s`);
  // Started after seeding, as after a restart: its in-process cache is cold.
  const handler = world.router();
  const enginePid = await world.engine.pid();
  const post = async (text: string, n: number): Promise<PostSample> => {
    world.reset();
    const [cpu0, engine0, t0] = [cpuMs(), await processCpuMs(enginePid), performance.now()];
    const entry = await handler.execute(new PostMessage(caller, { messageId: `bench-${n}`, text }));
    const wallMs = performance.now() - t0;
    const [cpu1, engine1] = [cpuMs(), await processCpuMs(enginePid)];
    return {
      wallMs,
      cpuMs: cpu1 - cpu0,
      engineCpuMs: engine1 - engine0,
      counts: world.reset(),
      decision: entry.decision,
    };
  };
  const texts = messages(POSTS + 1);
  const loads = [loadavg()[0]];
  const cold = await post(texts[0], 0);
  console.error(`router-scale: first post (cold) ${cold.wallMs.toFixed(0)} ms`);
  const samples: PostSample[] = [];
  const profiling = env.BENCH_PROFILE ? await startProfile() : undefined;
  for (let i = 1; i <= POSTS; i++) samples.push(await post(texts[i], i));
  await profiling?.(env.BENCH_PROFILE as string);
  loads.push(loadavg()[0]);
  await world.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    JSON.stringify({ adapter: ADAPTER, tasks: TASKS, thread: THREAD, posts: POSTS, seedMs, loads, cold, samples }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
