import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import type { TaskEvent } from '../task/task.events';
import { TaskLeases } from './task-leases';
import type { StepDecision } from './task-model';
import { TaskRepository } from './task-repository';
import { migrateEffectLog, readEffects } from './testing/effect-log-tools';
import { runWorkerProcess, serverUrl, type WorkerExit } from './testing/spawn-worker';

/**
 * R-12.1 with real processes: worker 1 SIGKILLs itself at a failpoint, worker 2 (a fresh
 * process, after the lease TTL) recovers from what PostgreSQL holds. Nothing in worker 1's
 * memory survives, so everything checked here is what the log and the effect table say.
 */
const at = '2026-11-29T10:00:00.000Z';
// Long enough that a successor on a loaded CI machine (two Jest slots beside the servers) renews
// in time: at 400 ms a stalled renewal made worker 2's own generation stale. The cases run
// concurrently, so the wait for the dead worker's lease to lapse is paid about once.
const LEASE_TTL_MS = 2_000;

/** Step 1 proposes two calls; step 2 finishes. Which tool comes first decides what a crash hits. */
const script = (first: 'render' | 'publish', second: 'render' | 'publish'): StepDecision[] => [
  {
    text: 'Working on it.',
    toolCalls: [
      { tool: first, input: { prompt: 'poster A' } },
      { tool: second, input: { prompt: 'poster B' } },
    ],
  },
  { text: 'Both are done.', toolCalls: [] },
  { text: 'Noted your follow-up.', toolCalls: [] },
];

interface Case {
  failpoint: string;
  order: ['render' | 'publish', 'render' | 'publish'];
  /** Tool-effect rows expected at the end (runs = invocations, effects = what the upstream did). */
  effects: Array<{ callId: string; tool: string; runs: number; effects: number }>;
}

const both = (first: string, second: string) => [
  { callId: '1:1:0', tool: first, runs: 1, effects: 1 },
  { callId: '1:1:1', tool: second, runs: 1, effects: 1 },
];

const CASES: Case[] = [
  ...[
    'task.before-decision-commit',
    'task.after-decision-commit',
    'task.after-tool-started',
    'task.after-tool-completed',
    'task.before-turn-complete',
  ].map((failpoint): Case => ({ failpoint, order: ['render', 'publish'], effects: both('render', 'publish') })),
  // The non-idempotent call was journaled "started" and its worker died: never run again, outcome unknown.
  {
    failpoint: 'task.after-tool-started',
    order: ['publish', 'render'],
    effects: [{ callId: '1:1:1', tool: 'render', runs: 1, effects: 1 }],
  },
  // Its result was saved before the crash: the successor reuses it instead of publishing twice.
  { failpoint: 'task.after-tool-completed', order: ['publish', 'render'], effects: both('publish', 'render') },
];

