import { platformApp } from '../../../platform/src/app';
import { gatewayApp } from '../app';
import { bearer, startApi, type ApiFixture } from '../testing/api-fixture';
import { SseClient } from '@lomo/services/gateway/testing';

const PROBLEM = /application\/problem\+json/;
const type = (code: string) => `https://lomo.dev/problems/${code}`;

describe('gateway: keys, validation and problem+json (embedded platform)', () => {
  let api: ApiFixture;
  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  const threadLength = async () =>
    (await api.http.get('/v1/main/messages').set(bearer(api.keys.a)).expect(200)).body.length as number;

  it('refuses a request without a key, with a malformed key and with an unknown key: 401 problem+json', async () => {
    const missing = await api.http.get('/v1/tasks').expect(401).expect('content-type', PROBLEM);
    expect(missing.body).toMatchObject({ type: type('missing_api_key'), status: 401, instance: '/v1/tasks' });
    const malformed = await api.http.get('/v1/tasks').set(bearer('not-a-key')).expect(401);
    expect(malformed.body.type).toBe(type('invalid_api_key'));
    const forged = await api.http
      .get('/v1/tasks')
      .set(bearer(`${api.keys.a.slice(0, -4)}AAAA`))
      .expect(401);
    expect(forged.body.type).toBe(type('invalid_api_key'));
  });

  it('refuses a write with a read-only key (403) and changes nothing', async () => {
    const before = await threadLength();
    const res = await api.http
      .post('/v1/main/messages')
      .set(bearer(api.keys.readOnly))
      .send({ text: 'hello' })
      .expect(403)
      .expect('content-type', PROBLEM);
    expect(res.body).toMatchObject({ type: type('missing_scope'), requiredScope: 'write' });
    expect(await threadLength()).toBe(before);
  });

  it('answers malformed JSON, unknown fields, wrong types and oversized bodies with 4xx problems, changing nothing', async () => {
    const before = await threadLength();
    const post = () => api.http.post('/v1/main/messages').set(bearer(api.keys.a));
    const malformed = await post()
      .set('content-type', 'application/json')
      .send('{"text": "hi",')
      .expect(400)
      .expect('content-type', PROBLEM);
    expect(malformed.body.type).toBe(type('malformed_json'));
    const unknown = await post().send({ text: 'hi', admin: true }).expect(400);
    expect(unknown.body).toMatchObject({ type: type('validation_failed') });
    expect(unknown.body.errors.join()).toMatch(/admin should not exist/);
    const wrongType = await post().send({ text: 42 }).expect(400);
    expect(wrongType.body.errors.join()).toMatch(/text must be a string/);
    const badTask = await post().send({ text: 'hi', taskId: 'not-a-uuid' }).expect(400);
    expect(badTask.body.errors.join()).toMatch(/taskId must be a UUID/);
    const huge = await post()
      .send({ text: 'x'.repeat(200_000) })
      .expect(413)
      .expect('content-type', PROBLEM);
    expect(huge.body.type).toBe(type('body_too_large'));
    const badQuery = await api.http.get('/v1/tasks?status=sleeping').set(bearer(api.keys.a)).expect(400);
    expect(badQuery.body.errors.join()).toMatch(/status must be one of/);
    expect(await threadLength()).toBe(before);
  });

  it('answers an unknown /v1 route with a 404 problem and leaves other paths to their owners', async () => {
    const res = await api.http
      .get('/v1/nothing-here')
      .set(bearer(api.keys.a))
      .expect(404)
      .expect('content-type', PROBLEM);
    expect(res.body.type).toBe(type('not_found'));
    await api.http.get('/health/live').expect(200, { status: 'ok' });
  });

  it('answers a method the path does not serve (TRACE, GET on a POST route) with 405 and Allow, not 404', async () => {
    const trace = await api.http
      .trace('/v1/tasks')
      .set(bearer(api.keys.a))
      .expect(405)
      .expect('allow', 'GET, HEAD')
      .expect('content-type', PROBLEM);
    expect(trace.body.type).toBe(type('method_not_allowed'));
    await api.http.get('/v1/tasks/8f0e1f5e-3c1a-4c8e-9a57-1d2a3b4c5d6e/pause').expect(405).expect('allow', 'POST');
    await api.http.delete('/v1/objects/doc-1/content').expect(405).expect('allow', 'GET, PUT, HEAD');
    await api.http.trace('/v1/nothing-here').expect(404);
  });

  it('hands the local console key to a loopback browser in embedded mode, and that key works', async () => {
    const session = await api.http.get('/v1/dev/session').expect(200);
    expect(session.body).toMatchObject({ workspaceId: 'local', userId: 'local' });
    await api.http
      .get('/v1/tasks')
      .set(bearer(session.body.key))
      .expect((res) => expect(res.status).not.toBe(401));
  });

  it('serves the console and the API docs without a key', async () => {
    await api.http.get('/').expect(302).expect('location', '/console/');
    const page = await api.http
      .get('/console/')
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(page.text).toContain('/console/app.js');
    await api.http
      .get('/console/app.js')
      .expect(200)
      .expect('content-type', /javascript/);
    await api.http.get('/console/../../package.json').expect(404);
    const spec = await api.http.get('/docs/openapi.json').expect(200);
    expect(Object.keys(spec.body.paths)).toContain('/v1/tasks/{taskId}/stream');
    await api.http
      .get('/docs')
      .expect(200)
      .expect('content-type', /text\/html/);
    await api.http.get('/docs/assets/swagger-ui-bundle.js').expect(200);
  });
});

describe('gateway: rate limit per key', () => {
  let api: ApiFixture;
  beforeAll(async () => {
    api = await startApi(gatewayApp, { DATABASE_URL: 'memory://', GATEWAY_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => api.close());

  it('answers 429 problem+json past the limit of one key while another key still passes', async () => {
    for (let i = 0; i < 3; i++)
      await api.http
        .get('/v1/objects')
        .set(bearer(api.keys.a))
        .expect((res) => expect(res.status).not.toBe(429));
    const limited = await api.http
      .get('/v1/objects')
      .set(bearer(api.keys.a))
      .expect(429)
      .expect('content-type', PROBLEM);
    expect(limited.body.type).toBe(type('rate_limited'));
    await api.http
      .get('/v1/objects')
      .set(bearer(api.keys.b))
      .expect((res) => expect(res.status).not.toBe(429));
  });

  it('says which service is not reachable from a standalone gateway instead of failing blindly', async () => {
    const res = await api.http.get('/v1/main/messages').set(bearer(api.keys.b)).expect(503);
    expect(res.body.type).toBe(type('service_not_hosted'));
  });
});

describe('gateway: without dev login, shutting down with open streams', () => {
  it('has no dev login when asked not to, and ends open SSE streams so the app closes promptly', async () => {
    const api = await startApi(gatewayApp, { DATABASE_URL: 'memory://', GATEWAY_DEV_LOGIN: 'false' });
    await api.http.get('/v1/dev/session').expect(404);
    const sse = new SseClient(`${api.url}/v1/stream`, bearer(api.keys.a));
    const res = await sse.opened;
    const ended = new Promise((resolve) => res.on('end', resolve));
    const started = Date.now();
    await Promise.all([api.close(), ended]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
