import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ToolRegistry } from '@lomo/agent-tools';
import { isApiError } from '@lomo/service-api';
import { McpAttachments } from './mcp-attachments';
import { listMcpTools } from './mcp-client';
import type { McpStdioServer } from './mcp-stdio';

const context = (workspaceId: string) => ({ taskId: 't-1', workspaceId, callId: '1:1:0', generation: 1 });
const sdk = (path: string) =>
  pathToFileURL(resolve(__dirname, '../../../node_modules/@modelcontextprotocol/sdk/dist/esm', path)).href;

/** A real SDK server over stdio, as plain ESM (the child runs without the test's SWC transform). */
const SERVER = `
import { Server } from '${sdk('server/index.js')}';
import { StdioServerTransport } from '${sdk('server/stdio.js')}';
import { CallToolRequestSchema, ListToolsRequestSchema } from '${sdk('types.js')}';
const server = new Server({ name: 'colours', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [
  { name: 'mix', description: 'mixes two colours', annotations: { readOnlyHint: true },
    inputSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required: ['a', 'b'] } },
  { name: 'env', description: 'what the process was given', inputSchema: { type: 'object' } },
] }));
server.setRequestHandler(CallToolRequestSchema, async ({ params }) => params.name === 'mix'
  ? { content: [{ type: 'text', text: params.arguments.a + '+' + params.arguments.b }] }
  : { content: [{ type: 'text', text: JSON.stringify({ greeting: process.env.LOMO_TEST_GREETING ?? null, secret: process.env.LOMO_TEST_UNDECLARED ?? null }) }] });
await server.connect(new StdioServerTransport());
`;

describe('operator-declared MCP servers over stdio (R-10.12), against a real SDK server process', () => {
  let dir: string;
  let declared: McpStdioServer;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lomo-mcp-stdio-'));
    writeFileSync(join(dir, 'server.mjs'), SERVER);
    declared = {
      name: 'colours',
      command: process.execPath,
      args: [join(dir, 'server.mjs')],
      env: ['LOMO_TEST_GREETING'],
      workspaces: ['ws-a'],
      timeoutMs: 20_000,
    };
    process.env.LOMO_TEST_GREETING = 'hello';
    process.env.LOMO_TEST_UNDECLARED = 'not-for-the-child';
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.LOMO_TEST_GREETING;
    delete process.env.LOMO_TEST_UNDECLARED;
  });

  it('given a declared server, when the workspace syncs, then its tools are registered there only and a call returns its result', async () => {
    const registry = new ToolRegistry();
    const mcp = new McpAttachments(registry, undefined, undefined, undefined, [declared]);
    await mcp.sync('ws-a');
    await mcp.sync('ws-b');
    expect(registry.list('ws-a').map((t) => [t.name, t.risk])).toEqual([
      ['mcp__colours__mix', 'read'],
      ['mcp__colours__env', 'write'],
    ]);
    expect(registry.list('ws-b')).toEqual([]);
    const mixed = await registry.get('mcp__colours__mix', 'ws-a')!.run({ a: 'red', b: 'blue' }, context('ws-a'));
    expect(mixed.result).toEqual({ text: 'red+blue' });
    // Only the variables the operator named reach the child.
    const env = await registry.get('mcp__colours__env', 'ws-a')!.run({}, context('ws-a'));
    expect(JSON.parse((env.result as { text: string }).text)).toEqual({ greeting: 'hello', secret: null });
    const [listed] = await mcp.list('ws-a');
    expect(listed).toMatchObject({ serverId: 'colours', transport: 'stdio', attachedBy: 'operator' });
    expect(JSON.stringify(listed)).not.toContain(process.execPath);
  });

  it('given a declared server with a risk and a policy source, when listed, then the risk applies and it cannot be detached or shadowed', async () => {
    const mcp = new McpAttachments(new ToolRegistry(), undefined, undefined, undefined, [
      { ...declared, risk: 'paid', workspaces: '*' },
    ]);
    const [listed] = await mcp.list('ws-z');
    expect(listed.tools.map((t) => t.risk)).toEqual(['paid', 'paid']);
    await expect(mcp.detach('ws-z', 'colours')).rejects.toMatchObject({ code: 'mcp_server_operator_declared' });
    await expect(
      mcp.attach({ workspaceId: 'ws-z', serverId: 'colours', url: 'http://127.0.0.1:1/mcp' }),
    ).rejects.toMatchObject({ code: 'mcp_server_exists' });
  });

  const failure = async (args: string[], timeoutMs: number) => {
    const started = Date.now();
    try {
      await listMcpTools({
        serverId: 'bad',
        url: 'stdio:bad',
        headers: {},
        timeoutMs,
        stdio: { command: process.execPath, args, env: {} },
      });
      return { code: 'no error', ms: Date.now() - started };
    } catch (error) {
      return { code: isApiError(error) ? error.code : String(error), ms: Date.now() - started };
    }
  };

  it('given a command that exits at once, when listed, then mcp_unavailable', async () => {
    expect((await failure(['-e', 'process.exit(0)'], 20_000)).code).toBe('mcp_unavailable');
  });

  it('given a command that does not exist, when listed, then mcp_unavailable', async () => {
    const outcome = await listMcpTools({
      serverId: 'bad',
      url: 'stdio:bad',
      headers: {},
      timeoutMs: 5_000,
      stdio: { command: join(dir, 'no-such-binary'), args: [], env: {} },
    }).catch((error: unknown) => (isApiError(error) ? error.code : String(error)));
    expect(outcome).toBe('mcp_unavailable');
  });

  it('given a process that never answers, when listed, then mcp_timeout within the deadline and the process is ended', async () => {
    const pidFile = join(dir, 'stuck.pid');
    const script = `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => undefined, 1000)`;
    const { code, ms } = await failure(['-e', script], 1_500);
    expect(code).toBe('mcp_timeout');
    expect(ms).toBeLessThan(15_000);
    // The SDK ends stdin, then SIGTERMs a child that stays (after 2 s): no process outlives its operation.
    const pid = Number(readFileSync(pidFile, 'utf8'));
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; alive() && waited < 20_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    expect(alive()).toBe(false);
  });
});
