import { randomUUID } from 'node:crypto';
import { ToolRegistry } from '@lomo/agent-tools';
import { systemClock } from '@lomo/clock';
import { inProcessTaskRuntime } from '../application/task-runtime.bus-api';
import type { StepDecision } from './task-model';
import { TaskWorker } from './task-worker';
import { ScriptedModel } from './testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from './testing/runtime-fixture';
import type { Task } from '../task/task.state';
import { ONE_GENERATION } from '../task/control/lightweight';

const say = (text: string, ...toolCalls: Array<[string, unknown]>): StepDecision => ({
  text,
  toolCalls: toolCalls.map(([tool, input]) => ({ tool, input })),
});

describe('a lightweight task is one generation, and a follow-up promotes it (R-1.3)', () => {
  const [, openPglite] = SQL_BACKENDS[0];
  const fx = useRuntimeFixture(openPglite, 5_000);

  it('given a model that wants three variants of "a red cat", when the lightweight task runs, then one is submitted and the others are refused unquoted; "make it warmer" then promotes it and its edit runs', async () => {
    const submitted: string[] = [];
    const registry = new ToolRegistry().register({
      name: 'generate_image',
      description: 'generate_image (test upstream)',
      risk: 'paid',
      idempotent: true,
      inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
      run: async (input: { prompt: string }, context) => {
        submitted.push(input.prompt);
        const jobId = `job-${context.callId}`;
        return { result: { jobId, state: 'submitted' }, waitingFor: `generation:${jobId}` };
      },
    });
    const model = new ScriptedModel([
      say(
        'Three takes on the cat.',
        ['generate_image', { prompt: 'red cat A' }],
        ['generate_image', { prompt: 'red cat B' }],
        ['generate_image', { prompt: 'red cat C' }],
      ),
      say('Warming it up.', ['generate_image', { prompt: 'red cat, warmer' }]),
    ]);
    const worker = new TaskWorker(fx.tasks, fx.leases, model, registry, { heartbeatMs: 0, maxNoProgressTurns: 3 });
    const runtime = inProcessTaskRuntime(fx.tasks, async () => undefined, systemClock, fx.store);
    const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };

    const { taskId } = await runtime.createTask(caller, { text: 'a red cat, watercolour', kind: 'lightweight' });
    await worker.runTask(taskId);
    let task = (await fx.tasks.load(taskId)).state as Task;
    expect(submitted).toEqual(['red cat A']);
    const results = [...task.journal.values()].map((call) => call.result as { reason?: string });
    expect(results.filter((r) => r.reason === ONE_GENERATION)).toHaveLength(2);
    expect(task).toMatchObject({ kind: 'lightweight', status: 'waiting_external', generations: 1 });
    expect([...task.checkpoints.values()]).toEqual([]);

    await runtime.deliverMessage(caller, taskId, { messageId: randomUUID(), text: 'make it warmer' });
    task = (await fx.tasks.load(taskId)).state as Task;
    expect(task.kind).toBe('persistent');
    await worker.runTask(taskId);
    expect(submitted).toEqual(['red cat A', 'red cat, warmer']);
  });
});
