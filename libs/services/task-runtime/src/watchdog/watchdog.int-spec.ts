import { randomUUID } from 'node:crypto';
import { ProjectionProcessor, ProjectionReader } from '@lomo/event-store';
import { armFailpoint, disarmAllFailpoints } from '@lomo/failpoints';
import type { StepDecision, TaskModel } from '../worker/task-model';
import { TaskWorker } from '../worker/task-worker';
import { ToolRegistry } from '@lomo/agent-tools';
import { WorkerPool } from '../worker/worker-pool';
import { taskAttentionProjection, type TaskAttention } from './task-attention.projection';
import { Watchdog } from './watchdog';
import { SQL_BACKENDS, useRuntimeFixture } from '../worker/testing/runtime-fixture';

const at = '2026-11-29T10:00:00.000Z';
const replying: TaskModel = { decide: async (): Promise<StepDecision> => ({ text: 'Done.', toolCalls: [] }) };

describe.each(SQL_BACKENDS)('watchdog on %s', (_name, openSql) => {
  const fx = useRuntimeFixture(openSql, 300);
  let attention: ProjectionProcessor;
  beforeAll(async () => {
    attention = new ProjectionProcessor(fx.store, fx.sql, taskAttentionProjection, { pollIntervalMs: 20 });
    await attention.start();
    fx.beforeClose(() => attention.stop());
  });
  afterEach(() => disarmAllFailpoints());

  const deliver = async () => {
    const taskId = randomUUID();
    await fx.tasks.execute(taskId, {
      type: 'CreateTask',
      taskId,
      workspaceId: 'ws',
      userId: 'u',
      kind: 'persistent',
      brief: 'posters',
      at,
    });
    await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: 'go', at });
    return taskId;
  };
  const completed = async (taskId: string) =>
    (await fx.tasks.load(taskId)).events.some((e) => e.type === 'TurnCompleted');

  it('resumes a task whose wake-up was lost, within the detection budget, and reports the time', async () => {
    const worker = new TaskWorker(fx.tasks, fx.leases, replying, new ToolRegistry());
    const errors: unknown[] = [];
    const pool = new WorkerPool(worker, { onError: (_id, error) => errors.push(error) });
    const watchdog = new Watchdog(fx.sql, fx.leases, (taskId) => pool.submit(taskId), {
      intervalMs: 100,
      graceMs: 300,
      onError: (error) => errors.push(error),
      attention,
    });
    await watchdog.migrate();
    const deliveredAt = Date.now();
    const taskId = await deliver(); // no wake-up is ever sent: it was "lost"
    watchdog.start();
    try {
      await until(() => completed(taskId));
      const detectionMs = Date.now() - deliveredAt;
      process.stdout.write(`watchdog: lost wake-up of task ${taskId} detected and resumed in ${detectionMs} ms\n`);
      expect(detectionMs).toBeLessThan(10_000);
      await until(
        async () =>
          (await new ProjectionReader(fx.sql).get<TaskAttention>(taskAttentionProjection.name, taskId))
            ?.attentionSince === undefined,
      );
      expect(errors).toEqual([]);
    } finally {
      await watchdog.stop();
      await pool.drain();
    }
  });

  it('resumes a turn left open by a crashed worker; an idle task is never woken', async () => {
    const idle = randomUUID();
    await fx.tasks.execute(idle, {
      type: 'CreateTask',
      taskId: idle,
      workspaceId: 'ws',
      userId: 'u',
      kind: 'persistent',
      brief: 'idle',
      at,
    });
    const taskId = await deliver();
    armFailpoint('task.before-turn-complete', 'throw');
    await expect(new TaskWorker(fx.tasks, fx.leases, replying, new ToolRegistry()).runTask(taskId)).rejects.toThrow(
      'failpoint',
    );
    disarmAllFailpoints();
    const woken: string[] = [];
    const watchdog = new Watchdog(fx.sql, fx.leases, (id) => void woken.push(id), { graceMs: 0 });
    await watchdog.migrate();
    await until(
      async () =>
        (await new ProjectionReader(fx.sql).get<TaskAttention>(taskAttentionProjection.name, taskId))?.openTurn ===
        true,
    );
    await watchdog.sweep();
    expect(woken).toContain(taskId);
    expect(woken).not.toContain(idle);
    expect(await new TaskWorker(fx.tasks, fx.leases, replying, new ToolRegistry()).runTask(taskId)).toBe('idle');
  });

  it('does not wake a task whose document the projection has not brought up to date (a turn just completed)', async () => {
    const taskId = await deliver();
    const attentionOf = () => new ProjectionReader(fx.sql).get<TaskAttention>(taskAttentionProjection.name, taskId);
    await until(async () => (await attentionOf())?.attentionSince !== undefined);
    // The fold stops a step behind, as at load: the turn completes and releases its lease unseen.
    await attention.stop();
    expect(await new TaskWorker(fx.tasks, fx.leases, replying, new ToolRegistry()).runTask(taskId)).toBe('idle');
    expect((await attentionOf())?.pending).toEqual(['m1']);
    const sweep = async (options: { attention?: ProjectionProcessor }) => {
      const woken: string[] = [];
      await new Watchdog(fx.sql, fx.leases, (id) => void woken.push(id), { graceMs: 0, ...options }).sweep();
      return woken;
    };
    // Read as it stands, the document calls for a worker that would find nothing to do…
    expect(await sweep({})).toContain(taskId);
    // …so the watchdog that knows the fold is behind leaves it to the next sweep,
    expect(await sweep({ attention })).not.toContain(taskId);
    // and once the fold has caught up, nothing calls for a worker.
    attention = new ProjectionProcessor(fx.store, fx.sql, taskAttentionProjection, { pollIntervalMs: 20 });
    await attention.start();
    await until(async () => (await attentionOf())?.attentionSince === undefined);
    expect(await sweep({ attention })).not.toContain(taskId);
  });

  it('wakes a task in the trace of what left it needing a worker, so its turn joins the request that caused it (ADR 0049)', async () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const taskId = randomUUID();
    await fx.tasks.execute(
      taskId,
      { type: 'CreateTask', taskId, workspaceId: 'ws', userId: 'u', kind: 'persistent', brief: 'posters', at },
      { traceparent },
    );
    await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: 'go', at }, { traceparent });
    const woken = new Map<string, string | undefined>();
    const watchdog = new Watchdog(fx.sql, fx.leases, (id, cause) => void woken.set(id, cause), { graceMs: 0 });
    await until(
      async () =>
        (await new ProjectionReader(fx.sql).get<TaskAttention>(taskAttentionProjection.name, taskId))
          ?.attentionSince !== undefined,
    );
    await watchdog.sweep();
    expect(woken.get(taskId)).toBe(traceparent);
  });

  it('two workers racing for one task: one runs it, the other finds it busy; one turn, no duplicate', async () => {
    const taskId = await deliver();
    const slow: TaskModel = {
      decide: async () => (await new Promise((r) => setTimeout(r, 200)), { text: 'Done.', toolCalls: [] }),
    };
    const outcomes = await Promise.all(
      [1, 2].map(() => new TaskWorker(fx.tasks, fx.leases, slow, new ToolRegistry()).runTask(taskId)),
    );
    expect(outcomes.sort()).toEqual(['busy', 'idle']);
    expect((await fx.tasks.load(taskId)).events.filter((e) => e.type === 'TurnStarted')).toHaveLength(1);
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
