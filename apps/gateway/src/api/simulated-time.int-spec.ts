import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';

const type = (code: string) => `https://lomo.dev/problems/${code}`;
const T0 = Date.parse('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const time = (ms: number) => new Date(ms).toISOString();

/**
 * Issue 27, item 5: a scenario run stamps each message's time (`at`, with the operator's
 * `ROUTER_SIMULATED_TIME` on), so "coming back after four days" is tested through the public
 * API: the thread records the scenario's times, and after four days of silence a follow-up
 * that names no task is asked about instead of going to the task last talked about.
 */
describe('simulated time for scenario runs (embedded platform, ROUTER_SIMULATED_TIME=true)', () => {
  let api: ApiFixture;
  const a = () => bearer(api.keys.a);
  const post = (text: string, at?: string) =>
    api.http
      .post('/v1/main/messages')
      .set(a())
      .send({ text, ...(at ? { at } : {}) });
  const thread = async () =>
    (await api.http.get('/v1/main/messages').set(a()).expect(200)).body as Array<{ text: string }>;
  let cat: string;
  let robot: string;

  beforeAll(async () => {
    api = await startApi(platformApp, { DATABASE_URL: 'memory://', ROUTER_SIMULATED_TIME: 'true' });
  });
  afterAll(() => api.close());

  it('given a cat and then a robot on day one, when "make it warmer" follows a minute later, then it goes to the robot, at the stamped times', async () => {
    const first = (await post('a red cat, watercolour', time(T0)).expect(201)).body;
    expect(first).toMatchObject({ decision: 'created_task', postedAt: time(T0) });
    cat = first.taskIds[0];
    robot = (await post('a tin robot, gouache', time(T0 + MINUTE)).expect(201)).body.taskIds[0];
    // Paused once their first turn is done, the tasks take no more: what is routed to them stays movable.
    for (const id of [cat, robot]) {
      await eventually(async () => {
        const card = (await api.http.get(`/v1/tasks/${id}`).set(a()).expect(200)).body;
        return card.status === 'idle' && card.inbox.every((m: { state: string }) => m.state !== 'pending')
          ? card
          : undefined;
      }, `task ${id} idle`);
      await api.http.post(`/v1/tasks/${id}/pause`).set(a()).expect(202);
    }
    const followUp = (await post('make it warmer', time(T0 + 2 * MINUTE)).expect(201)).body;
    expect(followUp).toMatchObject({ decision: 'attached_to_task', taskIds: [robot], postedAt: time(T0 + 2 * MINUTE) });
  });

  it('when the user comes back after four days with "make it warmer", then the router asks which task, naming the silence', async () => {
    const back = (await post('make it warmer', time(T0 + 4 * DAY)).expect(201)).body;
    expect(back).toMatchObject({ decision: 'asked_user', taskIds: [], postedAt: time(T0 + 4 * DAY) });
    expect(back.reason).toMatch(/silent for 4 days/);
    expect(back.card.options.map((o: { optionId: string }) => o.optionId)).toEqual([robot, cat, 'new']);

    // What follows runs on the scenario's clock: the move is dated on day five, not today.
    await api.http.post(`/v1/main/messages/${back.messageId}/answer`).set(a()).send({ optionId: cat }).expect(200);
    const moved = (
      await api.http.post(`/v1/main/messages/${back.messageId}/move`).set(a()).send({ taskId: 'new' }).expect(200)
    ).body;
    const movedAt = Date.parse(moved.moves[0].at);
    expect(movedAt).toBeGreaterThanOrEqual(T0 + 4 * DAY);
    expect(movedAt).toBeLessThan(T0 + 4 * DAY + 10 * MINUTE);
  });

  it("when a stamp goes back before the thread's last message, then 409 simulated_time_backwards and nothing is posted", async () => {
    const before = await thread();
    const refused = await post('a blue whale, ink', time(T0 + DAY)).expect(409);
    expect(refused.body).toMatchObject({ type: type('simulated_time_backwards') });
    expect(await thread()).toEqual(before);
    const tasks = (await api.http.get('/v1/tasks').set(a()).expect(200)).body as Array<{ brief: string }>;
    expect(tasks.map((t) => t.brief)).not.toContain('a blue whale, ink');
  });

  it('refuses a stamp that is no RFC 3339 time (400 validation_failed)', async () => {
    const bad = await post('a blue whale, ink', 'next tuesday').expect(400);
    expect(bad.body).toMatchObject({ type: type('validation_failed') });
    expect(bad.body.errors).toEqual([expect.stringMatching(/^at .*RFC 3339/)]);
  });
});
