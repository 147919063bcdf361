import { randomUUID } from 'node:crypto';
import { armFailpoint, disarmAllFailpoints } from '@lomo/failpoints';
import { StaleGeneration } from '../task/task.errors';
import type { TaskEvent } from '../task/task.events';
import { TaskWorker } from './task-worker';
import { ToolRegistry } from '@lomo/agent-tools';
import { ScriptedModel } from './testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from './testing/runtime-fixture';

const at = '2026-11-29T10:00:00.000Z';

/** A generation tool whose upstream dedups by idempotency key (the call id), as requires. */
function generationTool(effects: Map<string, number>, wait: boolean) {
  return {
    name: 'generate_image',
    description: 'Generate an image',
    risk: 'paid' as const,
    idempotent: true,
    inputSchema: {
      type: 'object',
      properties: { prompt: { type: 'string' } },
      required: ['prompt'],
      additionalProperties: false,
    },
    run: async (input: { prompt: string }, context: { callId: string }) => {
      effects.set(context.callId, (effects.get(context.callId) ?? 0) + 1);
      return {
        result: { job: `job-${context.callId}`, prompt: input.prompt },
        waitingFor: wait ? `genjob ${context.callId}` : undefined,
      };
    },
  };
}

describe.each(SQL_BACKENDS)('task worker on %s', (_name, openSql) => {
  const fx = useRuntimeFixture(openSql, 300);
  afterEach(() => disarmAllFailpoints());

  const newTask = async (text: string) => {
    const taskId = randomUUID();
    await fx.tasks.execute(taskId, {
      type: 'CreateTask',
      taskId,
      workspaceId: 'ws-1',
      userId: 'u-1',
      kind: 'persistent',
      brief: text,
      language: 'en',
      at,
    });
    await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text, at });
    return taskId;
  };
  const types = async (taskId: string) => (await fx.tasks.load(taskId)).events.map((e: TaskEvent) => e.type);

  it('runs a turn: decision committed before the tool runs, the message consumed at step 1, then the reply', async () => {
    const taskId = await newTask('a red cat, watercolour');
    const effects = new Map<string, number>();
    const model = new ScriptedModel([
      {
        text: 'Generating the cat.',
        toolCalls: [{ tool: 'generate_image', input: { prompt: 'red cat, watercolour' } }],
      },
      { text: 'Here is your cat.', toolCalls: [] },
    ]);
    const wakeUps: string[] = [];
    const worker = new TaskWorker(
      fx.tasks,
      fx.leases,
      model,
      new ToolRegistry().register(generationTool(effects, false)),
      { onWakeUp: (id, outcome) => wakeUps.push(`${id === taskId ? 'the task' : id}: ${outcome}`) },
    );
    expect(await worker.runTask(taskId)).toBe('idle');
    expect(await types(taskId)).toEqual([
      'TaskCreated',
      'MessageDelivered',
      'ExecutionTakenOver',
      'TurnStarted',
      'StepDecided',
      'ToolCallStarted',
      'ToolCallCompleted',
      'StepDecided',
      'TurnCompleted',
    ]);
    const { state } = await fx.tasks.load(taskId);
    expect(state).toMatchObject({ status: 'idle', generation: 1 });
    expect(state.exists && state.inbox.get('m1')).toEqual({
      text: 'a red cat, watercolour',
      state: 'consumed',
      turn: 1,
      step: 1,
    });
    // History, then the dynamic tail of runtime state.
    expect(model.inputs[1].messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'user']);
    expect(model.inputs[1].messages.at(-1)?.content).toContain('[Task state from the runtime');
    expect([...effects.values()]).toEqual([1]);
    expect(await worker.runTask(taskId)).toBe('nothing_to_do');
    // Every wake-up is counted by what it found (issue 26: wake-ups that find nothing are the idle loop's mark).
    expect(wakeUps).toEqual(['the task: idle', 'the task: nothing_to_do']);
  });

  it("the zombie worker (R-12.1): takeover with generation 2 resumes without re-inference; the zombie's late commit is rejected", async () => {
    const taskId = await newTask('three retro posters');
    const effects = new Map<string, number>();
    const tools = new ToolRegistry().register(generationTool(effects, true));
    const model = new ScriptedModel([
      { text: 'Submitting poster 1.', toolCalls: [{ tool: 'generate_image', input: { prompt: 'retro poster 1' } }] },
    ]);
    let unfreeze!: () => void;
    const frozen = new Promise<void>((resolve) => (unfreeze = resolve));
    let hits = 0;
    armFailpoint('task.after-tool-started', async () => {
      if (++hits === 1) await frozen; // worker 1 freezes right after journaling "started"
    });
    const zombie = new TaskWorker(fx.tasks, fx.leases, model, tools, { heartbeatMs: 0, holder: 'worker-1' });
    const zombieRun = zombie.runTask(taskId);
    await waitFor(async () => (await types(taskId)).includes('ToolCallStarted'));
    await new Promise((r) => setTimeout(r, 400)); // worker 1's lease (300 ms) expires
    const successor = new TaskWorker(fx.tasks, fx.leases, model, tools, { holder: 'worker-2' });
    expect(await successor.runTask(taskId)).toBe('waiting_external');
    unfreeze();
    await expect(zombieRun).rejects.toBeInstanceOf(StaleGeneration);

    const { state, events } = await fx.tasks.load(taskId);
    expect(state).toMatchObject({ status: 'waiting_external', generation: 2 });
    expect(model.inputs).toHaveLength(1);
    expect(events.filter((e) => e.type === 'ToolCallCompleted')).toEqual([
      { type: 'ToolCallCompleted', data: expect.objectContaining({ callId: '1:1:0', generation: 2 }) },
    ]);
    expect(events.filter((e) => e.type === 'TurnCompleted')).toEqual([
      { type: 'TurnCompleted', data: expect.objectContaining({ generation: 2, next: 'waiting_external' }) },
    ]);
    // The tool ran under the same idempotency key twice; the upstream counted one job.
    expect([...effects.keys()]).toEqual(['1:1:0']);
  });

  it('a crash after the decision commit never re-runs the inference (R-4.7)', async () => {
    const taskId = await newTask('draw a cat');
    const effects = new Map<string, number>();
    const tools = new ToolRegistry().register(generationTool(effects, true));
    const model = new ScriptedModel([
      { text: 'Drawing.', toolCalls: [{ tool: 'generate_image', input: { prompt: 'cat' } }] },
    ]);
    armFailpoint('task.after-decision-commit', 'throw');
    await expect(new TaskWorker(fx.tasks, fx.leases, model, tools, { heartbeatMs: 0 }).runTask(taskId)).rejects.toThrow(
      'failpoint',
    );
    disarmAllFailpoints();
    expect(await new TaskWorker(fx.tasks, fx.leases, model, tools).runTask(taskId)).toBe('waiting_external');
    expect(model.inputs).toHaveLength(1);
    expect(effects.get('1:1:0')).toBe(1);
  });

  it('a non-idempotent call found started after a crash gets outcome_unknown, never a second run', async () => {
    const taskId = await newTask('delete the old draft');
    const runs: string[] = [];
    const tools = new ToolRegistry().register({
      name: 'post_to_channel',
      description: 'Publish (not idempotent)',
      risk: 'write',
      idempotent: false,
      inputSchema: { type: 'object' },
      run: async (_input: unknown, context: { callId: string }) => {
        runs.push(context.callId);
        return { result: { posted: true } };
      },
    });
    const model = new ScriptedModel([
      { text: 'Posting.', toolCalls: [{ tool: 'post_to_channel', input: {} }] },
      { text: 'I could not confirm the post; checking first.', toolCalls: [] },
    ]);
    armFailpoint('task.after-tool-started', 'throw');
    await expect(new TaskWorker(fx.tasks, fx.leases, model, tools, { heartbeatMs: 0 }).runTask(taskId)).rejects.toThrow(
      'failpoint',
    );
    disarmAllFailpoints();
    expect(await new TaskWorker(fx.tasks, fx.leases, model, tools).runTask(taskId)).toBe('idle');
    expect(runs).toEqual([]);
    expect(model.inputs[1].messages.filter((m) => m.role === 'tool').at(-1)).toEqual({
      role: 'tool',
      callId: '1:1:0',
      content: expect.stringContaining('unknown'),
    });
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
