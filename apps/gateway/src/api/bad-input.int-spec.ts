import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, settled, startApi, type ApiFixture } from '../testing/api-fixture';

const PROBLEM = /application\/problem\+json/;
const type = (code: string) => `https://lomo.dev/problems/${code}`;

/** Issue 21 §1, §2, §5b: what the API refuses, through HTTP, on every route that takes input. */
describe('gateway: unstorable strings, reserved keys, numbers, honest control actions (embedded platform)', () => {
  let api: ApiFixture;
  let taskId: string;
  let cardTaskId: string;
  let objectId: string;
  const a = () => bearer(api.keys.a);
  const card = async (id: string) => (await api.http.get(`/v1/tasks/${id}`).set(a()).expect(200)).body;
  const eventCount = async (id: string) =>
    ((await api.http.get(`/v1/tasks/${id}/events`).set(a()).expect(200)).body as unknown[]).length;
  const threadLength = async () =>
    ((await api.http.get('/v1/main/messages').set(a()).expect(200)).body as unknown[]).length;
  const objectCount = async () =>
    ((await api.http.get('/v1/objects').set(a()).expect(200)).body.objects as unknown[]).length;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
    const first = await api.http.post('/v1/main/messages').set(a()).send({ text: 'a red cat' }).expect(201);
    taskId = first.body.taskIds[0];
    const second = await api.http.post('/v1/main/messages').set(a()).send({ text: 'a blue dog' }).expect(201);
    cardTaskId = second.body.taskIds[0];
    objectId = (await api.http.post('/v1/objects').set(a()).send({ name: 'notes', text: 'x' }).expect(201)).body
      .objectId;
    for (const id of [taskId, cardTaskId])
      await eventually(async () => (settled(await card(id)) ? true : undefined), `task ${id} idle`);
  });
  afterAll(() => api.close());

  /** Every body field that reaches storage, with the route that takes it. */
  const routes = () => {
    const trigger = bearer(api.keys.trigger);
    return [
      { path: '/v1/main/messages', body: (s: string) => ({ text: s }), field: '/text' },
      { path: '/v1/main/messages', body: (s: string) => ({ text: 'hi', objectId: `o${s}` }), field: '/objectId' },
      { path: `/v1/tasks/${taskId}/messages`, body: (s: string) => ({ text: `a${s}b` }), field: '/text' },
      { path: `/v1/tasks/${taskId}/stop`, body: (s: string) => ({ reason: s }), field: '/reason' },
      {
        path: `/v1/tasks/${taskId}/checkpoints/card-1/answer`,
        body: (s: string) => ({ action: 'pick', candidateId: s }),
        field: '/candidateId',
      },
      {
        path: `/v1/tasks/${taskId}/checkpoints/card-1/answer`,
        body: (s: string) => ({ action: 'adjust', comment: s }),
        field: '/comment',
      },
      {
        path: `/v1/tasks/${taskId}/triggers`,
        body: (s: string) => ({ source: 'cron', eventId: s }),
        field: '/eventId',
        key: trigger,
      },
      {
        path: `/v1/tasks/${taskId}/triggers`,
        body: (s: string) => ({ source: 'cron', eventId: 'e', payload: { deep: [{ value: s }] } }),
        field: '/payload/deep/0/value',
        key: trigger,
      },
      {
        path: `/v1/tasks/${taskId}/triggers`,
        body: (s: string) => ({ source: 'cron', eventId: 'e', payload: { [`k${s}`]: 1 } }),
        field: '/payload/k', // the key itself, its bad characters shown as U+FFFD
        key: trigger,
      },
      { path: '/v1/objects', body: (s: string) => ({ name: s, text: '' }), field: '/name' },
      { path: '/v1/objects', body: (s: string) => ({ name: 'n', text: `x${s}` }), field: '/text' },
    ];
  };

  it.each([
    ['a NUL character', '\u0000', 'nul_character'],
    ['a lone high surrogate', '\ud800', 'lone_surrogate'],
    ['a lone low surrogate', 'x\udfffy', 'lone_surrogate'],
  ])(
    'given %s in any stored string, when posted, then 400 validation_failed names the field and nothing is stored',
    async (_label, bad, reason) => {
      const before = [await threadLength(), await eventCount(taskId), await objectCount()];
      for (const route of routes()) {
        const res = await api.http
          .post(route.path)
          .set(route.key ?? a())
          .send(route.body(bad))
          .expect(400)
          .expect('content-type', PROBLEM);
        expect(res.body).toMatchObject({ type: type('validation_failed'), in: 'body', reason });
        expect(res.body.pointer).toMatch(new RegExp(`^${route.field}`));
        expect(res.body.errors[0]).toMatch(new RegExp(`^body${route.field}`));
      }
      const put = await api.http
        .put(`/v1/objects/${objectId}/content`)
        .set(a())
        .set('if-match', '"1"')
        .send({ edits: [{ oldText: 'x', newText: bad }] })
        .expect(400);
      expect(put.body.pointer).toBe('/edits/0/newText');
      expect([await threadLength(), await eventCount(taskId), await objectCount()]).toEqual(before);
    },
  );

  it('given an unstorable string in a query or path parameter, when requested, then 400 names it', async () => {
    const query = await api.http.get('/v1/objects?after=a%00b').set(a()).expect(400);
    expect(query.body).toMatchObject({ in: 'query', pointer: '/after', reason: 'nul_character' });
    const path = await api.http.get('/v1/objects/a%00b').set(a()).expect(400);
    expect(path.body).toMatchObject({ in: 'path', pointer: '/objectId' });
    const surrogate = await api.http.get(`/v1/tasks/${taskId}/checkpoints/%ED%A0%80/answer`).set(a());
    expect(surrogate.status).toBeLessThan(500);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'given a field named %s (top level or nested), when posted to any route with a body, then 400 like any unknown field',
    async (key) => {
      const before = [await threadLength(), await objectCount()];
      const raw = (fields: string) => `{${fields},"${key}":{"admin":true}}`;
      const cases: Array<[string, string, ReturnType<typeof bearer>?]> = [
        ['/v1/main/messages', raw('"text":"hi"')],
        [`/v1/tasks/${taskId}/messages`, raw('"text":"hi"')],
        [`/v1/tasks/${taskId}/stop`, raw('"reason":"r"')],
        [`/v1/tasks/${taskId}/pause`, raw('"x":1')],
        ['/v1/objects', raw('"name":"n","text":""')],
        [
          `/v1/tasks/${taskId}/triggers`,
          `{"source":"cron","eventId":"p","payload":${raw('"a":1')}}`,
          bearer(api.keys.trigger),
        ],
      ];
      for (const [path, body, key_] of cases) {
        const res = await api.http
          .post(path)
          .set(key_ ?? a())
          .set('content-type', 'application/json')
          .send(body)
          .expect(400);
        expect(res.body).toMatchObject({ type: type('validation_failed'), reason: 'reserved_key' });
        expect(res.body.pointer).toMatch(new RegExp(`/${key}$`));
      }
      const put = await api.http
        .put('/v1/tool-policies/generate_image')
        .set(a())
        .set('content-type', 'application/json')
        .send(raw('"policy":"deny"'))
        .expect(400);
      expect(put.body.reason).toBe('reserved_key');
      expect([await threadLength(), await objectCount()]).toEqual(before);
      expect((await card(taskId)).status).toBe('idle');
    },
  );

  it.each([
    [`/v1/tasks/{task}/events?fromRevision=1e300`, 'fromRevision'],
    [`/v1/tasks/{task}/events?fromRevision=9007199254740993`, 'fromRevision'],
    [`/v1/tasks/{task}/events?limit=1.5`, 'limit'],
    [`/v1/tasks/{task}/events?limit=0x10`, 'limit'],
    [`/v1/tasks?limit=`, 'limit'],
    [`/v1/main/messages?limit=-1`, 'limit'],
    [`/v1/objects/{object}?version=1e300`, 'version'],
    [`/v1/objects/{object}/versions?afterVersion=99999999999999999999`, 'afterVersion'],
    [`/v1/objects/{object}/content?offset=1e9999`, 'offset'],
  ])(
    'given %s (beyond the safe integer range or not an integer), when requested, then 400 names %s',
    async (path, field) => {
      const url = path.replace('{task}', taskId).replace('{object}', objectId);
      const res = await api.http.get(url).set(a()).expect(400).expect('content-type', PROBLEM);
      expect(res.body.type).toBe(type('validation_failed'));
      expect(res.body.errors.join()).toMatch(new RegExp(field));
    },
  );

  it('given a stop with reason null, when posted, then 400 (optional means absent) and the task runs on', async () => {
    const res = await api.http.post(`/v1/tasks/${taskId}/stop`).set(a()).send({ reason: null }).expect(400);
    expect(res.body.errors.join()).toMatch(/reason must be a string/);
    await api.http.post('/v1/main/messages').set(a()).send({ text: 'x', taskId: null }).expect(400);
    expect((await card(taskId)).status).toBe('idle');
  });

  it('given control actions, when they change nothing or cannot apply, then the answer says so', async () => {
    const resumeIdle = await api.http.post(`/v1/tasks/${taskId}/resume`).set(a()).expect(202);
    expect(resumeIdle.body).toEqual({ accepted: true, changed: false, status: 'idle' });
    const paused = await api.http.post(`/v1/tasks/${taskId}/pause`).set(a()).expect(202);
    expect(paused.body).toEqual({ accepted: true, changed: true, status: 'paused' });
    const again = await api.http.post(`/v1/tasks/${taskId}/pause`).set(a()).expect(202);
    expect(again.body).toMatchObject({ changed: false, status: 'paused' });
    const resumed = await api.http.post(`/v1/tasks/${taskId}/resume`).set(a()).expect(202);
    expect(resumed.body.changed).toBe(true);
    const stopped = await api.http.post(`/v1/tasks/${taskId}/stop`).set(a()).send({}).expect(202);
    expect(stopped.body).toEqual({ accepted: true, changed: true, status: 'terminated' });
    expect((await card(taskId)).stopReason).toBe('stopped by the user');
    const events = await eventCount(taskId);
    for (const action of ['resume', 'pause', 'interrupt']) {
      const res = await api.http.post(`/v1/tasks/${taskId}/${action}`).set(a()).expect(409);
      expect(res.body.type).toBe(type('task_terminated'));
    }
    const answer = await api.http
      .post(`/v1/tasks/${taskId}/checkpoints/card-1/answer`)
      .set(a())
      .send({ action: 'confirm' })
      .expect(409);
    expect(answer.body.type).toBe(type('task_terminated'));
    const stopAgain = await api.http.post(`/v1/tasks/${taskId}/stop`).set(a()).send({ reason: 'again' }).expect(202);
    expect(stopAgain.body).toEqual({ accepted: true, changed: false, status: 'terminated' });
    expect(await eventCount(taskId)).toBe(events);
    const noCard = await api.http
      .post(`/v1/tasks/${cardTaskId}/checkpoints/no-such-card/answer`)
      .set(a())
      .send({ action: 'confirm' })
      .expect(404);
    expect(noCard.body.type).toBe(type('card_not_found'));
  });

  it('given a linkTaskId of a task that does not exist (or another workspace has), when creating an object, then 422 and nothing is created', async () => {
    const before = await objectCount();
    const missing = await api.http
      .post('/v1/objects')
      .set(a())
      .send({ name: 'n', text: '', linkTaskId: '00000000-0000-4000-8000-000000000000' })
      .expect(422)
      .expect('content-type', PROBLEM);
    expect(missing.body).toMatchObject({ type: type('unknown_link_task'), pointer: '/linkTaskId' });
    await api.http
      .post('/v1/objects')
      .set(bearer(api.keys.b))
      .send({ name: 'n', text: '', linkTaskId: cardTaskId })
      .expect(422);
    expect(await objectCount()).toBe(before);
    const linked = await api.http
      .post('/v1/objects')
      .set(a())
      .send({ name: 'n', text: '', linkTaskId: cardTaskId })
      .expect(201);
    expect((await api.http.get(`/v1/objects/${linked.body.objectId}`).set(a()).expect(200)).body.linkedTaskIds).toEqual(
      [cardTaskId],
    );
  });
});
