import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { describeMachine } from '../event-store/machine';
import { writeSection } from '../shared/doc-section';
import { RESULT_PREFIX, type ScenarioJob, type ScenarioResult, type SystemName, type TakeoverResult } from './protocol';
import { formatSection } from './report';

/**
 * `npm run bench:runtime` (issue 5, B6): Lomo's task runtime and LangGraph JS with its
 * PostgreSQL checkpointer, side by side on the same server, then the takeover after a
 * worker is killed. The result replaces the B6 section of docs/benchmarks.md.
 * About 3 minutes; every child process has a time limit.
 */
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://lomo:lomo@127.0.0.1:5433/lomo';
const settings = { warmupMs: 2_000, warmupConcurrency: 16, measureMs: Number(process.env.BENCH_SECONDS ?? 6) * 1000 };
const TAKEOVER_TRIALS = Number(process.env.BENCH_TAKEOVER_TRIALS ?? 10);
/** Passes over all systems; each scenario's rows are reported per round and as medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/**
 * An earlier commit's tree (`git archive <commit> | tar -x -C <dir>`, node_modules linked in):
 * its own bench runs its own Lomo as `lomo-before`, between this tree's runs. Never committed.
 */
const BEFORE_TREE = process.env.BENCH_BEFORE_TREE;
const BEFORE_LABEL = process.env.BENCH_BEFORE_LABEL ?? BEFORE_TREE;
/** Interleaved, so a change in the box's load hits every runtime alike rather than one. */
const SYSTEMS: SystemName[] = [
  'lomo',
  ...(BEFORE_TREE ? (['lomo-before'] as const) : []),
  'langgraph-sync',
  'langgraph-async',
  'lomo-lean',
];
const ROOT = join(__dirname, '../..');
const CONCURRENCY = [1, 16];
const SCENARIO_DB = 'lomo_bench_runtime';
const TAKEOVER_DB = 'lomo_bench_runtime_takeover';

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
    throw new Error(`the benchmark only runs against a server on loopback, not ${host}`);
}

const databaseUrl = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();

async function admin(statements: string[]): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const freshDatabase = (name: string) =>
  admin([`drop database if exists ${name} with (force)`, `create database ${name}`]);

/** Runs a child entry file of `root`'s bench and returns its RESULT line; killed when it overruns `limitMs`. */
function runChild<T>(file: string, args: string[], limitMs: number, root = ROOT): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', join(root, 'bench/runtime', file), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = output.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
      if (code !== 0 || !line) reject(new Error(`${file} ${args.slice(1).join(' ')} ended with ${signal ?? code}`));
      else resolve(JSON.parse(line.slice(RESULT_PREFIX.length)) as T);
    });
  });
}

async function versions(): Promise<Record<string, string>> {
  const names = ['@langchain/langgraph', '@langchain/langgraph-checkpoint-postgres', '@langchain/core'];
  const version = async (name: string) =>
    (
      JSON.parse(await readFile(join(__dirname, '../../node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await version(name)])));
}

async function main(): Promise<void> {
  assertLoopback(baseUrl);
  const startedAt = new Date();
  const machine = await describeMachine(baseUrl);
  const scenarios: ScenarioResult[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const concurrency of CONCURRENCY) {
        for (const system of SYSTEMS) {
          await freshDatabase(SCENARIO_DB);
          const before = system === 'lomo-before';
          const job: ScenarioJob = {
            system: before ? 'lomo' : system,
            concurrency,
            ...settings,
            prepareMax: 20_000,
            prepareTimeBoxMs: 4_000,
          };
          const result = await runChild<ScenarioResult>(
            'scenario.ts',
            [databaseUrl(SCENARIO_DB), JSON.stringify(job)],
            90_000,
            before ? BEFORE_TREE : ROOT,
          );
          scenarios.push({ ...result, system, round });
          console.error(
            `round ${round}, ${system} × ${concurrency}: step p50 ${result.stepP50.toFixed(2)} ms, p99 ${result.stepP99.toFixed(2)} ms, ${result.stepsPerSec.toFixed(1)} steps/s, ${result.roundTripsPerTurn.toFixed(1)} round trips/turn, load ${loadavg()[0].toFixed(1)}`,
          );
        }
      }
    }
    await freshDatabase(TAKEOVER_DB);
    const takeover = await runChild<TakeoverResult>(
      'takeover.ts',
      [databaseUrl(TAKEOVER_DB), String(TAKEOVER_TRIALS)],
      150_000,
    );
    console.error(`takeover: ${takeover.trials.map((t) => t.takeoverMs?.toFixed(0) ?? 'none').join(', ')} ms`);
    const loadAfter = loadavg();
    const report = {
      startedAt,
      machine,
      loadAfter,
      versions: await versions(),
      scenarios,
      takeover,
      settings,
      rounds: ROUNDS,
      ...(BEFORE_TREE ? { before: BEFORE_LABEL } : {}),
    };
    await mkdir(join(__dirname, '../../tmp'), { recursive: true });
    await writeFile(join(__dirname, '../../tmp/bench-runtime.json'), JSON.stringify(report, null, 2));
    const section = formatSection(report);
    await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'runtime', section);
    console.log(section);
  } finally {
    if (process.env.BENCH_KEEP !== '1')
      await admin([SCENARIO_DB, TAKEOVER_DB].map((db) => `drop database if exists ${db} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
