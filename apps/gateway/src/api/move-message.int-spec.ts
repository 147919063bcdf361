import { randomUUID } from 'node:crypto';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;

interface Inbox {
  status: string;
  inbox: Array<{ messageId: string; text: string; state: string }>;
}
interface Entry {
  messageId: string;
  text: string;
  decision: string;
  taskIds: string[];
  reason?: string;
  candidates?: Array<{ taskId: string; brief: string; score: number; source: string }>;
  moves?: Array<{
    fromTaskId?: string;
    toTaskId: string;
    taskMessageId: string;
    newTask?: boolean;
    at: string;
    by: string;
  }>;
}

/**
 * Issue 27, mistakes are cheap: a main-thread message the router sent to the wrong task is moved
 * to the right one (or to a new task) over HTTP — withdrawn where no step took it, delivered to
 * the target, recorded in the thread — and every refusal leaves everything as it was.
 */
describe('moving a main-thread message to another task (embedded platform)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const b = () => bearer(api.keys.b);
  const post = async (text: string): Promise<Entry> =>
    (await api.http.post('/v1/main/messages').set(a()).send({ text }).expect(201)).body;
  const card = async (id: string): Promise<Inbox> => (await api.http.get(`/v1/tasks/${id}`).set(a()).expect(200)).body;
  const thread = async (): Promise<Entry[]> => (await api.http.get('/v1/main/messages').set(a()).expect(200)).body;
  const move = (messageId: string, taskId: string, key = a()) =>
    api.http.post(`/v1/main/messages/${messageId}/move`).set(key).send({ taskId });
  const settled = (id: string) =>
    eventually(async () => {
      const c = await card(id);
      return c.status === 'idle' && c.inbox.every((m) => m.state !== 'pending') ? c : undefined;
    }, `task ${id} idle with its first message taken`);
  let cat: string;
  let robot: string;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://' });
    cat = (await post('a red cat, watercolour')).taskIds[0];
    robot = (await post('a tin robot, gouache')).taskIds[0];
    await Promise.all([settled(cat), settled(robot)]);
    // Paused, neither takes a message: each one routed to them waits, movable.
    for (const id of [cat, robot]) await api.http.post(`/v1/tasks/${id}/pause`).set(a()).expect(202);
  });
  afterAll(() => api.close());

  it('given "make it warmer" went to the robot (the task last talked about), when it is moved to the cat, then the robot lets it go, the cat gets it and the thread says so', async () => {
    const sent = await post('make it warmer');
    expect(sent).toMatchObject({ decision: 'attached_to_task', taskIds: [robot] });
    // Why it went there: the reason and the tasks weighed.
    expect(sent.reason).toMatch(/task last talked about/);
    expect(sent.candidates?.map((c) => c.taskId).sort()).toEqual([cat, robot].sort());

    const moved: Entry = (await move(sent.messageId, cat).expect(200)).body;
    expect(moved).toMatchObject({ messageId: sent.messageId, decision: 'attached_to_task', taskIds: [cat] });
    expect(moved.reason).toBe(sent.reason);
    expect(moved.moves).toEqual([
      {
        fromTaskId: robot,
        toTaskId: cat,
        taskMessageId: expect.any(String),
        at: expect.any(String),
        by: expect.stringMatching(/^user:/),
      },
    ]);
    const { taskMessageId } = moved.moves![0];
    expect((await card(robot)).inbox.find((m) => m.messageId === sent.messageId)?.state).toBe('withdrawn');
    expect((await card(cat)).inbox.find((m) => m.messageId === taskMessageId)).toMatchObject({
      text: 'make it warmer',
      state: 'pending',
    });
    expect((await thread()).find((e) => e.messageId === sent.messageId)).toEqual(moved);

    // The same move again (a retry) changes nothing.
    expect((await move(sent.messageId, cat).expect(200)).body).toEqual(moved);
    expect((await card(cat)).inbox.filter((m) => m.text === 'make it warmer')).toHaveLength(1);

    // Moved back: a fresh id in the robot (its inbox keeps each id once), withdrawn from the cat.
    const back: Entry = (await move(sent.messageId, robot).expect(200)).body;
    expect(back.taskIds).toEqual([robot]);
    expect(back.moves?.map((m) => [m.fromTaskId, m.toTaskId])).toEqual([
      [robot, cat],
      [cat, robot],
    ]);
    expect((await card(cat)).inbox.find((m) => m.messageId === taskMessageId)?.state).toBe('withdrawn');
    expect((await card(robot)).inbox.find((m) => m.messageId === back.moves![1].taskMessageId)).toMatchObject({
      text: 'make it warmer',
      state: 'pending',
    });
  });

  it('given a message a step already took, when it is moved, then 409 message_already_taken and nothing changes', async () => {
    const first = (await thread()).find((e) => e.text === 'a red cat, watercolour')!;
    const before = await card(robot);
    const refused = await move(first.messageId, robot).expect(409);
    expect(refused.body).toMatchObject({ type: type('message_already_taken'), status: 409 });
    expect((await thread()).find((e) => e.messageId === first.messageId)).toEqual(first);
    expect((await card(robot)).inbox).toEqual(before.inbox);
  });

  it("when the target is unknown, another workspace's, stopped or deleted, then 404/409 problem+json and the message stays where it was", async () => {
    const sent = await post('make it bigger');
    const [home] = sent.taskIds;
    const foreign = (
      await api.http.post('/v1/main/messages').set(b()).send({ text: 'a green frog, pastel' }).expect(201)
    ).body.taskIds[0] as string;
    const stopped = (await post('a blue whale, ink')).taskIds[0];
    await api.http.post(`/v1/tasks/${stopped}/stop`).set(a()).send({}).expect(202);
    await eventually(async () => ((await card(stopped)).status === 'terminated' ? true : undefined), 'whale stopped');
    const deleted = (await post('a yellow kite, crayon')).taskIds[0];
    await api.http.delete(`/v1/tasks/${deleted}`).set(a()).expect(202);

    const refusals: Array<[string, number, string]> = [
      [randomUUID(), 404, 'task_not_found'],
      [foreign, 404, 'task_not_found'],
      [stopped, 409, 'task_not_accepting_messages'],
      [deleted, 404, 'task_not_found'],
    ];
    for (const [target, status, code] of refusals) {
      const refused = await move(sent.messageId, target).expect(status);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body.type).toBe(type(code));
    }
    const after = (await thread()).find((e) => e.messageId === sent.messageId);
    expect(after).toMatchObject({ taskIds: [home] });
    expect(after?.moves).toBeUndefined();
    expect((await card(home)).inbox.find((m) => m.messageId === sent.messageId)?.state).toBe('pending');
  });

  it('given a pending message, when it is moved to "new", then a persistent task starts from it and the old task lets it go', async () => {
    const sent = await post('make it shinier');
    const [home] = sent.taskIds;
    const moved: Entry = (await move(sent.messageId, 'new').expect(200)).body;
    const [started] = moved.taskIds;
    expect(started).not.toBe(home);
    expect(moved.moves).toEqual([expect.objectContaining({ fromTaskId: home, toTaskId: started, newTask: true })]);
    const task = (await api.http.get(`/v1/tasks/${started}`).set(a()).expect(200)).body;
    expect(task).toMatchObject({ kind: 'persistent', brief: 'make it shinier' });
    expect((await card(home)).inbox.find((m) => m.messageId === sent.messageId)?.state).toBe('withdrawn');
  });

  it("refuses an unknown or another user's message (404 message_not_found) and a malformed target (400)", async () => {
    const mine = (await thread()).at(-1)!;
    expect((await move(randomUUID(), cat).expect(404)).body.type).toBe(type('message_not_found'));
    expect((await move(mine.messageId, cat, b()).expect(404)).body.type).toBe(type('message_not_found'));
    const bad = await move(mine.messageId, 'not-a-task').expect(400);
    expect(bad.body).toMatchObject({ type: type('validation_failed') });
    expect(bad.body.errors).toEqual([expect.stringMatching(/^taskId /)]);
  });

  it('given the operator did not turn simulated time on, when a post is stamped, then 403 simulated_time_off and nothing is posted', async () => {
    const before = await thread();
    const refused = await api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text: 'a green kite, crayon', at: '2026-03-06T09:00:00Z' })
      .expect(403);
    expect(refused.body).toMatchObject({ type: type('simulated_time_off') });
    expect(await thread()).toEqual(before);
  });

  it('given a greeting answered in the main thread, when it is moved to a task, then the task gets it (there was nothing to withdraw)', async () => {
    const hello = await post('hello, just testing');
    expect(hello.decision).toBe('answered_in_main');
    const moved: Entry = (await move(hello.messageId, cat).expect(200)).body;
    expect(moved.taskIds).toEqual([cat]);
    expect(moved.moves).toEqual([expect.not.objectContaining({ fromTaskId: expect.anything() })]);
    expect((await card(cat)).inbox.some((m) => m.text === 'hello, just testing')).toBe(true);
  });
});
