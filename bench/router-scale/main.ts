/**
 * Routing at scale (issue 27, item 6): posts through the real router at 10 / 1,000 / 10,000
 * tasks with a main thread of 100,000 messages, on the embedded search index (PGlite) and on
 * OpenSearch, in this tree and in the base commit's, side by side in one run (each size and
 * tree in a process of its own, the trees alternating so both meet the same load). Reports
 * p50/p95/p99 of a post (find + decide + record), CPU ms per post (this process: the router
 * and PGlite, which runs in-process; the embedder's engine apart) and what a post did.
 *
 *   npm run bench:router-scale   BENCH_BASE=9cde0f4  BENCH_ADAPTERS=pglite,opensearch
 *                                BENCH_SCALES=10,1000,10000  BENCH_OPENSEARCH_SCALES=10000
 *                                BENCH_THREAD=100000  BENCH_POSTS=20  BENCH_BASE_POSTS=3
 *                                BENCH_BASE_SCALES=10000  BENCH_BASE_ADAPTERS=pglite,opensearch
 *
 * The base tree reads the whole thread per post (tens of seconds at 100,000 messages on this
 * box), so it posts fewer messages: its percentiles are of few samples, its CPU per post is not.
 *
 * `BENCH_ROWS_DIR=<dir>` only tabulates run-one outputs saved there as `<tree>-<adapter>-<tasks>.json`
 * (rows run one by one, e.g. when the base tree's rows take too long to wait for in one go).
 *
 * The base tree is `git archive`d to $TMPDIR/router-scale-<commit> (this bench copied in, the
 * node_modules linked) unless it is there already. Needs `scripts/lib/ensure-embedder.sh`
 * (e5-small) and, for OpenSearch, `OPENSEARCH_URL` (scripts/services.sh env).
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PostSample } from './run-one';

const env = process.env;
const BASE = env.BENCH_BASE ?? '9cde0f4';
const ADAPTERS = (env.BENCH_ADAPTERS ?? 'pglite,opensearch').split(',');
const SCALES = (env.BENCH_SCALES ?? '10,1000,10000').split(',').map(Number);
const THREAD = Number(env.BENCH_THREAD ?? 100_000);
const POSTS = Number(env.BENCH_POSTS ?? 20);
const BASE_POSTS = Number(env.BENCH_BASE_POSTS ?? 3);
const OPENSEARCH_SCALES = (env.BENCH_OPENSEARCH_SCALES ?? '10000').split(',').map(Number);
/** Task counts the base tree runs at (its first post folds the thread quadratically: minutes at 100,000). */
const BASE_SCALES = (env.BENCH_BASE_SCALES ?? SCALES.join(',')).split(',').map(Number);
/** Skip the base tree for these adapters (`BENCH_BASE_ADAPTERS=pglite`: its row at OpenSearch too long to wait for). */
const BASE_ADAPTERS = (env.BENCH_BASE_ADAPTERS ?? ADAPTERS.join(',')).split(',');
const ROOT = join(__dirname, '../..');

interface RunResult {
  adapter: string;
  tasks: number;
  thread: number;
  seedMs: number;
  loads: number[];
  cold: PostSample;
  samples: PostSample[];
}

