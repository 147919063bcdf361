/**
 * One task worker as a real OS process, for crash tests: it runs `runTask` once and
 * exits. Tests arm `LOMO_FAILPOINTS=<name>=exit` so the process SIGKILLs itself at an exact
 * point; nothing it held in memory survives, only what it committed to PostgreSQL.
 *
 * Environment:
 *   TEST_DATABASE_URL   the shared PostgreSQL server
 *   LOMO_TASK_ID        the task to run
 *   LOMO_WORKER         lease holder name (also tags the inference log)
 *   LOMO_LEASE_TTL_MS   lease TTL; short, so a dead worker's lease lapses quickly
 *   LOMO_SCRIPT         JSON array of StepDecision: the replayed model responses
 *   LOMO_INFERENCE_LOG  file to which each inference appends one JSON line
 *   LOMO_SUBAGENTS      `1`: the spawn_subagent tool is registered too
 *
 * Prints `{"outcome": ...}` on stdout and exits 0, or the error on stderr and exits 1.
 */
import { appendFileSync } from 'node:fs';
import { openSqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { TaskLeases } from '../task-leases';
import type { StepDecision, StepInput, TaskModel } from '../task-model';
import { TaskRepository } from '../task-repository';
import { TaskWorker } from '../task-worker';
import { ToolRegistry } from '@lomo/agent-tools';
import { effectLogTools } from './effect-log-tools';
import { spawnSubagentTool } from '../../task/subagents/spawn-subagent.tool';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/**
 * Picks the decision by how many decisions the task's history already holds, not by a
 * counter in memory: a successor process resumes the script where the log says the task
 * is, and an inference re-run after a crash before the commit gets the same answer.
 */
class ScriptedModel implements TaskModel {
  constructor(
    private readonly script: StepDecision[],
    private readonly log: string,
    private readonly worker: string,
  ) {}

  async decide(input: StepInput): Promise<StepDecision> {
    const index = input.messages.filter((m) => m.role === 'assistant').length;
    const decision = this.script[index] ?? { text: 'Nothing more to do.', toolCalls: [] };
    // Appended synchronously before returning, so the line exists even if the next instruction kills us.
    appendFileSync(this.log, `${JSON.stringify({ worker: this.worker, index, pid: process.pid })}\n`);
    return decision;
  }
}

async function main(): Promise<void> {
  const worker = env('LOMO_WORKER');
  const sql = await openSqlClient({ url: env('TEST_DATABASE_URL'), pgliteDataDir: 'unused', poolSize: 4 });
  const store = await PostgresEventStore.open(sql);
  const leases = new TaskLeases(sql, Number(env('LOMO_LEASE_TTL_MS')));
  try {
    const ttlMs = Number(env('LOMO_LEASE_TTL_MS'));
    const tasks = new TaskRepository(store);
    const tools = new ToolRegistry();
    for (const tool of effectLogTools(sql)) tools.register(tool);
    // Children are run by the test itself; this process only spawns them.
    if (process.env.LOMO_SUBAGENTS === '1') tools.register(spawnSubagentTool(tasks, { wake: () => undefined }));
    const model = new ScriptedModel(
      JSON.parse(env('LOMO_SCRIPT')) as StepDecision[],
      env('LOMO_INFERENCE_LOG'),
      worker,
    );
    // Heartbeats well inside the TTL: a live worker must never lose its lease to a successor.
    // Bound to its session as in production: a kill -9 frees the lease at once.
    await leases.bindToSession(worker);
    const taskWorker = new TaskWorker(tasks, leases, model, tools, {
      holder: worker,
      heartbeatMs: Math.max(20, ttlMs / 4),
    });
    const outcome = await taskWorker.runTask(env('LOMO_TASK_ID'));
    process.stdout.write(`${JSON.stringify({ outcome })}\n`);
  } finally {
    await leases.close();
    await store.close();
    await sql.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
