import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSqlClient } from '@lomo/database';
import { type EventMetadata, PostgresEventStore, ProjectionProcessor } from '@lomo/event-store';
import { TaskLeases } from '../../libs/services/task-runtime/src/worker/task-leases';
import { TaskRepository } from '../../libs/services/task-runtime/src/worker/task-repository';
import { TaskWorker } from '../../libs/services/task-runtime/src/worker/task-worker';
import { WorkerPool } from '../../libs/services/task-runtime/src/worker/worker-pool';
import type { TaskCommand } from '../../libs/services/task-runtime/src/task/task.commands';
import { taskAttentionProjection } from '../../libs/services/task-runtime/src/watchdog/task-attention.projection';
import { Watchdog } from '../../libs/services/task-runtime/src/watchdog/watchdog';
import { echoTools, scriptedTaskModel } from './lomo-parts';
import { FROZEN, LEASE_TTL_MS, RESULT_PREFIX, type TakeoverResult, type TakeoverTrial } from './protocol';

/** The worker's default lease renewal and the watchdog's default sweep interval, reported with the result. */
const HEARTBEAT_MS = 2_000;
const WATCHDOG_INTERVAL_MS = 500;

/** Records when each takeover append committed, on the clock that timed the kill. */
class RecordingTaskRepository extends TaskRepository {
  readonly takenOver = new Map<string, { at: number; generation: number }>();

  override async execute(taskId: string, command: TaskCommand, metadata?: EventMetadata) {
    const state = await super.execute(taskId, command, metadata);
    if (command.type === 'TakeOverExecution' && state.exists)
      this.takenOver.set(taskId, { at: performance.now(), generation: state.generation });
    return state;
  }
}

function startDoomed(url: string, taskId: string): { child: ChildProcess; frozen: Promise<void> } {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', join(__dirname, 'doomed-worker.ts'), url, taskId],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const frozen = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the doomed worker never reached its tool call')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(FROZEN)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the doomed worker exited early (${code})`)));
  });
  return { child, frozen };
}

/**
 * The survivor runs as the task-runtime module wires it: TaskLeases (10 s), TaskWorker
 * (2 s heartbeat), WorkerPool, the task-attention projection and the Watchdog, all on
 * defaults. Kills are spread evenly over one heartbeat period, so they land at every
 * point of it (and of the watchdog's 500 ms sweep).
 */
async function main(): Promise<void> {
  const [url, trialsText] = process.argv.slice(2);
  const trialCount = Number(trialsText);
  const sql = await openSqlClient({ url, pgliteDataDir: 'unused' });
  const store = await PostgresEventStore.open(sql);
  const tasks = new RecordingTaskRepository(store);
  const leases = new TaskLeases(sql, LEASE_TTL_MS);
  await leases.migrate();
  const pool = new WorkerPool(new TaskWorker(tasks, leases, scriptedTaskModel, echoTools()), {
    onError: (id, error) => console.error(`takeover of ${id} failed`, error),
  });
  const attention = new ProjectionProcessor(store, sql, taskAttentionProjection);
  await attention.start();
  const watchdog = new Watchdog(sql, leases, (taskId) => pool.submit(taskId), {
    onError: (error) => console.error('watchdog sweep failed', error),
    attention,
  });
  await watchdog.migrate();
  watchdog.start();
  const kills: Array<{ taskId: string; at: number; leaseLeftMs: number }> = [];
  // Booting is slow on a busy box: all doomed workers start at once; only the kills are staggered.
  const doomed = Array.from({ length: trialCount }, () => {
    const taskId = randomUUID();
    return { taskId, ...startDoomed(url, taskId) };
  });
  try {
    // A worker that never reached its tool call is no trial: it is reported, not timed.
    const reached = await Promise.allSettled(doomed.map((d) => d.frozen));
    reached.forEach((r, i) => r.status === 'rejected' && console.error(`trial ${i + 1}: ${String(r.reason)}`));
    const live = doomed.filter((_, i) => reached[i].status === 'fulfilled');
    const firstKill = performance.now();
    for (const [i, { taskId, child }] of live.entries()) {
      await sleep(Math.max(0, firstKill + (i * HEARTBEAT_MS) / live.length - performance.now()));
      const { rows } = await sql.query<{ ms: number }>(
        `select extract(epoch from expires_at - now()) * 1000 as ms from task_leases where task_id = $1`,
        [taskId],
      );
      const at = performance.now();
      child.kill('SIGKILL');
      kills.push({ taskId, at, leaseLeftMs: Number(rows[0]?.ms) });
    }
    const deadline = performance.now() + LEASE_TTL_MS * 3;
    while (kills.some((k) => !tasks.takenOver.has(k.taskId)) && performance.now() < deadline) await sleep(50);
    await watchdog.stop();
    await pool.drain();
    const trials: TakeoverTrial[] = [];
    for (const kill of kills) {
      const taken = tasks.takenOver.get(kill.taskId);
      const { events } = await tasks.load(kill.taskId);
      trials.push({
        leaseLeftMs: kill.leaseLeftMs,
        takeoverMs: taken && taken.at - kill.at,
        generation: taken?.generation,
        turnCompleted: events.some((e) => e.type === 'TurnCompleted'),
      });
    }
    const result: TakeoverResult = {
      trials,
      notFrozen: trialCount - live.length,
      leaseTtlMs: LEASE_TTL_MS,
      heartbeatMs: HEARTBEAT_MS,
      watchdogIntervalMs: WATCHDOG_INTERVAL_MS,
    };
    process.stdout.write(`${RESULT_PREFIX}${JSON.stringify(result)}\n`);
  } finally {
    // A failed run leaves no worker behind.
    for (const { child } of doomed) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await watchdog.stop();
    await attention.stop();
    await store.close();
    await sql.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
