import { randomBytes, randomUUID } from 'node:crypto';
import { platformApp } from '../../../platform/src/app';
import { bearer, startApi, type ApiFixture } from '../testing/api-fixture';

/** `/v1/credentials` on the embedded platform: metadata in, metadata out, never the secret. */
describe('gateway: /v1/credentials registers, lists and revokes credentials without ever answering a secret', () => {
  let api: ApiFixture;
  const secret = `sk-live-${randomBytes(16).toString('hex')}`;
  const responses: string[] = [];
  const remember = <T extends { text: string }>(res: T) => {
    responses.push(res.text);
    return res;
  };

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(async () => {
    await api?.close();
    expect(responses.join('\n')).not.toContain(secret);
  });

  const register = (key: string, body: Record<string, unknown>) =>
    api.http.post('/v1/credentials').set(bearer(key)).send(body).then(remember);

  it('given a provider key, when registered, listed, fetched and revoked, then every answer is metadata only and a revoked one is 410 Gone but still listed', async () => {
    const created = await register(api.keys.a, {
      name: 'studio fal key',
      kind: 'provider_key',
      providerId: 'fal',
      secret,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      credentialId: expect.any(String),
      name: 'studio fal key',
      kind: 'provider_key',
      providerId: 'fal',
      scope: 'workspace',
      createdBy: 'alice',
      createdAt: expect.any(String),
    });
    const id = created.body.credentialId as string;
    const listed = remember(await api.http.get('/v1/credentials').set(bearer(api.keys.a)).expect(200));
    expect(listed.body).toEqual([created.body]);
    remember(await api.http.get(`/v1/credentials/${id}`).set(bearer(api.keys.a)).expect(200));

    const revoked = remember(await api.http.delete(`/v1/credentials/${id}`).set(bearer(api.keys.a)).expect(200));
    expect(revoked.body).toMatchObject({ credentialId: id, revokedAt: expect.any(String) });
    remember(await api.http.delete(`/v1/credentials/${id}`).set(bearer(api.keys.a)).expect(200));
    const gone = remember(await api.http.get(`/v1/credentials/${id}`).set(bearer(api.keys.a)));
    expect({ status: gone.status, type: gone.body.type, revokedAt: gone.body.revokedAt }).toEqual({
      status: 410,
      type: 'https://lomo.dev/problems/credential_revoked',
      revokedAt: revoked.body.revokedAt,
    });
    const audit = remember(await api.http.get('/v1/credentials').set(bearer(api.keys.a)).expect(200));
    expect(audit.body).toEqual([revoked.body]);
  });

  it('given user and task scopes, when registered, then the scope is the caller or the named task', async () => {
    const taskId = randomUUID();
    const mine = await register(api.keys.a, { name: 'mcp', kind: 'mcp_token', scope: 'user', secret });
    expect(mine.body).toMatchObject({ scope: 'user', userId: 'alice' });
    const task = await register(api.keys.a, { name: 'hook', kind: 'webhook_secret', scope: 'task', taskId, secret });
    expect(task.body).toMatchObject({ scope: 'task', taskId });
  });

  it("given another workspace's or a missing id, when fetched or revoked, then 404 credential_not_found", async () => {
    const { body } = await register(api.keys.a, { name: 'k', kind: 'mcp_token', secret });
    for (const id of [body.credentialId as string, randomUUID()]) {
      const got = remember(await api.http.get(`/v1/credentials/${id}`).set(bearer(api.keys.b)));
      expect({ status: got.status, type: got.body.type }).toEqual({
        status: 404,
        type: 'https://lomo.dev/problems/credential_not_found',
      });
      expect(got.headers['content-type']).toContain('application/problem+json');
      const revoked = remember(await api.http.delete(`/v1/credentials/${id}`).set(bearer(api.keys.b)));
      expect(revoked.status).toBe(404);
    }
    const listed = remember(await api.http.get('/v1/credentials').set(bearer(api.keys.b)).expect(200));
    expect(listed.body).toEqual([]);
  });

  it('given bad input, when registering, then 400 naming the field and nothing is stored', async () => {
    const before = (await api.http.get('/v1/credentials').set(bearer(api.keys.a))).body.length as number;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'k', kind: 'provider_key', secret }, 'providerId'],
      [{ name: 'k', kind: 'password', secret }, 'kind'],
      [{ name: 'k', kind: 'mcp_token', secret: '' }, 'secret'],
      [{ name: 'k', kind: 'mcp_token', scope: 'task', secret }, 'taskId'],
      [{ name: 'k', kind: 'mcp_token', secret, plaintext: true }, 'plaintext'],
    ];
    for (const [body, field] of cases) {
      const res = await register(api.keys.a, body);
      expect({ status: res.status, type: res.body.type }).toEqual({
        status: 400,
        type: 'https://lomo.dev/problems/validation_failed',
      });
      expect(res.body.detail).toContain(field);
    }
    const readOnly = await register(api.keys.readOnly, { name: 'k', kind: 'mcp_token', secret });
    expect(readOnly.status).toBe(403);
    expect((await api.http.get('/v1/credentials').set(bearer(api.keys.a))).body).toHaveLength(before);
  });
});