/** The base commit's tree with this bench in it, ready to run. */
function baseTree(): string {
  const dir = join(tmpdir(), `router-scale-${BASE}`);
  if (!existsSync(join(dir, 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('bash', ['-c', `git -C ${JSON.stringify(ROOT)} archive ${BASE} | tar -x -C ${JSON.stringify(dir)}`]);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }
  // The bench's own files (and the card builder it shares with bench/router), not the router's.
  cpSync(join(ROOT, 'bench/router-scale'), join(dir, 'bench/router-scale'), { recursive: true });
  cpSync(join(ROOT, 'bench/router/scale.ts'), join(dir, 'bench/router/scale.ts'));
  return dir;
}

function runOne(cwd: string, adapter: string, tasks: number, posts: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'bench/router-scale/run-one.ts'], {
      cwd,
      env: {
        ...env,
        BENCH_ADAPTER: adapter,
        BENCH_TASKS: String(tasks),
        BENCH_THREAD: String(THREAD),
        BENCH_POSTS: String(posts),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as RunResult)
        : reject(new Error(`run-one exited ${code}`)),
    );
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function summary(r: RunResult) {
  const wall = r.samples.map((s) => s.wallMs).sort((a, b) => a - b);
  const count = (key: keyof PostSample['counts']) => mean(r.samples.map((s) => s.counts[key]));
  return {
    p50: percentile(wall, 50),
    p95: percentile(wall, 95),
    p99: percentile(wall, 99),
    cpuMs: mean(r.samples.map((s) => s.cpuMs)),
    engineCpuMs: mean(r.samples.map((s) => s.engineCpuMs)),
    coldMs: r.cold.wallMs,
    sqlQueries: count('sqlQueries'),
    eventsRead: count('eventsRead'),
    textsEmbedded: count('textsEmbedded'),
    tasksWeighed: count('tasksListed') + count('searchHits'),
    load: mean(r.loads),
  };
}

type Row = { tree: string; result: RunResult; summary: ReturnType<typeof summary> };

/** Rows from run-one outputs saved as `<tree>-<adapter>-<tasks>.json` in `dir` (runs made one by one). */
function savedRows(dir: string): Row[] {
  return readdirSync(dir)
    .filter((name) => /^(base|this)-.*\.json$/.test(name))
    .flatMap((name) => {
      const text = readFileSync(join(dir, name), 'utf8').trim();
      if (!text) return [];
      const result = JSON.parse(text.split('\n').at(-1) as string) as RunResult;
      return [{ tree: name.split('-')[0], result, summary: summary(result) }];
    })
    .sort((a, b) => a.result.adapter.localeCompare(b.result.adapter) || a.result.tasks - b.result.tasks);
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const rows: Row[] = env.BENCH_ROWS_DIR ? savedRows(env.BENCH_ROWS_DIR) : [];
  const trees = env.BENCH_ROWS_DIR ? { base: '', this: ROOT } : { base: baseTree(), this: ROOT };
  let flip = false;
  for (const adapter of env.BENCH_ROWS_DIR ? [] : ADAPTERS)
    for (const tasks of adapter === 'opensearch' ? OPENSEARCH_SCALES : SCALES) {
      const order = flip ? (['this', 'base'] as const) : (['base', 'this'] as const);
      flip = !flip;
      for (const tree of order) {
        if (tree === 'base' && !(BASE_SCALES.includes(tasks) && BASE_ADAPTERS.includes(adapter))) continue;
        console.error(`router-scale: ${tree} · ${adapter} · ${tasks} tasks · ${THREAD} messages`);
        const result = await runOne(trees[tree], adapter, tasks, tree === 'base' ? BASE_POSTS : POSTS);
        rows.push({ tree, result, summary: summary(result) });
      }
    }
  writeFileSync(join(__dirname, 'last-run.json'), JSON.stringify({ started, base: BASE, rows }, null, 1));
  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const lines = [
    `Run ${started}; ${cpus().length} cores; 1-min load ${rows.map((r) => r.summary.load.toFixed(0)).join(' · ')} (now ${loadavg()[0].toFixed(1)}); thread ${THREAD} messages; after one cold post, ${POSTS} posts per row (base: ${BASE_POSTS}).`,
    '',
    '| index | tasks | tree | p50 / p95 / p99 ms | CPU ms per post (router + PGlite / embedder) | first post ms | SQL round trips | events read | texts embedded | tasks weighed |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ tree, result: r, summary: s }) =>
        `| ${r.adapter} | ${r.tasks.toLocaleString('en')} | ${tree === 'base' ? `base \`${BASE}\`` : 'this'} | ${f(s.p50)} / ${f(s.p95)} / ${f(s.p99)} | ${f(s.cpuMs)} / ${f(s.engineCpuMs)} | ${f(s.coldMs)} | ${f(s.sqlQueries)} | ${f(s.eventsRead)} | ${f(s.textsEmbedded)} | ${f(s.tasksWeighed)} |`,
    ),
  ];
  console.log(lines.join('\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
