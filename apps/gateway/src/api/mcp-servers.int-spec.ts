import { randomBytes, randomUUID } from 'node:crypto';
import { startMcpTestServer, type McpTestServer } from '@lomo/mcp/testing';
import type { StepDecision, StepInput, TaskModel } from '@lomo/services/task-runtime';
import { platformWithModel } from '../../../platform/src/testing/scripted-platform';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

/**
 * The agent: for a brief that names a remote tool it calls that tool once, then reports the
 * last tool result it read. It sees only what the runtime puts in its context.
 */
class McpAgent implements TaskModel {
  readonly inputs: StepInput[] = [];
  async decide(input: StepInput): Promise<StepDecision> {
    this.inputs.push(input);
    const results = input.messages.filter((m) => m.role === 'tool');
    const call: [string, unknown] | undefined = input.system.includes('Print 50 posters')
      ? ['mcp__print__place_order', { item: 'poster', quantity: 50 }]
      : input.system.includes('What hex is teal')
        ? ['mcp__palette__lookup_colour', { name: 'teal' }]
        : undefined;
    if (call && results.length === 0)
      return { text: 'Calling the tool.', toolCalls: [{ tool: call[0], input: call[1] }] };
    return { text: `Done. Last tool result: ${results.at(-1)?.content ?? 'none'}`, toolCalls: [] };
  }
}

type Card = { status: string; lastOutput?: string; checkpoints: Array<{ cardId: string; state: string }> };

/**
 * Issue 17 done-when on the embedded platform, through the HTTP API only: a real
 * MCP server (the SDK's) that wants a bearer token, the token in the vault, the server
 * attached by credential id, its tool under `always_ask`, the call approved on its card —
 * one call reaches the server with the token, and the token is in no event and no answer.
 */
