import { randomUUID } from 'node:crypto';
import { ToolRegistry } from '@lomo/agent-tools';
import { systemClock } from '@lomo/clock';
import { McpAttachments, SqlMcpServers, configCredentials } from '@lomo/mcp';
import { startMcpTestServer, type McpTestServer } from '@lomo/mcp/testing';
import { inProcessTaskRuntime } from '../application/task-runtime.bus-api';
import { SqlToolPolicies } from '../data-access/sql-tool-policies';
import type { ToolPolicySource } from '../task/autonomy/tool-permission';
import type { Task } from '../task/task.state';
import type { StepDecision } from '../worker/task-model';
import { TaskWorker } from '../worker/task-worker';
import { ScriptedModel } from '../worker/testing/scripted-model';
import { SQL_BACKENDS, useRuntimeFixture } from '../worker/testing/runtime-fixture';

const say = (text: string, ...toolCalls: Array<[string, unknown]>): StepDecision => ({
  text,
  toolCalls: toolCalls.map(([tool, input]) => ({ tool, input })),
});

describe.each(SQL_BACKENDS)('a remote MCP server attached to a workspace, on %s (issue 17 §7)', (_name, openSql) => {
  const fx = useRuntimeFixture(openSql, 5_000);
  let server: McpTestServer;
  let stored: SqlToolPolicies;
  let servers: SqlMcpServers;
  beforeAll(async () => {
    server = await startMcpTestServer({ token: 'tok-123' });
    stored = new SqlToolPolicies(fx.sql);
    await stored.migrate();
    servers = new SqlMcpServers(fx.sql);
    await servers.migrate();
  });
  afterAll(() => server.close());

  async function setup(script: StepDecision[]) {
    const credentials = configCredentials({ 'print-token': 'tok-123' });
    // Two replicas on one table: the API's attaches, the worker's only syncs from the store.
    // The test server listens on loopback: the operator's allowance (the default refuses it).
    const allowed = { privateNetworks: 'allow' } as const;
    const api = new McpAttachments(new ToolRegistry(), credentials, servers, undefined, [], allowed);
    const registry = new ToolRegistry();
    const mcp = new McpAttachments(registry, credentials, servers, undefined, [], allowed);
    // The workspace's stored policy wins; the attachment's declared one applies otherwise.
    const policies: ToolPolicySource = {
      policyFor: async (ws, tool) => (await stored.policyFor(ws, tool)) ?? (await mcp.policyFor(ws, tool)),
    };
    const model = new ScriptedModel(script);
    const worker = new TaskWorker(fx.tasks, fx.leases, model, registry, {
      heartbeatMs: 0,
      policies,
      workspaceTools: mcp,
    });
    const runtime = inProcessTaskRuntime(fx.tasks, async () => undefined, systemClock, fx.store, undefined, stored);
    const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    const drive = async (taskId: string) => {
      for (let i = 0; i < 20; i++) {
        const state = (await fx.tasks.load(taskId)).state as Task;
        const pending = [...state.inbox.values()].some((m) => m.state === 'pending');
        if (!(state.status === 'rescheduling' || pending || state.openTurn)) return state;
        await worker.runTask(taskId);
      }
      throw new Error('the task never settled');
    };
    return { registry, api, mcp, model, runtime, caller, drive };
  }

  it('given a tool attached through another replica under always_ask, when the model calls it, then the task waits for approval and the call reaches the server exactly once', async () => {
    const t = await setup([
      say('Ordering the posters.', ['mcp__print__place_order', { item: 'poster', quantity: 50 }]),
      say('Ordered: order 1.'),
    ]);
    await t.api.attach({
      workspaceId: t.caller.workspaceId,
      serverId: 'print',
      url: server.url,
      credentialRef: 'print-token',
      policies: { place_order: 'always_ask' },
    });
    const before = server.orders.length;
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'Print 50 posters of the teal cover' });
    let task = await t.drive(taskId);
    // The model saw the remote tool among its tools; the policy stopped the call before it left the process.
    expect(t.model.inputs[0].tools.map((s) => s.name)).toContain('mcp__print__place_order');
    expect(task.status).toBe('awaiting_approval');
    expect(server.orders.length).toBe(before);
    const card = [...task.checkpoints.values()][0];
    expect(card).toMatchObject({
      origin: 'tool_permission',
      toolCall: { tool: 'mcp__print__place_order', input: { item: 'poster', quantity: 50 } },
    });

    await t.runtime.answerCheckpoint(t.caller, taskId, { cardId: card.cardId, action: 'confirm' });
    await t.drive(taskId);
    task = await t.drive(taskId);
    // The approved call and the task's state first: a failure then shows what the call answered.
    const approved = [...task.journal.values()].find((c) => c.approvedBy === card.cardId);
    expect({ status: task.status, approved }).toMatchObject({
      status: 'idle',
      approved: { state: 'completed', result: { text: expect.stringMatching(/^order \d+ placed$/) } },
    });
    expect(server.orders.slice(before)).toEqual([{ item: 'poster', quantity: 50 }]);
    expect(t.model.remaining).toBe(0);
    // The credential went by reference: the header reached the server, the task's log never saw it.
    const { events } = await fx.tasks.load(taskId);
    expect(JSON.stringify(events)).not.toContain('tok-123');
  });

  it('given a server that went down, when the model calls its tool, then it reads a typed error and the turn goes on', async () => {
    const down = await startMcpTestServer();
    const t = await setup([
      say('Looking the colour up.', ['mcp__palette__lookup_colour', { name: 'teal' }]),
      say('The palette server is down; using #008080 from the brief.'),
    ]);
    await t.api.attach({ workspaceId: t.caller.workspaceId, serverId: 'palette', url: down.url, timeoutMs: 2_000 });
    await down.close();
    const { taskId } = await t.runtime.createTask(t.caller, { text: 'What hex is teal?' });
    const task = await t.drive(taskId);
    const [call] = [...task.journal.values()];
    expect(call).toMatchObject({
      state: 'completed',
      result: { refused: true, reason: 'mcp_unavailable', kind: 'unavailable', details: { server: 'palette' } },
    });
    expect(task.status).toBe('idle');
    expect(task.lastOutput).toContain('server is down');
    expect(t.model.remaining).toBe(0);
  });
});
