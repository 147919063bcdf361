import { ToolRegistry } from '@lomo/agent-tools';
import { isApiError } from '@lomo/service-api';
import { startMcpTestServer, type McpTestServer } from './testing';
import { McpAttachments } from './mcp-attachments';
import { configCredentials } from './mcp-credentials';
import { memoryMcpServers } from './mcp-server-store';
import type { McpServerAttachment } from './mcp-server';

/** The test server listens on loopback: the operator's allowance, set explicitly (the default refuses it). */
const LOOPBACK_ALLOWED = { privateNetworks: 'allow' } as const;
const context = (workspaceId: string) => ({ taskId: 't-1', workspaceId, callId: '1:1:0', generation: 1 });

describe('remote MCP tools over Streamable HTTP (R-10.12), against a real SDK server', () => {
  let server: McpTestServer;
  let registry: ToolRegistry;
  let mcp: McpAttachments;
  const attachment = (over: Partial<McpServerAttachment> = {}): McpServerAttachment => ({
    workspaceId: 'ws-a',
    serverId: 'print',
    url: server.url,
    credentialRef: 'cred-print',
    policies: { place_order: 'always_ask' },
    ...over,
  });
  beforeAll(async () => {
    server = await startMcpTestServer({ token: 's3cret-token', slowMs: 3_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    registry = new ToolRegistry();
    mcp = new McpAttachments(
      registry,
      configCredentials({ 'cred-print': 's3cret-token' }),
      undefined,
      undefined,
      [],
      LOOPBACK_ALLOWED,
    );
  });

  it('given a server attached to a workspace, when listed, then its tools are in the registry for that workspace only, with risk and policy', async () => {
    const attached = await mcp.attach(attachment());
    expect(attached.tools.map((t) => [t.name, t.risk, t.policy])).toEqual([
      ['mcp__print__lookup_colour', 'read', undefined],
      ['mcp__print__place_order', 'write', 'always_ask'],
      ['mcp__print__slow', 'write', undefined],
      ['mcp__print__broken', 'write', undefined],
      ['mcp__print__fails', 'write', undefined],
    ]);
    expect(registry.list('ws-a').map((t) => t.name)).toContain('mcp__print__place_order');
    expect(registry.list('ws-b')).toEqual([]);
    expect(
      registry.check('mcp__print__place_order', { item: 'poster', quantity: 2 }, { workspaceId: 'ws-b' }),
    ).toMatchObject({
      reason: 'unknown_tool',
    });
    expect(registry.check('mcp__print__place_order', { item: 'poster' }, { workspaceId: 'ws-a' })).toMatchObject({
      reason: 'invalid_input',
    });
    expect(await mcp.policyFor('ws-a', 'mcp__print__place_order')).toBe('always_ask');
    expect(await mcp.policyFor('ws-b', 'mcp__print__place_order')).toBeUndefined();
    // The secret went in the header of every request and is in no definition the registry holds.
    expect(new Set(server.authorizations)).toEqual(new Set(['Bearer s3cret-token']));
    expect(JSON.stringify(registry.list('ws-a'))).not.toContain('s3cret');
  });

  it('given an attached tool, when called, then the server runs it and the model sees its text and structured content', async () => {
    await mcp.attach(attachment());
    const outcome = await registry
      .get('mcp__print__place_order', 'ws-a')!
      .run({ item: 'poster', quantity: 2 }, context('ws-a'));
    expect(outcome.result).toEqual({ text: 'order 1 placed', structured: { orderNo: 1 } });
    expect(server.orders).toEqual([{ item: 'poster', quantity: 2 }]);
    const failed = await registry.get('mcp__print__fails', 'ws-a')!.run({}, context('ws-a'));
    expect(failed.result).toEqual({ error: 'quota exhausted upstream' });
  });

  it('given a slow, a malformed or a down server, when a tool is called, then a typed error names the server', async () => {
    await mcp.attach(attachment({ timeoutMs: 500 }));
    const code = async (tool: string) => {
      try {
        await registry.get(tool, 'ws-a')!.run({}, context('ws-a'));
        return 'no error';
      } catch (error) {
        return isApiError(error) ? [error.code, error.details.server] : String(error);
      }
    };
    expect(await code('mcp__print__slow')).toEqual(['mcp_timeout', 'print']);
    expect(await code('mcp__print__broken')).toEqual(['mcp_malformed_result', 'print']);
    const down = await startMcpTestServer();
    const attachedDown = await mcp.attach(attachment({ serverId: 'gone', url: down.url, credentialRef: undefined }));
    await down.close();
    expect(attachedDown.tools).toHaveLength(5);
    expect(await code('mcp__gone__lookup_colour')).toEqual(['mcp_unavailable', 'gone']);
  });

  it('given bad attachments, when attached, then a typed error names the field and nothing is registered', async () => {
    const field = async (over: Partial<McpServerAttachment>) => {
      try {
        await mcp.attach(attachment(over));
        return 'attached';
      } catch (error) {
        return isApiError(error) ? `${error.code}:${error.details.field}` : String(error);
      }
    };
    expect(await field({ url: 'ftp://example.com/mcp' })).toBe('invalid_mcp_server:url');
    expect(await field({ url: 'http://example.com/mcp' })).toBe('invalid_mcp_server:url');
    expect(await field({ url: 'https://user:pw@example.com/mcp' })).toBe('invalid_mcp_server:url');
    expect(await field({ serverId: 'Bad Id' })).toBe('invalid_mcp_server:serverId');
    expect(await field({ serverId: 'a__b' })).toBe('invalid_mcp_server:serverId');
    expect(await field({ policies: { place_order: 'sometimes' as never } })).toBe(
      'invalid_mcp_server:policies.place_order',
    );
    expect(await field({ credentialRef: 'cred-unknown' })).toBe('mcp_credential_missing:credentialRef');
    expect(registry.list('ws-a')).toEqual([]);
  });

  it('given a server attached twice, when re-attached or detached, then the second is refused and detach removes its tools', async () => {
    await mcp.attach(attachment());
    await expect(mcp.attach(attachment({ policies: {} }))).rejects.toMatchObject({ code: 'mcp_server_exists' });
    expect(registry.list('ws-a')).toHaveLength(5);
    await mcp.attach(attachment({ workspaceId: 'ws-b' }));
    expect(await mcp.detach('ws-a', 'print')).toBe(true);
    expect(await mcp.detach('ws-a', 'print')).toBe(false);
    expect(registry.list('ws-a')).toEqual([]);
    expect(registry.list('ws-b')).toHaveLength(5);
  });

  it('given the default MCP_PRIVATE_NETWORKS=refuse, when a loopback server is attached, then it is refused as mcp_url_forbidden naming the address, before any request or secret', async () => {
    const refusing = new McpAttachments(registry, configCredentials({ 'cred-print': 's3cret-token' }));
    const requests = server.authorizations.length;
    for (const url of [
      server.url,
      server.url.replace('127.0.0.1', 'localhost'),
      server.url.replace('127.0.0.1', '[::1]'),
    ])
      await expect(refusing.attach(attachment({ url }))).rejects.toMatchObject({
        kind: 'invalid',
        code: 'mcp_url_forbidden',
        details: { field: 'url', range: 'loopback' },
      });
    expect(server.authorizations.length).toBe(requests);
    expect(registry.list('ws-a')).toEqual([]);
    expect(await refusing.list('ws-a')).toEqual([]);
  });

  it('given a host that resolves to a public address when checked and to loopback when connected (DNS rebinding), when attached, then the connection is refused as mcp_url_forbidden and nothing reaches the server', async () => {
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    const lookups: string[] = [];
    const rebinding = new McpAttachments(
      registry,
      configCredentials({ 'cred-print': 's3cret-token' }),
      undefined,
      undefined,
      [],
      {
        resolver: { lookup: async (host) => (lookups.push(host), answers.shift() ?? ['127.0.0.1']) },
      },
    );
    const requests = server.authorizations.length;
    await expect(
      rebinding.attach(attachment({ url: server.url.replace('127.0.0.1', 'localhost') })),
    ).rejects.toMatchObject({
      code: 'mcp_url_forbidden',
      details: { host: 'localhost', address: '127.0.0.1', range: 'loopback' },
    });
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    expect(server.authorizations.length).toBe(requests);
    expect(registry.list('ws-a')).toEqual([]);
  });

  it('given a loopback server stored while allowed, when a replica that refuses private networks calls its tool, then the call is refused at connect and never reaches the server', async () => {
    const store = memoryMcpServers();
    const credentials = configCredentials({ 'cred-print': 's3cret-token' });
    const allowing = new McpAttachments(new ToolRegistry(), credentials, store, undefined, [], LOOPBACK_ALLOWED);
    await allowing.attach(attachment());
    const refusing = new McpAttachments(registry, credentials, store);
    await refusing.sync('ws-a');
    const requests = server.authorizations.length;
    await expect(
      registry.get('mcp__print__place_order', 'ws-a')!.run({ item: 'poster', quantity: 1 }, context('ws-a')),
    ).rejects.toMatchObject({ code: 'mcp_url_forbidden', details: { address: '127.0.0.1' } });
    expect(server.authorizations.length).toBe(requests);
  });

  it('given two replicas sharing a store, when one attaches or detaches, then the other registers or drops the tools at its next sync without asking the server', async () => {
    const store = memoryMcpServers();
    const credentials = configCredentials({ 'cred-print': 's3cret-token' });
    const replicaRegistry = new ToolRegistry();
    const one = new McpAttachments(registry, credentials, store, undefined, [], LOOPBACK_ALLOWED);
    const two = new McpAttachments(replicaRegistry, credentials, store, undefined, [], LOOPBACK_ALLOWED);
    const attached = await one.attach(attachment(), 'alice');
    expect(attached).toMatchObject({ serverId: 'print', credentialRef: 'cred-print', attachedBy: 'alice' });
    expect(JSON.stringify(await two.list('ws-a'))).not.toContain('s3cret');
    const requests = server.authorizations.length;
    await two.sync('ws-a');
    expect(server.authorizations.length).toBe(requests);
    expect(replicaRegistry.list('ws-a').map((t) => t.name)).toEqual(attached.tools.map((t) => t.name));
    expect(await two.policyFor('ws-a', 'mcp__print__place_order')).toBe('always_ask');
    await one.detach('ws-a', 'print');
    await two.sync('ws-a');
    expect(replicaRegistry.list('ws-a')).toEqual([]);
  });
});
