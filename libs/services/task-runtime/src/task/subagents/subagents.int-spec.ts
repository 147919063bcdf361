import { randomUUID } from 'node:crypto';
import { ToolRegistry, type ToolDefinition } from '@lomo/agent-tools';
import { ApiError } from '@lomo/service-api';
import type { TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import { childTaskId, SPAWN_SUBAGENT } from './subagent-wait';
import { STOPPED_WITH_PARENT } from './children';
import { StopChildrenProcessor } from './stop-children.processor';
import { taskCard } from '../../application/task-card';
import { inProcessTaskRuntime } from '../../application/task-runtime.bus-api';
import { systemClock } from '@lomo/clock';
import type { StepDecision, StepInput, TaskModel } from '../../worker/task-model';
import { TaskWorker } from '../../worker/task-worker';
import { SQL_BACKENDS, useRuntimeFixture } from '../../worker/testing/runtime-fixture';
import { spawnSubagentTool } from './spawn-subagent.tool';
import type { BudgetShares } from './budget-shares';

/** Billing's share calls as they come, with its refusal of a share beyond what is left (the decider's, in billing). */
function recordingShares(leftMinor: number) {
  const calls: Array<[string, string, number?]> = [];
  const shares: BudgetShares = {
    shareBudget: async (_caller, { childTaskId, amountMinor }) => {
      if (amountMinor !== undefined && (amountMinor < 0 || amountMinor > leftMinor))
        throw new ApiError('invalid', 'invalid_budget_share', `${leftMinor} left`, { field: 'budgetMinor' });
      calls.push(['share', childTaskId, amountMinor]);
      return { amountMinor: amountMinor ?? leftMinor / 2, currency: 'USD' };
    },
    returnBudgetShare: async (_caller, { childTaskId }) => void calls.push(['return', childTaskId]),
  };
  return { calls, shares };
}

const at = '2026-12-01T10:00:00.000Z';
const say = (text: string, ...toolCalls: Array<[string, unknown]>): StepDecision => ({
  text,
  toolCalls: toolCalls.map(([tool, input]) => ({ tool, input })),
});

/** One scripted model per brief: the parent and each child answer from their own script and context. */
class ModelsByBrief implements TaskModel {
  readonly inputs = new Map<string, StepInput[]>();
  constructor(private readonly scripts: Record<string, Array<StepDecision | Error>>) {}
  async decide(input: StepInput): Promise<StepDecision> {
    const brief = Object.keys(this.scripts).find((b) => input.system.includes(`Task brief: ${b}`));
    if (!brief) throw new Error('no script for this brief');
    this.inputs.set(brief, [...(this.inputs.get(brief) ?? []), input]);
    const next = this.scripts[brief].shift();
    if (!next) throw new Error(`more decisions asked of "${brief}" than scripted`);
    if (next instanceof Error) throw next;
    return next;
  }
}

describe.each(SQL_BACKENDS)('sub-agents (R-10.9) on %s', (_name, openSql) => {
  const fx = useRuntimeFixture(openSql, 5_000);

  function setup(
    scripts: Record<string, Array<StepDecision | Error>>,
    shares?: BudgetShares,
    tools: ToolDefinition[] = [],
  ) {
    const woken: string[] = [];
    const registry = new ToolRegistry();
    for (const tool of tools) registry.register(tool as ToolDefinition<never>);
    registry.register(spawnSubagentTool(fx.tasks, { wake: (id) => void woken.push(id), shares }));
    const model = new ModelsByBrief(scripts);
    const worker = new TaskWorker(fx.tasks, fx.leases, model, registry, {
      heartbeatMs: 0,
      wake: (id) => void woken.push(id),
      budgetShares: shares,
    });
    /** Runs every woken task until nobody is woken any more, as the pool would. */
    const settle = async () => {
      for (let i = 0; woken.length > 0; i++) {
        if (i > 50) throw new Error('tasks never settled');
        await worker.runTask(woken.shift()!);
      }
    };
    const start = async (brief: string) => {
      const taskId = randomUUID();
      const workspaceId = `ws-${taskId.slice(0, 6)}`;
      await fx.tasks.execute(taskId, {
        type: 'CreateTask',
        taskId,
        workspaceId,
        userId: 'u-1',
        kind: 'persistent',
        brief,
        at,
      });
      await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: brief, at });
      woken.push(taskId);
      return taskId;
    };
    return { model, settle, start, woken };
  }

  const load = async (taskId: string) => (await fx.tasks.load(taskId)) as { state: Task; events: TaskEvent[] };

  it('given a task that spawns two sub-agents, when both finish, then the parent wakes once with both results and finishes', async () => {
    const t = setup({
      'A storyboard': [
        say('Splitting the work.', [SPAWN_SUBAGENT, { brief: 'Shot list' }], [SPAWN_SUBAGENT, { brief: 'Palette' }]),
        say('Storyboard: 6 shots in teal and amber.'),
      ],
      'Shot list': [say('6 shots: wide, close, ...')],
      Palette: [say('teal and amber')],
    });
    const parentId = await t.start('A storyboard');
    await t.settle();

    const parent = await load(parentId);
    expect(parent.state.status).toBe('idle');
    expect(parent.state.lastOutput).toBe('Storyboard: 6 shots in teal and amber.');
    const children = ['1:1:0', '1:1:1'].map((callId) => childTaskId(parentId, callId));
    const reports = parent.events.flatMap((e) => (e.type === 'ExternalEventReceived' ? [e.data] : []));
    expect(reports.map((r) => [r.source, r.waitKey, (r.result as { output: string }).output])).toEqual([
      ['subagent', `subagent:${children[0]}`, '6 shots: wide, close, ...'],
      ['subagent', `subagent:${children[1]}`, 'teal and amber'],
    ]);
    // The first report waits for the second; only the last one wakes the parent.
    expect(reports.map((r) => r.wakes)).toEqual([false, true]);
    // The parent's second step saw both results; each child had its own context, not the parent's.
    const parentSecond = t.model.inputs.get('A storyboard')![1];
    expect(JSON.stringify(parentSecond.messages)).toContain('teal and amber');
    const childInput = t.model.inputs.get('Palette')![0];
    expect(JSON.stringify(childInput)).not.toContain('Splitting the work');
    // The parent's card lists its children and how each ended; a child's names its parent.
    expect(taskCard(parent.state, parent.events, '0').children).toEqual(
      children.map((taskId) => ({ taskId, state: 'finished' })),
    );
    for (const [index, id] of children.entries()) {
      const child = await load(id);
      expect(taskCard(child.state, child.events, '0').parentTaskId).toBe(parentId);
      expect(child.state.parent).toEqual({ taskId: parentId, callId: `1:1:${index}` });
      expect(child.state.workspaceId).toBe(parent.state.workspaceId);
    }
  });

  it('given a sub-agent whose model fails, when it runs, then the parent gets the failure as its result and goes on', async () => {
    const t = setup({
      'A poster': [
        say('Delegating.', [SPAWN_SUBAGENT, { brief: 'Find a font' }]),
        say('No font found; using the default.'),
      ],
      'Find a font': [new Error('the provider answered 503')],
    });
    const parentId = await t.start('A poster');
    await t.settle();
    const parent = await load(parentId);
    const child = await load(childTaskId(parentId, '1:1:0'));
    expect(child.state.status).toBe('terminated');
    const [report] = parent.events.flatMap((e) => (e.type === 'ExternalEventReceived' ? [e.data] : []));
    expect(report.result).toMatchObject({ state: 'failed', error: 'the provider answered 503' });
    expect(parent.state.status).toBe('idle');
    expect(parent.state.lastOutput).toBe('No font found; using the default.');
  });

  it('given a parent with 1000 left, when it spawns with a share of 300 and one of -5, then the first child gets its share and returns it when done; the bad one is a typed tool error and no child', async () => {
    const billing = recordingShares(1000);
    const t = setup(
      {
        'A zine': [
          say(
            'Delegating.',
            [SPAWN_SUBAGENT, { brief: 'Cover', budgetMinor: 300 }],
            [SPAWN_SUBAGENT, { brief: 'Back', budgetMinor: -5 }],
          ),
          say('Cover done.'),
        ],
        Cover: [say('a cover')],
      },
      billing.shares,
    );
    const parentId = await t.start('A zine');
    await t.settle();
    const [good, bad] = ['1:1:0', '1:1:1'].map((callId) => childTaskId(parentId, callId));
    expect(billing.calls).toEqual([
      ['share', good, 300],
      ['return', good],
    ]);
    expect((await fx.tasks.load(bad)).state.exists).toBe(false);
    const results = (await load(parentId)).events.flatMap((e) =>
      e.type === 'ToolCallCompleted' ? [e.data.result] : [],
    );
    expect(results).toEqual([
      { childTaskId: good, state: 'spawned', budget: { amountMinor: 300, currency: 'USD' } },
      expect.objectContaining({ refused: true, reason: 'invalid_budget_share', kind: 'invalid' }),
    ]);
    expect((await load(parentId)).state.lastOutput).toBe('Cover done.');
  });

  it('given billing out of reach when a child finishes, then the child still reports finished (its share stays reserved until its next wake)', async () => {
    const billing = recordingShares(1000);
    billing.shares.returnBudgetShare = () => Promise.reject(new Error('billing unavailable'));
    const t = setup(
      {
        'A card': [say('Delegating.', [SPAWN_SUBAGENT, { brief: 'Greeting' }]), say('Done.')],
        Greeting: [say('hello')],
      },
      billing.shares,
    );
    const parentId = await t.start('A card');
    await t.settle();
    const parent = await load(parentId);
    expect(taskCard(parent.state, parent.events, '0').children).toEqual([
      { taskId: childTaskId(parentId, '1:1:0'), state: 'finished' },
    ]);
    expect(parent.state.lastOutput).toBe('Done.');
  });

  it('given a parent with two children waiting on their generations, when the parent is stopped while nothing reacts (a crash), then a processor started later stops both, they give their shares back and submit nothing more upstream', async () => {
    const submitted: string[] = [];
    const render: ToolDefinition = {
      name: 'render_image',
      description: 'Submits a render upstream.',
      inputSchema: { type: 'object' },
      risk: 'write',
      idempotent: true,
      run: async (_input, context) => {
        submitted.push(context.taskId);
        return {
          result: { jobId: `job-${context.callId}` },
          waitingFor: `generation:${context.taskId}`,
          progress: 'generation_submitted',
        };
      },
    };
    const billing = recordingShares(1000);
    const t = setup(
      {
        'A comic': [say('Two panels.', [SPAWN_SUBAGENT, { brief: 'Panel 1' }], [SPAWN_SUBAGENT, { brief: 'Panel 2' }])],
        'Panel 1': [say('Rendering.', ['render_image', {}]), say('Again.', ['render_image', {}])],
        'Panel 2': [say('Rendering.', ['render_image', {}]), say('Again.', ['render_image', {}])],
      },
      billing.shares,
      [render],
    );
    const parentId = await t.start('A comic');
    await t.settle();
    const children = ['1:1:0', '1:1:1'].map((callId) => childTaskId(parentId, callId));
    expect(submitted.sort()).toEqual([...children].sort());
    for (const id of children) expect((await load(id)).state.status).toBe('waiting_external');

    // The user's stop, through the runtime's API (the handler appends the parent's TaskStopped only).
    const { workspaceId } = (await load(parentId)).state;
    await inProcessTaskRuntime(fx.tasks, async () => undefined, systemClock).stop(
      { workspaceId, userId: 'u-1' },
      parentId,
      'enough',
    );
    const processor = new StopChildrenProcessor(fx.store, fx.sql, fx.tasks, (id) => void t.woken.push(id), {
      name: `stop-children-${randomUUID().slice(0, 8)}`,
    });
    await processor.catchUp(100);

    for (const id of children) {
      const child = await load(id);
      expect(child.state.status).toBe('terminated');
      expect(child.events.filter((e) => e.type === 'TaskStopped').map((e) => e.data)).toEqual([
        expect.objectContaining({ by: STOPPED_WITH_PARENT }),
      ]);
      // The generation a stopped child waited for arrives: it wakes nothing and starts no turn.
      await fx.tasks.execute(
        id,
        {
          type: 'ReceiveExternalEvent',
          source: 'generation',
          eventId: `done-${id}`,
          waitKey: `generation:${id}`,
          result: {},
          at,
        },
        { workspaceId: 'ws', actor: 'system:test' },
      );
      t.woken.push(id);
    }
    await t.settle();
    expect(submitted).toHaveLength(2);
    const parent = await load(parentId);
    expect(taskCard(parent.state, parent.events, '0').children).toEqual(
      children.map((taskId) => ({ taskId, state: 'stopped' })),
    );
    // Each wake of a settled child returns again; billing makes the second a no-op (by the child's id).
    const returned = new Set(billing.calls.filter(([kind]) => kind === 'return').map(([, id]) => id));
    expect(returned).toEqual(new Set(children));
  });
});
