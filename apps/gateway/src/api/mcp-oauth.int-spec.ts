import { randomBytes } from 'node:crypto';
import { startMcpTestServer, type McpTestServer } from '@lomo/mcp/testing';
import { platformApp } from '../../../platform/src/app';
import { bearer, startApi, type ApiFixture } from '../testing/api-fixture';

/**
 * Issue 31: OAuth client credentials through the HTTP API on the embedded platform. A real
 * SDK MCP server that is its own authorization server; the client secret in the vault; the
 * server attached with `oauth` (issuer, client id) and its tools listed — the secret goes only
 * to the token endpoint and no answer holds it.
 */
describe('gateway: /v1/mcp-servers attaches an MCP server with OAuth client credentials', () => {
  let api: ApiFixture;
  let server: McpTestServer;
  const client = { clientId: 'lomo-print', clientSecret: `cs-${randomBytes(12).toString('hex')}` };
  const responses: string[] = [];
  const a = () => bearer(api.keys.a);
  const post = async (path: string, body: object) => {
    const res = await api.http.post(path).set(a()).send(body);
    responses.push(res.text);
    return res;
  };
  const issuer = () => server.url.replace(/\/mcp$/, '');
  const secretId = async () =>
    (await post('/v1/credentials', { name: 'print oauth', kind: 'mcp_token', secret: client.clientSecret })).body
      .credentialId as string;

  beforeAll(async () => {
    server = await startMcpTestServer({ oauth: client });
    // The fixture listens on loopback (server and issuer): the operator's allowance.
    api = await startApi(platformApp, { DATABASE_URL: 'memory://', MCP_PRIVATE_NETWORKS: 'allow' });
  });
  afterAll(async () => {
    await api?.close();
    await server?.close();
  });

  it('given the client secret in the vault, when the server is attached with oauth, then its tools are listed through access tokens and no answer holds the secret', async () => {
    const credentialId = await secretId();
    const oauth = { issuer: issuer(), clientId: client.clientId, scope: 'tools' };
    const attached = await post('/v1/mcp-servers', { name: 'print', url: server.url, credentialId, oauth });
    expect(attached.status).toBe(201);
    expect(attached.body).toMatchObject({ name: 'print', credentialId, oauth, attachedBy: 'alice' });
    const listed = await api.http.get('/v1/mcp-servers').set(a()).expect(200);
    responses.push(listed.text);
    expect(listed.body).toEqual([expect.objectContaining({ name: 'print', oauth })]);
    expect(listed.body[0].tools).toContainEqual(
      expect.objectContaining({ name: 'mcp__print__lookup_colour', remoteName: 'lookup_colour' }),
    );
    // The secret went to the token endpoint only; the server saw access tokens.
    expect(server.tokenRequests.length).toBeGreaterThan(0);
    const tokens = server.authorizations.filter((t) => t !== undefined);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((t) => /^Bearer at-/.test(t!))).toBe(true);
    expect(JSON.stringify(server.authorizations)).not.toContain(client.clientSecret);
    expect(responses.join('\n')).not.toContain(client.clientSecret);
  });

  it.each([
    ['no client id', (o: Record<string, unknown>) => ({ ...o, clientId: undefined }), 400, 'clientId'],
    ['an empty client id', (o: Record<string, unknown>) => ({ ...o, clientId: '' }), 400, 'clientId'],
    ['no issuer', (o: Record<string, unknown>) => ({ ...o, issuer: undefined }), 400, 'issuer'],
    ['an ftp issuer', (o: Record<string, unknown>) => ({ ...o, issuer: 'ftp://auth.example.com' }), 400, 'issuer'],
    [
      'a plain http issuer off loopback',
      (o: Record<string, unknown>) => ({ ...o, issuer: 'http://auth.example.com' }),
      422,
      'oauth.issuer',
    ],
    ['an unknown field', (o: Record<string, unknown>) => ({ ...o, clientSecret: 'inline' }), 400, 'clientSecret'],
  ])(
    'given oauth with %s, when posted, then a problem+json names it and nothing is attached',
    async (_case, change, status, field) => {
      const credentialId = await secretId();
      const before = server.tokenRequests.length;
      const oauth = change({ issuer: issuer(), clientId: client.clientId });
      const res = await post('/v1/mcp-servers', { name: 'bad', url: server.url, credentialId, oauth });
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(res.body)).toContain(field);
      expect(server.tokenRequests.length).toBe(before);
      const names = ((await api.http.get('/v1/mcp-servers').set(a()).expect(200)).body as Array<{ name: string }>).map(
        (s) => s.name,
      );
      expect(names).not.toContain('bad');
    },
  );

  it('given oauth without credentialId (no client secret), when posted, then 400 problem+json naming credentialId and nothing is asked of the issuer', async () => {
    const before = server.tokenRequests.length;
    const res = await post('/v1/mcp-servers', {
      name: 'nosecret',
      url: server.url,
      oauth: { issuer: issuer(), clientId: client.clientId },
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(res.body)).toContain('credentialId');
    expect(server.tokenRequests.length).toBe(before);
  });

  it('given a wrong client secret, when attached, then 422 and nothing is attached', async () => {
    const wrong = (await post('/v1/credentials', { name: 'wrong', kind: 'mcp_token', secret: 'not-the-secret' })).body
      .credentialId as string;
    const res = await post('/v1/mcp-servers', {
      name: 'wrong',
      url: server.url,
      credentialId: wrong,
      oauth: { issuer: issuer(), clientId: client.clientId },
    });
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const names = ((await api.http.get('/v1/mcp-servers').set(a()).expect(200)).body as Array<{ name: string }>).map(
      (s) => s.name,
    );
    expect(names).not.toContain('wrong');
  });
});