describe('task worker processes killed at a failpoint (PostgreSQL server)', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let tasks: TaskRepository;
  let logDir: string;

  beforeAll(async () => {
    sql = await openSqlClient({ url: serverUrl(), pgliteDataDir: 'unused', poolSize: 4 });
    store = await PostgresEventStore.open(sql);
    tasks = new TaskRepository(store);
    // Schemas exist before any worker starts, so child processes never race on DDL.
    await new TaskLeases(sql, LEASE_TTL_MS).migrate();
    await migrateEffectLog(sql);
    logDir = await mkdtemp(join(tmpdir(), 'lomo-crash-'));
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
    await rm(logDir, { recursive: true, force: true });
  });

  /** Waits until the dead worker's lease has lapsed in database time, the clock leases use. */
  const leaseLapsed = async (taskId: string) => {
    for (;;) {
      const { rows } = await sql.query(`select 1 from task_leases where task_id = $1 and expires_at > now()`, [taskId]);
      if (rows.length === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it.concurrent.each(CASES.map((c) => [`${c.failpoint} (${c.order.join(' then ')})`, c] as const))(
    'killed at %s: the successor finishes the turn with no duplicate effect, lost message or needless inference',
    async (_name, { failpoint, order, effects }) => {
      const taskId = randomUUID();
      const inferenceLog = join(logDir, `${taskId}.jsonl`);
      await tasks.execute(taskId, {
        type: 'CreateTask',
        taskId,
        workspaceId: 'ws-crash',
        userId: 'u-1',
        kind: 'persistent',
        brief: 'two posters',
        language: 'en',
        at,
      });
      await tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: 'make two posters', at });
      await tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm2', text: 'retro style', at });
      const worker = (name: string, failpoints?: string): Promise<WorkerExit> =>
        runWorkerProcess({
          TEST_DATABASE_URL: serverUrl(),
          LOMO_TASK_ID: taskId,
          LOMO_WORKER: name,
          LOMO_LEASE_TTL_MS: String(LEASE_TTL_MS),
          LOMO_SCRIPT: JSON.stringify(script(...order)),
          LOMO_INFERENCE_LOG: inferenceLog,
          ...(failpoints ? { LOMO_FAILPOINTS: failpoints } : {}),
        });

      const first = await worker('worker-1', `${failpoint}=exit`);
      expect({ signal: first.signal, stderr: first.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
      // Delivered while no worker is alive: it must still be read exactly once.
      await tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm3', text: 'and a blue one', at });
      await leaseLapsed(taskId);
      const second = await worker('worker-2');
      expect(second).toMatchObject({ code: 0, stderr: '', stdout: '{"outcome":"idle"}\n' });

      const afterRecovery = await tasks.load(taskId);
      // The successor (generation 2) completed the turn the dead worker opened, exactly once.
      const completed = afterRecovery.events.filter(
        (e): e is Extract<TaskEvent, { type: 'TurnCompleted' }> => e.type === 'TurnCompleted',
      );
      expect(completed.map((e) => e.data)).toEqual([expect.objectContaining({ turn: 1, generation: 2, next: 'idle' })]);
      if (failpoint === 'task.before-turn-complete') {
        // Worker 1 had already decided "finished" before m3 arrived: the turn ends without it
        // and m3 waits in the inbox for the wake-up its delivery sends — here, worker 3.
        expect(afterRecovery.state.exists && afterRecovery.state.inbox.get('m3')?.state).toBe('pending');
        expect(await worker('worker-3')).toMatchObject({ code: 0, stderr: '' });
      }

      const { state, events } = await tasks.load(taskId);
      expect(state).toMatchObject({ status: 'idle', openTurn: undefined });
      // Every delivered message consumed by exactly one committed step.
      const consumed = events.flatMap((e) => (e.type === 'StepDecided' ? e.data.consumedMessageIds : []));
      expect(consumed.sort()).toEqual(['m1', 'm2', 'm3']);
      expect(state.exists && [...state.inbox.values()].every((m) => m.state === 'consumed')).toBe(true);
      // No call ran twice upstream; the non-idempotent started call never ran at all.
      expect(await readEffects(sql, taskId)).toEqual(effects);
      if (order[0] === 'publish' && failpoint === 'task.after-tool-started') {
        expect(events.filter((e) => e.type === 'ToolCallOutcomeUnknown').map((e) => e.data)).toEqual([
          expect.objectContaining({ callId: '1:1:0', generation: 2 }),
        ]);
      }
      // an inference is repeated only when its decision was never committed.
      const inferences = (await readFile(inferenceLog, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { worker: string; index: number });
      const byRecovery = inferences.filter((i) => i.worker !== 'worker-3').map((i) => `${i.worker}:${i.index}`);
      const expected = {
        'task.before-decision-commit': ['worker-1:0', 'worker-2:0', 'worker-2:1'],
        'task.before-turn-complete': ['worker-1:0', 'worker-1:1'],
      }[failpoint] ?? ['worker-1:0', 'worker-2:1'];
      expect(byRecovery).toEqual(expected);
      expect(inferences.filter((i) => i.worker === 'worker-3')).toHaveLength(
        failpoint === 'task.before-turn-complete' ? 1 : 0,
      );
    },
    180_000,
  );
});
