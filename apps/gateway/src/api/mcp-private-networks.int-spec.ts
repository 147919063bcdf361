import { platformApp } from '../../../platform/src/app';
import { bearer, startApi, type ApiFixture } from '../testing/api-fixture';

/**
 * Issue 31 item 7 over HTTP on the embedded platform with the default MCP_PRIVATE_NETWORKS
 * (refuse): an MCP URL pointing inside the network is the caller's bad field — a typed
 * problem+json 422 naming the URL, its address and range — and nothing is attached.
 */
describe('gateway: /v1/mcp-servers refuses servers inside the network (server-side request forgery)', () => {
  let api: ApiFixture;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each([
    ['http://127.0.0.1:9/mcp', '127.0.0.1', 'loopback'],
    ['http://localhost:9/mcp', expect.any(String), 'loopback'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254', 'linkLocal'],
    ['https://10.0.0.7/mcp', '10.0.0.7', 'private'],
    ['https://[fd00::7]/mcp', 'fd00::7', 'uniqueLocal'],
    ['https://100.64.1.2/mcp', '100.64.1.2', 'carrierGradeNat'],
  ])('given %s, when attached, then 422 mcp_url_forbidden and nothing is attached', async (url, address, range) => {
    const a = bearer(api.keys.a);
    const res = await api.http.post('/v1/mcp-servers').set(a).send({ name: 'inside', url }).expect(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({
      type: 'https://lomo.dev/problems/mcp_url_forbidden',
      status: 422,
      field: 'url',
      address,
      range,
    });
    expect((await api.http.get('/v1/mcp-servers').set(a).expect(200)).body).toEqual([]);
  });

  it('given an OAuth issuer on loopback (plain http), when attached, then 422 mcp_url_forbidden naming oauth.issuer before the client secret is sent anywhere', async () => {
    const a = bearer(api.keys.a);
    const credentialId = (
      await api.http
        .post('/v1/credentials')
        .set(a)
        .send({ name: 'oauth', kind: 'mcp_token', secret: 's3cret' })
        .expect(201)
    ).body.credentialId as string;
    const res = await api.http
      .post('/v1/mcp-servers')
      .set(a)
      .send({
        name: 'inside',
        url: 'https://93.184.216.34/mcp',
        credentialId,
        oauth: { issuer: 'http://127.0.0.1:9', clientId: 'lomo' },
      })
      .expect(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({
      type: 'https://lomo.dev/problems/mcp_url_forbidden',
      field: 'oauth.issuer',
      range: 'loopback',
    });
    expect(res.text).not.toContain('s3cret');
    expect((await api.http.get('/v1/mcp-servers').set(a).expect(200)).body).toEqual([]);
  });
});
