import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, simulatedProvider, startApi, type ApiFixture } from '../testing/api-fixture';
import { startTask } from '../testing/paid-tasks';

/** The card fields these tests read. */
interface Card {
  taskId: string;
  status: string;
  stopReason?: string;
  turns: number;
  inbox: Array<{ messageId: string; state: string }>;
  checklist: Array<{ title: string; status: string }>;
  checkpoints: Array<{ cardId: string; origin: string; state: string }>;
  artifacts: Array<{ objectId: string }>;
}

const STUCK = /no meaningful progress/;
const REMARK = 'Our brand colour is teal, please always use it.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A person keeps talking while the work waits (issues 26 and 33), over HTTP on the embedded
 * platform with a simulated upstream the test owns: a remark sent while an image renders must
 * not stop the task as stuck, and a message to a task waiting for an answer must not spin it.
 */
describe('gateway: messages that arrive while a task waits (issues 26, 33)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'waiting-secret' });

  beforeAll(async () => {
    const url = await sim.start();
    // Every image renders for about a second: long enough to talk over it; a poster in about half of one.
    sim.script({ promptContains: '', script: { stepMs: 150, steps: 7 } });
    sim.script({ promptContains: 'poster', script: { stepMs: 100, steps: 5 } });
    api = await startApi(platformApp, simulatedProvider(url, 'waiting-secret'));
  });
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });

  const card = async (key: string, taskId: string): Promise<Card> =>
    (await api.http.get(`/v1/tasks/${taskId}`).set(bearer(key)).expect(200)).body as Card;
  /** Waits for the card to satisfy `done`; a timeout shows the card as it last was. */
  const until = async (key: string, taskId: string, done: (c: Card) => boolean, what: string, timeoutMs = 120_000) => {
    let last: Card | undefined;
    try {
      return await eventually(
        async () => {
          last = await card(key, taskId);
          return done(last) ? last : undefined;
        },
        what,
        timeoutMs,
      );
    } catch (error) {
      const events = (await api.http.get(`/v1/tasks/${taskId}/events?limit=1000`).set(bearer(key))).body as Array<{
        type: string;
        data: { reason?: string; result?: unknown };
      }>;
      const log = events.map((e) => `${e.type} ${JSON.stringify(e.data.reason ?? e.data.result ?? '')}`);
      throw new Error(`${(error as Error).message}; the card was ${JSON.stringify(last)}; its log: ${log.join(' | ')}`);
    }
  };
  const eventTypes = async (key: string, taskId: string): Promise<string[]> =>
    (
      (await api.http.get(`/v1/tasks/${taskId}/events?limit=1000`).set(bearer(key)).expect(200)).body as Array<{
        type: string;
      }>
    ).map((e) => e.type);
  const tell = (key: string, taskId: string, text: string, id: string) =>
    api.http
      .post(`/v1/tasks/${taskId}/messages`)
      .set(bearer(key))
      .set('idempotency-key', id)
      .send({ text })
      .expect(202);
  const tellMain = (key: string, text: string, id: string) =>
    api.http.post('/v1/main/messages').set(bearer(key)).set('idempotency-key', id).send({ text, language: 'en' });

  // Different subjects, so the router never takes a later request for a repeat of an earlier one.
  const runs = [
    { subject: 'a red cat, watercolour', delayMs: 0, by: 'task id' },
    { subject: 'a sleeping fox in a snowy forest, watercolour', delayMs: 100, by: 'task id' },
    { subject: 'an owl on a lamp post at night, illustration', delayMs: 1_000, by: 'task id' },
    { subject: 'a whale breaching at sunset, poster', delayMs: 0, by: 'routing' },
    { subject: 'a heron standing in reeds, pencil sketch', delayMs: 100, by: 'routing' },
    { subject: 'a tiger cub among ferns, drawing', delayMs: 1_000, by: 'routing' },
  ] as const;

  it.each(runs)(
    'given "$subject" rendering, when a remark arrives $delayMs ms later by $by, then the task finishes with its image and at most one extra turn',
    async ({ subject, delayMs, by }) => {
      const key = api.keys.a;
      const taskId = await startTask(api, key, subject);
      await sleep(delayMs);
      if (by === 'task id') await tell(key, taskId, REMARK, `remark-${taskId}`);
      else await tellMain(key, REMARK, `remark-${taskId}`).expect(201);

      const done = await until(
        key,
        taskId,
        (c) => c.status === 'idle' && c.artifacts.length > 0 && c.inbox.every((m) => m.state !== 'pending'),
        `${subject}: finished with its image`,
      );
      expect(done.stopReason).toBe('every checklist item is done');
      expect(done.stopReason).not.toMatch(STUCK);
      expect(done.checklist.every((i) => i.status === 'done')).toBe(true);
      // One turn planned and submitted the image; a remark that reached the task adds at most one.
      const reached = done.inbox.length > 1;
      expect(done.turns).toBeLessThanOrEqual(reached ? 2 : 1);
      if (by === 'task id') expect(done.inbox.map((m) => m.state)).toEqual(['consumed', 'consumed']);
      // Left alone, nothing more happens.
      await sleep(1_500);
      expect((await card(key, taskId)).turns).toBe(done.turns);
    },
    180_000,
  );

  it('given a series of 6 posters rendering, when remarks arrive at 0.1 s and 1 s, then every poster lands, the task finishes, and each remark costs at most one turn', async () => {
    const key = api.keys.b;
    const quiet = await startTask(api, key, 'a series of 6 posters of a lighthouse in fog');
    const baseline = await until(key, quiet, (c) => c.status !== 'running' && c.artifacts.length === 6, 'the series');
    expect(baseline).toMatchObject({ status: 'idle', stopReason: 'every checklist item is done' });
    expect(baseline.artifacts).toHaveLength(6);

    const taskId = await startTask(api, key, 'a series of 6 posters of a neon harbour at night');
    await sleep(100);
    await tell(key, taskId, REMARK, `series-remark-1-${taskId}`);
    await sleep(900);
    await tell(key, taskId, 'and keep the type small', `series-remark-2-${taskId}`);
    const done = await until(
      key,
      taskId,
      (c) => c.status === 'idle' && c.artifacts.length >= 6 && c.inbox.every((m) => m.state !== 'pending'),
      'the series with remarks finished',
    );
    expect(done.stopReason).toBe('every checklist item is done');
    expect(done.artifacts.length).toBeGreaterThanOrEqual(6);
    expect(done.checklist.every((i) => i.status === 'done' || i.status === 'dropped')).toBe(true);
    expect(done.turns).toBeLessThanOrEqual(baseline.turns + 2);
  }, 300_000);

  it('given an open-API task waiting on its cost card, when a message arrives, then no turn runs until the card is answered, and then exactly one', async () => {
    const key = api.keys.openApi;
    const taskId = await startTask(api, key, 'a green parrot on a branch, watercolour');
    const waiting = await until(
      key,
      taskId,
      (c) => c.status === 'awaiting_approval' && c.checkpoints.some((k) => k.origin === 'cost' && k.state === 'open'),
      'the cost card',
    );
    const before = (await eventTypes(key, taskId)).length;

    await tell(key, taskId, 'make it warmer', `warmer-${taskId}`);
    // Four watchdog sweeps and more: the livelock ran two empty turns a second here.
    await sleep(3_000);
    const after = await card(key, taskId);
    expect(after.turns).toBe(waiting.turns);
    expect(after.inbox.find((m) => m.state === 'pending')).toBeDefined();
    // Only the delivery was appended: no takeover, no turn.
    expect((await eventTypes(key, taskId)).slice(before)).toEqual(['MessageDelivered']);

    const cost = after.checkpoints.find((k) => k.origin === 'cost' && k.state === 'open')!;
    await api.http
      .post(`/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(cost.cardId)}/answer`)
      .set(bearer(key))
      .send({ action: 'confirm' })
      .expect(202);
    const answered = await until(
      key,
      taskId,
      (c) =>
        c.inbox.every((m) => m.state !== 'pending') &&
        c.artifacts.length > 0 &&
        ['idle', 'awaiting_approval'].includes(c.status),
      'the answered task read the message and delivered the image',
    );
    expect(answered.turns).toBe(waiting.turns + 1);
    await sleep(3_000);
    expect((await card(key, taskId)).turns).toBe(answered.turns);
  }, 240_000);
});