describe('gateway: /v1/mcp-servers attaches a real MCP server whose tool runs under always_ask', () => {
  let api: ApiFixture;
  let server: McpTestServer;
  const agent = new McpAgent();
  const token = `mcp-tok-${randomBytes(12).toString('hex')}`;
  const responses: string[] = [];
  const a = () => bearer(api.keys.a);
  const remember = <T extends { text: string }>(res: T) => {
    responses.push(res.text);
    return res;
  };
  const get = async (path: string, key = api.keys.a) => remember(await api.http.get(path).set(bearer(key)));
  const post = async (path: string, body: unknown, key = api.keys.a) =>
    remember(
      await api.http
        .post(path)
        .set(bearer(key))
        .send(body as object),
    );
  const card = async (taskId: string, key = api.keys.a) => (await get(`/v1/tasks/${taskId}`, key)).body as Card;
  const settled = (taskId: string, test: (c: Card) => boolean, key = api.keys.a) =>
    eventually(async () => {
      const c = await card(taskId, key);
      return test(c) ? c : undefined;
    }, `task ${taskId} settled`);
  const startTask = async (text: string, key = api.keys.a) => {
    const { taskIds } = (await post('/v1/main/messages', { text }, key)).body as { taskIds: string[] };
    return taskIds[0];
  };
  const finished = (c: Card) => c.status === 'idle' && Boolean(c.lastOutput?.startsWith('Done.'));

  beforeAll(async () => {
    server = await startMcpTestServer({ token });
    // The test server listens on loopback: the operator's allowance (the default refuses it).
    api = await startApi(platformWithModel(agent), { DATABASE_URL: 'memory://', MCP_PRIVATE_NETWORKS: 'allow' });
  });
  afterAll(async () => {
    await api?.close();
    await server?.close();
  });

  it('given the token in the vault and the tool under always_ask, when the model calls it and the user approves, then it reaches the server once with the token, which no event or answer holds', async () => {
    const credential = await post('/v1/credentials', { name: 'print shop', kind: 'mcp_token', secret: token });
    expect(credential.status).toBe(201);
    const attached = await post('/v1/mcp-servers', {
      name: 'print',
      url: server.url,
      transport: 'streamable_http',
      credentialId: credential.body.credentialId,
    });
    expect(attached.status).toBe(201);
    expect(attached.body).toMatchObject({
      name: 'print',
      transport: 'streamable_http',
      credentialId: credential.body.credentialId,
      attachedBy: 'alice',
    });
    expect((await get('/v1/mcp-servers')).body[0].tools).toContainEqual(
      expect.objectContaining({ name: 'mcp__print__place_order', remoteName: 'place_order', risk: 'write' }),
    );
    remember(
      await api.http
        .put('/v1/tool-policies/mcp__print__place_order')
        .set(a())
        .send({ policy: 'always_ask' })
        .expect(200),
    );

    const taskId = await startTask('Print 50 posters of the teal cover');
    const waiting = await settled(taskId, (c) => c.status === 'awaiting_approval');
    expect(server.orders).toEqual([]);
    const [ask] = waiting.checkpoints.filter((c) => c.state === 'open');
    expect(
      (await post(`/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(ask.cardId)}/answer`, { action: 'confirm' }))
        .status,
    ).toBeLessThan(300);
    const done = await settled(taskId, finished);
    expect(done.lastOutput).toContain('order 1 placed');
    expect(server.orders).toEqual([{ item: 'poster', quantity: 50 }]);
    // Listing at attach and the one call: every request to the server carried the vault's token.
    expect(new Set(server.authorizations)).toEqual(new Set([`Bearer ${token}`]));

    const events = await get(`/v1/tasks/${taskId}/events`);
    expect(events.text).toContain('mcp__print__place_order');
    expect(JSON.stringify(agent.inputs)).not.toContain(token);
    expect(responses.join('\n')).not.toContain(token);
  });

  it('given an attached server that went down, when the model calls its tool, then it reads a typed mcp_unavailable and the turn goes on', async () => {
    // Workspace b: its own main thread, so the message starts a task of its own.
    const b = api.keys.b;
    const down = await startMcpTestServer();
    expect((await post('/v1/mcp-servers', { name: 'palette', url: down.url, timeoutMs: 2_000 }, b)).status).toBe(201);
    await down.close();
    const taskId = await startTask('What hex is teal?', b);
    const done = await settled(taskId, finished, b);
    expect(done.lastOutput).toContain('mcp_unavailable');
    const completed = ((await get(`/v1/tasks/${taskId}/events`, b)).body as Array<{ type: string; data: unknown }>)
      .filter((e) => e.type === 'ToolCallCompleted')
      .map((e) => (e.data as { result: unknown }).result);
    expect(completed).toEqual([
      expect.objectContaining({ refused: true, reason: 'mcp_unavailable', details: { server: 'palette' } }),
    ]);
  });

  it('given bad attachments, when posted, then a problem with a stable type names the field and nothing is attached', async () => {
    const problem = async (body: Record<string, unknown>, key = api.keys.a) => {
      const res = await post('/v1/mcp-servers', body, key);
      return [res.status, String(res.body.type).split('/').at(-1), res.body.field ?? res.body.pointer];
    };
    const foreign = (await post('/v1/credentials', { name: 'b', kind: 'mcp_token', secret: 'b-secret' }, api.keys.b))
      .body.credentialId;
    expect(await problem({ name: 'x1', url: 'ftp://example.com/mcp' })).toEqual([422, 'invalid_mcp_server', 'url']);
    expect(await problem({ name: 'x2', url: 'http://example.com/mcp' })).toEqual([422, 'invalid_mcp_server', 'url']);
    expect(await problem({ name: 'x3', url: server.url, credentialId: randomUUID() })).toEqual([
      422,
      'mcp_credential_missing',
      'credentialId',
    ]);
    expect(await problem({ name: 'x4', url: server.url, credentialId: foreign })).toEqual([
      422,
      'mcp_credential_missing',
      'credentialId',
    ]);
    // The server wants a token: without one its 401 is the URL's failure, not a 5xx.
    expect(await problem({ name: 'x5', url: server.url })).toEqual([422, 'mcp_unavailable', 'url']);
    expect(await problem({ name: 'print', url: server.url })).toEqual([409, 'mcp_server_exists', 'name']);
    expect((await problem({ name: 'Bad Name', url: server.url }))[0]).toBe(400);
    expect((await problem({ name: 'x6', url: server.url, transport: 'stdio' }))[0]).toBe(400);
    const names = ((await get('/v1/mcp-servers')).body as Array<{ name: string }>).map((s) => s.name);
    expect(names).toEqual(['print']);
    expect(((await get('/v1/mcp-servers', api.keys.b)).body as Array<{ name: string }>).map((s) => s.name)).toEqual([
      'palette',
    ]);
    // Another workspace's server does not exist for the caller; detached, its tools are gone.
    expect((await api.http.delete('/v1/mcp-servers/print').set(bearer(api.keys.b))).status).toBe(404);
    expect((await api.http.delete('/v1/mcp-servers/print').set(a())).status).toBe(204);
    expect((await api.http.delete('/v1/mcp-servers/print').set(a())).status).toBe(404);
    expect((await get('/v1/mcp-servers')).body).toEqual([]);
  });
});
