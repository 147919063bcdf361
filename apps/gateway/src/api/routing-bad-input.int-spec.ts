import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

/** Issue 15 "bad input": typed errors or a recorded decision, never a lost or half-written message. */
describe('router: bad input over HTTP (embedded platform)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const thread = async () => (await api.http.get('/v1/main/messages?limit=500').set(a()).expect(200)).body as unknown[];
  const post = (body: object) => api.http.post('/v1/main/messages').set(a()).send(body);

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('given an empty or a too-long message, when posted, then 400 names the text and nothing is recorded', async () => {
    const before = (await thread()).length;
    for (const text of ['', 'x'.repeat(20_001)]) {
      const res = await post({ text }).expect(400);
      expect(res.body.type).toBe(type('validation_failed'));
      expect(JSON.stringify(res.body.errors)).toContain('text');
    }
    expect((await thread()).length).toBe(before);
  });

  it('given the longest message accepted, when posted, then it is routed and recorded whole', async () => {
    const text = `a mural of a lighthouse ${'and waves '.repeat(2_000)}`.slice(0, 20_000);
    const entry = (await post({ text }).expect(201)).body;
    expect(entry.decision).toBe('created_task');
    const recorded = (await thread()).find((e) => (e as { messageId: string }).messageId === entry.messageId);
    expect((recorded as { text: string }).text).toHaveLength(20_000);
  });

  it('given an object that does not exist, when a message names it, then 404 object_not_found and nothing is recorded', async () => {
    const before = (await thread()).length;
    const res = await post({ text: 'make it blue', objectId: 'no-such-object' }).expect(404);
    expect(res.body.type).toBe(type('object_not_found'));
    expect((await thread()).length).toBe(before);
  });

  it('given a card whose task was stopped since, when that task is chosen, then 409 and the card stays open for another answer', async () => {
    const first = (await post({ text: 'a paper crane, origami style' }).expect(201)).body;
    const crane = first.taskIds[0];
    const asked = (await post({ text: 'a paper crane, origami style, in red' }).expect(201)).body;
    expect(asked.decision).toBe('asked_user');
    await api.http.post(`/v1/tasks/${crane}/stop`).set(a()).send({ reason: 'done' }).expect(202);
    await eventually(
      async () => ((await api.http.get(`/v1/tasks/${crane}`).set(a())).body.status === 'terminated' ? true : undefined),
      'the crane task terminated',
    );
    const before = (await thread()).length;
    const direct = await post({ text: 'fold it again', taskId: crane }).expect(409);
    expect(direct.body.type).toBe(type('task_not_accepting_messages'));
    expect((await thread()).length).toBe(before);
    const path = `/v1/main/messages/${asked.messageId}/answer`;
    const refused = await api.http.post(path).set(a()).send({ optionId: crane }).expect(409);
    expect(refused.body.type).toBe(type('task_not_accepting_messages'));
    const still = (await thread()).find((e) => (e as { messageId: string }).messageId === asked.messageId);
    expect(still).toMatchObject({ decision: 'asked_user', card: { state: 'open' } });
    const answered = (await api.http.post(path).set(a()).send({ optionId: 'new' }).expect(200)).body;
    expect(answered.decision).toBe('created_task');
  });

  it('given a card whose task was deleted since, when that task is chosen, then 422 unknown_option (the option is gone)', async () => {
    const first = (await post({ text: 'a clay vase with blue stripes' }).expect(201)).body;
    const vase = first.taskIds[0];
    const asked = (await post({ text: 'a clay vase with blue stripes, tall' }).expect(201)).body;
    expect(asked.decision).toBe('asked_user');
    await api.http.delete(`/v1/tasks/${vase}`).set(a()).expect(202);
    const path = `/v1/main/messages/${asked.messageId}/answer`;
    const gone = await eventually(async () => {
      const res = await api.http.post(path).set(a()).send({ optionId: vase });
      return res.status === 422 ? res : undefined;
    }, 'the deleted task dropped from the card');
    expect(gone.body.type).toBe(type('unknown_option'));
  });
});
