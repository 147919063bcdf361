import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

interface Card {
  status: string;
  turns: number;
  inbox: Array<{ messageId: string; text: string; state: string }>;
}

/** over HTTP: a message not yet taken can be withdrawn or replaced; a taken one cannot. */
describe('task inbox: withdraw and replace an untaken message (embedded platform)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const b = () => bearer(api.keys.b);
  const card = async (id: string): Promise<Card> => (await api.http.get(`/v1/tasks/${id}`).set(a()).expect(200)).body;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
  });
  afterAll(() => api.close());

  it('given a paused task with pending messages, then one is withdrawn and one replaced; a taken message is refused', async () => {
    const created = (
      await api.http.post('/v1/main/messages').set(a()).send({ text: 'a tin robot, gouache' }).expect(201)
    ).body;
    const [taskId] = created.taskIds;
    const first = await eventually(async () => {
      const c = await card(taskId);
      return c.status === 'idle' && c.inbox.every((m) => m.state !== 'pending') ? c : undefined;
    }, 'the first message taken');
    await api.http.post(`/v1/tasks/${taskId}/pause`).set(a()).expect(202);
    const send = async (text: string) =>
      (await api.http.post(`/v1/tasks/${taskId}/messages`).set(a()).send({ text }).expect(202)).body
        .messageId as string;
    const oops = await send('make it pink');
    const typo = await send('make the robto taller');

    const withdrawn = await api.http.post(`/v1/tasks/${taskId}/messages/${oops}/withdraw`).set(a()).expect(200);
    expect(withdrawn.body).toEqual({ taskId, messageId: oops, state: 'withdrawn' });
    await api.http.post(`/v1/tasks/${taskId}/messages/${oops}/withdraw`).set(a()).expect(200);
    const replaced = await api.http
      .put(`/v1/tasks/${taskId}/messages/${typo}`)
      .set(a())
      .send({ text: 'make the robot taller' })
      .expect(200);
    expect(replaced.body.state).toBe('pending');
    const inbox = (await card(taskId)).inbox;
    expect(inbox.find((m) => m.messageId === oops)?.state).toBe('withdrawn');
    expect(inbox.find((m) => m.messageId === typo)).toMatchObject({ text: 'make the robot taller', state: 'pending' });

    const taken = first.inbox[0].messageId;
    const refused = await api.http.post(`/v1/tasks/${taskId}/messages/${taken}/withdraw`).set(a()).expect(409);
    expect(refused.body.type).toBe(type('message_not_pending'));
    const replaceTaken = await api.http
      .put(`/v1/tasks/${taskId}/messages/${taken}`)
      .set(a())
      .send({ text: 'x' })
      .expect(409);
    expect(replaceTaken.body.type).toBe(type('message_not_pending'));
    await api.http.post(`/v1/tasks/${taskId}/messages/${typo}/withdraw`).set(b()).expect(404);
    const empty = await api.http.put(`/v1/tasks/${taskId}/messages/${typo}`).set(a()).send({ text: '' }).expect(400);
    expect(empty.body).toMatchObject({ type: type('validation_failed') });
    expect(JSON.stringify(empty.body)).toContain('text');
  });
});
