import { randomUUID } from 'node:crypto';
import { ToolRegistry, type ToolDefinition } from '@lomo/agent-tools';
import { SqlToolPolicies } from '../../data-access/sql-tool-policies';
import type { Task } from '../../task/task.state';
import type { StepDecision } from '../task-model';
import { TaskWorker } from '../task-worker';
import { ScriptedModel } from '../testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from '../testing/runtime-fixture';
import { LOAD_TOOLS } from './tool-areas';

const at = '2026-12-01T10:00:00.000Z';
const say = (text: string, ...toolCalls: Array<[string, unknown]>): StepDecision => ({
  text,
  toolCalls: toolCalls.map(([tool, input]) => ({ tool, input })),
});
const long = (n: number) => `Working note ${n}: ${'the shot list grows with detail '.repeat(12)}`;

describe.each(SQL_BACKENDS)('tools on demand (R-8.3) on %s', (_name, openSql) => {
  const fx = useRuntimeFixture(openSql, 5_000);
  let policies: SqlToolPolicies;
  beforeAll(async () => {
    policies = new SqlToolPolicies(fx.sql);
    await policies.migrate();
  });

  it('given area tools dropped at a compaction boundary, when the model calls them anyway, then the server still applies policy and risk; load_tools offers an area again', async () => {
    const ran: string[] = [];
    const tool = (name: string, area: ToolDefinition['area'], risk: ToolDefinition['risk']): ToolDefinition => ({
      name,
      description: `${name} (test)`,
      inputSchema: { type: 'object' },
      risk,
      idempotent: true,
      area,
      run: async () => (ran.push(name), { result: { ok: name } }),
    });
    const registry = new ToolRegistry()
      .register({
        ...tool('take_note', undefined, 'read'),
        run: async (_i, c) => ({ result: long(Number(c.callId.split(':')[1])) }),
      })
      .register(tool('generate_image', 'image', 'write'))
      .register(tool('publish_flow', 'flows', 'write'))
      .register(tool('delete_material', 'materials', 'irreversible'));
    const model = new ScriptedModel([
      say(long(1), ['take_note', {}]),
      say(long(2), ['take_note', {}]),
      say(long(3), ['take_note', {}]),
      say('Loading images.', [LOAD_TOOLS, { areas: ['image'] }]),
      say('Trying hidden tools.', ['publish_flow', {}], ['delete_material', {}], ['generate_image', {}]),
    ]);
    const worker = new TaskWorker(fx.tasks, fx.leases, model, registry, {
      heartbeatMs: 0,
      policies,
      maxStepsPerTurn: 8,
      contextBudget: { recent: 300, summaries: 1_000, largeResult: 1_000 },
    });
    const taskId = randomUUID();
    const workspaceId = `ws-${taskId.slice(0, 6)}`;
    await policies.set(workspaceId, 'publish_flow', 'deny', 'user:u-1');
    await fx.tasks.execute(taskId, {
      type: 'CreateTask',
      taskId,
      workspaceId,
      userId: 'u-1',
      kind: 'persistent',
      brief: 'A shot list',
      at,
    });
    await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: 'm1', text: 'write the shot list', at });
    await worker.runTask(taskId);

    const offered = model.inputs.map((input) => input.tools.map((t) => t.name).filter((n) => n !== 'take_note'));
    // Before the first boundary every area is offered; after it only what the task needs since.
    expect(offered[0]).toEqual(
      expect.arrayContaining(['generate_image', 'publish_flow', 'delete_material', LOAD_TOOLS]),
    );
    const { state, events } = await fx.tasks.load(taskId);
    const summarisedBefore = events.findIndex((e) => e.type === 'HistorySummarised');
    expect(summarisedBefore).toBeGreaterThan(0);
    const facts = events.flatMap((e) => (e.type === 'StepDecided' && e.data.context ? [e.data.context.areas] : []));
    expect(facts.at(-2)).toEqual([]);
    expect(facts.at(-1)).toEqual(['image']);
    expect(offered.at(-1)).toEqual(expect.arrayContaining(['generate_image']));
    expect(offered.at(-1)).not.toContain('publish_flow');
    expect(offered.at(-1)).not.toContain('delete_material');
    // Hidden or not, the same gates: denied by policy, irreversible asks; the offered tool runs.
    const last = [...(state as Task).journal.values()].slice(-3);
    expect(last.map((c) => [c.tool, (c.result as { reason?: string }).reason ?? 'ran'])).toEqual([
      ['publish_flow', 'denied_by_policy'],
      ['delete_material', 'awaiting_approval'],
      ['generate_image', 'ran'],
    ]);
    expect(ran).toEqual(['generate_image']);
  });
});
