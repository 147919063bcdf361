import { randomUUID } from 'node:crypto';
import { ToolRegistry } from '@lomo/agent-tools';
import type { Task } from '../task/task.state';
import { TaskWorker } from './task-worker';
import { manualClock } from './testing/manual-clock';
import { say, ScriptedModel } from './testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from './testing/runtime-fixture';

const BACKOFF_MS = 60_000;

/**
 * A plan node whose job failed for a passing reason backs off before its retry (ADR 0024).
 * The worker used to sleep through the backoff holding the lease and a pool slot, and a
 * message delivered meanwhile waited for it (issue 32). Now it ends its run with the turn
 * open: the lease is free, an early wake-up writes nothing, a message is read at once, and the
 * node starts once the retry is due.
 */
describe.each(SQL_BACKENDS)('a plan node backing off a retry, on %s', (_db, openSql) => {
  const fx = useRuntimeFixture(openSql, 10_000);

  it('given the woken worker finds only the retry to start, then it ends its run with the lease released, writes nothing on an early wake-up, reads a message at once and starts the node when due', async () => {
    const clock = manualClock();
    const at = () => clock.now().toISOString();
    const taskId = randomUUID();
    const submitted: string[] = [];
    const registry = new ToolRegistry().register({
      name: 'generate_image',
      description: 'image (test upstream)',
      risk: 'paid',
      idempotent: true,
      inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
      run: async (_input: { prompt: string }, context) => {
        submitted.push(context.callId);
        const jobId = `job-${context.callId}`;
        return { result: { jobId, state: 'submitted' }, waitingFor: `generation:${jobId}` };
      },
    });
    const model = new ScriptedModel([
      say('Planning the poster.', [
        'update_plan',
        { nodes: [{ id: 'poster', title: 'poster', run: { tool: 'generate_image', input: { prompt: 'a boat' } } }] },
      ]),
      say('Noted: a red sail.'),
    ]);
    const worker = new TaskWorker(fx.tasks, fx.leases, model, registry, { holder: 'w-1', heartbeatMs: 0, clock });
    const load = async () => (await fx.tasks.load(taskId)) as { state: Task; events: Array<{ type: string }> };
    await fx.tasks.execute(taskId, {
      type: 'CreateTask',
      taskId,
      workspaceId: 'ws-retry',
      userId: 'u',
      kind: 'persistent',
      brief: 'a poster of a boat race',
      at: at(),
    });
    await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: 'make the poster', at: at() });
    expect(await worker.runTask(taskId)).toBe('waiting_external');
    const [waitKey] = (await load()).state.waitingFor;
    expect(submitted).toHaveLength(1);

    // The job fails for a passing reason: the node is open again, not before the backoff ends.
    await fx.tasks.execute(taskId, {
      type: 'ReceiveExternalEvent',
      source: 'generation',
      eventId: `${waitKey}:failed`,
      result: { state: 'failed', failure: 'TIMED_OUT' },
      waitKey,
      nodeRetries: { maxRetries: 2, baseDelayMs: BACKOFF_MS, maxDelayMs: BACKOFF_MS },
      at: at(),
    });
    expect((await load()).state.status).toBe('rescheduling');

    // When woken: the turn opens and the run ends at once (a sleep would take the whole minute).
    const started = Date.now();
    expect(await worker.runTask(taskId)).toBe('waiting_retry');
    expect(Date.now() - started).toBeLessThan(BACKOFF_MS / 2);
    expect((await load()).state).toMatchObject({ status: 'running', openTurn: expect.anything() });
    // The lease is free: another worker could take the task (it would find the same wait).
    const other = await fx.leases.acquire(taskId, 'w-2');
    expect(other).toBeDefined();
    await fx.leases.release(other!);

    // An early wake-up (the watchdog, a lost timer) writes nothing: no takeover, no step.
    const before = (await load()).events.length;
    expect(await worker.runTask(taskId)).toBe('waiting_retry');
    expect((await load()).events).toHaveLength(before);

    // A message delivered during the backoff is read now, in the open turn, not after it.
    await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm2', text: 'a red sail', at: at() });
    expect(await worker.runTask(taskId)).toBe('waiting_retry');
    expect(model.inputs).toHaveLength(2);
    expect([...(await load()).state.inbox.values()].map((m) => m.state)).toEqual(['consumed', 'consumed']);
    expect(submitted).toHaveLength(1);

    // Once the retry is due, the node starts as a new call of the open turn.
    clock.advance(BACKOFF_MS);
    expect(await worker.runTask(taskId)).toBe('waiting_external');
    expect(submitted).toHaveLength(2);
    const events = (await load()).events as Array<{ type: string; data: { attempt?: number } }>;
    expect(events.filter((e) => e.type === 'PlanNodeStarted').map((e) => e.data.attempt ?? 1)).toEqual([1, 2]);
  });
});
