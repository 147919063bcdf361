import { ApiError } from '../../api-error';
import type { ApiCaller } from '../../caller';
import type { McpServersApi, McpServerView } from '../../mcp-servers.api';
import { servedOverGrpc } from '../testing/served';
import { mcpServersTransport } from './mcp-servers.binding';

const alice: ApiCaller = { workspaceId: 'ws-a', userId: 'alice' };

const full: McpServerView = {
  name: 'print',
  url: 'https://mcp.example.com/mcp',
  transport: 'streamable_http',
  credentialId: '7d7c4c1e-4f7e-4a4e-9f59-6a1c1d0e2b11',
  attachedBy: 'alice',
  attachedAt: '2026-12-01T10:00:00.123Z',
  tools: [
    {
      name: 'mcp__print__place_order',
      remoteName: 'place_order',
      description: 'Orders',
      risk: 'write',
      policy: 'always_ask',
    },
    { name: 'mcp__print__lookup', remoteName: 'lookup', description: '', risk: 'read' },
  ],
};
const bare: McpServerView = { ...full, name: 'bare', credentialId: undefined, tools: [] };
delete bare.credentialId;
/** A server reached with OAuth client credentials: issuer and client id, with and without a scope. */
const withOAuth: McpServerView = {
  ...full,
  name: 'oauth',
  oauth: { issuer: 'https://auth.example.com', clientId: 'lomo-print', scope: 'tools:read tools:call' },
};
const scoped: McpServerView = { ...withOAuth, name: 'noscope', oauth: { issuer: 'https://a.example', clientId: 'c' } };

/** Records what each method received and answers fixed values. */
class FakeMcpServers implements McpServersApi {
  readonly calls: unknown[][] = [];
  async attachMcpServer(...args: Parameters<McpServersApi['attachMcpServer']>) {
    this.calls.push(args);
    if (args[1].oauth) return withOAuth;
    if (args[1].name === 'taken') throw new ApiError('conflict', 'mcp_server_exists', 'taken', { field: 'name' });
    return full;
  }
  async listMcpServers(...args: Parameters<McpServersApi['listMcpServers']>) {
    this.calls.push(args);
    return args[0].workspaceId === 'ws-oauth' ? [withOAuth, scoped] : [full, bare];
  }
  async detachMcpServer(...args: Parameters<McpServersApi['detachMcpServer']>) {
    this.calls.push(args);
    if (args[1] === 'gone') throw new ApiError('not_found', 'mcp_server_not_found', 'gone', { field: 'name' });
  }
}

describe('McpServersApi over gRPC (beside TaskRuntimeApi on lomo.task_runtime.v1.TaskRuntimeService)', () => {
  const fake = new FakeMcpServers();
  let mcp: McpServersApi;
  const served = servedOverGrpc(mcpServersTransport, fake);
  beforeAll(async () => (mcp = await served.start()));
  afterAll(() => served.stop());

  it('given servers with and without a credential, when attached, listed and detached over the wire, then both sides see the same values', async () => {
    await expect(
      mcp.attachMcpServer(alice, { name: 'print', url: full.url, credentialId: full.credentialId, timeoutMs: 2_000 }),
    ).resolves.toEqual(full);
    await expect(mcp.attachMcpServer(alice, { name: 'bare', url: full.url })).resolves.toEqual(full);
    await expect(mcp.listMcpServers(alice)).resolves.toEqual([full, bare]);
    await expect(mcp.detachMcpServer(alice, 'print')).resolves.toBeUndefined();
    expect(fake.calls).toEqual([
      [alice, { name: 'print', url: full.url, credentialId: full.credentialId, timeoutMs: 2_000 }],
      [alice, { name: 'bare', url: full.url }],
      [alice],
      [alice, 'print'],
    ]);
  });

  it('given OAuth client credentials (with and without a scope), when attached and listed over the wire, then the implementation receives them and they come back as sent', async () => {
    const input = { name: 'oauth', url: full.url, credentialId: full.credentialId, oauth: withOAuth.oauth };
    await expect(mcp.attachMcpServer(alice, input)).resolves.toEqual(withOAuth);
    const noScope = { ...input, name: 'noscope', oauth: scoped.oauth };
    await mcp.attachMcpServer(alice, noScope);
    expect(fake.calls.slice(-2)).toEqual([
      [alice, input],
      [alice, noScope],
    ]);
    await expect(mcp.listMcpServers({ ...alice, workspaceId: 'ws-oauth' })).resolves.toEqual([withOAuth, scoped]);
  });

  it('given refusals, when called over the wire, then the caller gets the same typed error with its field', async () => {
    await expect(mcp.attachMcpServer(alice, { name: 'taken', url: full.url })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'mcp_server_exists',
      details: { field: 'name' },
    });
    await expect(mcp.detachMcpServer(alice, 'gone')).rejects.toMatchObject({
      kind: 'not_found',
      code: 'mcp_server_not_found',
    });
  });
});
