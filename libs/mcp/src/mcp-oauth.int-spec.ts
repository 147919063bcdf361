import { ToolRegistry } from '@lomo/agent-tools';
import { isApiError } from '@lomo/service-api';
import { startMcpTestServer, type McpTestServer } from './testing';
import { McpAttachments } from './mcp-attachments';
import { configCredentials } from './mcp-credentials';
import { memoryMcpServers } from './mcp-server-store';

const LOOPBACK_ALLOWED = { privateNetworks: 'allow' } as const;
const context = { taskId: 't-1', workspaceId: 'ws-a', callId: '1:1:0', generation: 1 };
const CLIENT = { clientId: 'lomo-print', clientSecret: 'client-s3cret' };

/**
 * OAuth client credentials for a remote MCP server (issue 31), through the SDK's
 * `ClientCredentialsProvider`, against a real SDK server that is its own authorization server:
 * the client secret goes only to the token endpoint, the server only ever sees access tokens.
 */
describe('remote MCP tools with OAuth client credentials', () => {
  let server: McpTestServer;
  beforeEach(async () => {
    server = await startMcpTestServer({ oauth: CLIENT });
  });
  afterEach(() => server.close());

  const attachments = (secret: string) =>
    new McpAttachments(
      new ToolRegistry(),
      configCredentials({ 'cred-oauth': secret }),
      memoryMcpServers(),
      undefined,
      [],
      LOOPBACK_ALLOWED,
    );
  const attachment = () => ({
    workspaceId: 'ws-a',
    serverId: 'print',
    url: server.url,
    credentialRef: 'cred-oauth',
    oauth: { clientId: CLIENT.clientId, issuer: server.url.replace(/\/mcp$/, '') },
  });

  it('given an attachment with a client id and secret, then tools are listed and called with an access token from the token endpoint, fetched once, the secret never sent to the server', async () => {
    const registry = new ToolRegistry();
    const mcp = new McpAttachments(
      registry,
      configCredentials({ 'cred-oauth': CLIENT.clientSecret }),
      memoryMcpServers(),
      undefined,
      [],
      LOOPBACK_ALLOWED,
    );
    const attached = await mcp.attach(attachment(), 'alice');
    expect(attached.tools.map((t) => t.remoteName)).toContain('lookup_colour');
    const colour = await registry.get('mcp__print__lookup_colour', 'ws-a')!.run({ name: 'teal' }, context);
    expect(colour).toEqual({ result: { text: '#008080' } });
    await registry.get('mcp__print__lookup_colour', 'ws-a')!.run({ name: 'teal' }, context);

    expect(server.tokenRequests).toHaveLength(1);
    const tokens = server.authorizations.filter((a) => a !== undefined);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((a) => /^Bearer at-1-/.test(a!))).toBe(true);
    expect(JSON.stringify(server.authorizations)).not.toContain(CLIENT.clientSecret);
    expect(JSON.stringify(attached)).not.toContain(CLIENT.clientSecret);
  });

  it('given a wrong client secret, then the attach is refused as a typed error, nothing registered, and no request reached a tool', async () => {
    const mcp = attachments('wrong-secret');
    const error = await mcp.attach(attachment(), 'alice').catch((e: unknown) => e);
    expect(isApiError(error) && error.details.field).toBe('url');
    expect(await mcp.list('ws-a')).toEqual([]);
    expect(server.tokenRequests.length).toBeGreaterThan(0); // asked, and refused by the token endpoint
    expect(server.authorizations.filter((a) => a !== undefined)).toEqual([]);
  });

  it.each([
    [{ clientId: '', issuer: 'https://auth.example.com' }, 'oauth.clientId'],
    [{ clientId: 'x', issuer: 'ftp://auth.example.com' }, 'oauth.issuer'],
    [{ clientId: 'x', issuer: 'not a url' }, 'oauth.issuer'],
  ])('given oauth %j, then the attach is refused naming %s before any request', async (oauth, field) => {
    const requests = server.authorizations.length + server.tokenRequests.length;
    const error = await attachments(CLIENT.clientSecret)
      .attach({ ...attachment(), oauth }, 'alice')
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.details.field).toBe(field);
    expect(server.authorizations.length + server.tokenRequests.length).toBe(requests);
  });
});
