import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { closedLoop, type BenchSystem } from './closed-loop';
import { openLangGraph } from './langgraph-system';
import { openLomo } from './lomo-system';
import { RESULT_PREFIX, type ScenarioJob, type ScenarioResult, type SystemName } from './protocol';
import { serverCpuMs } from './server-cpu';
import { installSqlProbe } from './sql-probe';
import { percentile } from '../event-store/stats';

function open(system: SystemName, url: string, poolSize: number): Promise<BenchSystem> {
  switch (system) {
    case 'lomo':
      return openLomo(url, poolSize, 'deployed');
    case 'lomo-lean':
      return openLomo(url, poolSize, 'lean');
    case 'langgraph-sync':
      return openLangGraph(url, poolSize, 'sync');
    case 'langgraph-async':
      return openLangGraph(url, poolSize, 'async');
    case 'lomo-before':
      throw new Error("lomo-before runs as 'lomo' in the earlier commit's tree (BENCH_BEFORE_TREE)");
  }
}

/** p50 of 100 sequential runs of `statement` on a connection of its own: what one round trip costs right now. */
async function yardstick(url: string, statement: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create table if not exists bench_commit_probe (id int)');
    const times: number[] = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      await client.query(statement);
      times.push(performance.now() - started);
    }
    return percentile(times, 50);
  } finally {
    await client.end();
  }
}

/**
 * One throughput scenario (one runtime, one concurrency) in a process of its own, so heaps,
 * JIT state and node-postgres patches never cross runtimes. Prints one RESULT line.
 */
async function main(): Promise<void> {
  const [url, jobText] = process.argv.slice(2);
  const job = JSON.parse(jobText) as ScenarioJob;
  installSqlProbe();
  // One connection per concurrent turn for both runtimes: the pool is never the bottleneck.
  const system = await open(job.system, url, Math.max(job.concurrency, job.warmupConcurrency));
  try {
    const prepared = system.prepare ? await system.prepare(job.prepareMax, 16, job.prepareTimeBoxMs) : undefined;
    let next = 0;
    // LangGraph threads need no setup: a fresh id per turn, bounded like Lomo's tasks.
    const ids = prepared ? () => prepared[next++] : () => (next++ < job.prepareMax ? String(next) : undefined);
    const load = loadavg()[0];
    // A one-row insert in autocommit: a commit that waits for its WAL flush (an xid alone commits asynchronously).
    const [selectP50, commitP50] = [
      await yardstick(url, 'select 1'),
      await yardstick(url, 'insert into bench_commit_probe values (1)'),
    ];
    const database = new URL(url).pathname.slice(1);
    const r = await closedLoop(system, ids, job, () => serverCpuMs(database));
    const perTurn = (value: number) => value / Math.max(1, r.turns);
    const result: ScenarioResult = {
      ...job,
      prepared: prepared?.length,
      loadBefore: load,
      selectP50,
      commitP50,
      turns: r.turns,
      steps: r.steps,
      failures: r.failures,
      exhausted: r.exhausted,
      measuredMs: r.measuredMs,
      stepsPerSec: r.stepsPerSec,
      stepP50: percentile(r.stepMs, 50),
      stepP99: percentile(r.stepMs, 99),
      turnP50: percentile(r.turnMs, 50),
      turnP99: percentile(r.turnMs, 99),
      roundTripsPerTurn: perTurn(r.sql.roundTrips),
      commitsPerTurn: perTurn(r.sql.commits),
      sqlMsPerTurn: perTurn(r.sql.sqlMs),
      cpuMsPerStep: r.cpuMsPerStep,
      serverCpuMsPerStep: r.serverCpuMsPerStep,
      breakdown: system.timings.perTurn(Math.max(1, r.turns)),
    };
    process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
  } finally {
    await system.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
