import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';
import { expectBalancedLedger } from '../testing/ledger';
import { startTask, taskCard } from '../testing/paid-tasks';

interface TaskEvent {
  type: string;
  data: { check?: string; reason?: string };
}

/**
 * Plan budgets, the three dimensions and the prepaid balance over HTTP on the
 * embedded platform, against a simulated upstream the test owns (it counts submissions).
 * Limits: 0.05 per operation, 0.10 a day; a poster costs 0.04; every workspace starts with a
 * balance of 0.10.
 */
describe('gateway: plan budgets, autonomy, grants and the balance (R-6.5, R-6.6, R-6.8)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'authority-secret' });

  beforeAll(async () => {
    const url = await sim.start();
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: url,
      GENERATION_PROVIDER_SECRETS: 'authority-secret',
      BILLING_NO_CONFIRM_OPERATION_MINOR: '5',
      BILLING_NO_CONFIRM_DAILY_MINOR: '10',
      BILLING_STARTING_BALANCE_MINOR: '10',
    });
  });
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });

  const start = (key: string, text: string) => startTask(api, key, text);
  const card = (key: string, taskId: string) => taskCard(api, key, taskId);
  const sent = (taskId: string) => sim.submissions().filter((s) => s.idempotencyKey?.includes(taskId));
  const settled = (key: string, taskId: string, artifacts: number) =>
    eventually(
      async () => {
        const c = await card(key, taskId);
        return c.status === 'idle' && c.artifacts.length >= artifacts ? c : undefined;
      },
      `task ${taskId} idle with ${artifacts} artifacts`,
      60_000,
    );

  it('given a plan approved with a budget up front, when a 6-poster series runs past both no-confirm limits, then it finishes without a single question', async () => {
    const b = bearer(api.keys.b);
    await api.http
      .post('/v1/billing/top-ups')
      .set(b)
      .set('idempotency-key', 'b-first-top-up')
      .send({ amountMinor: 1_000, currency: 'USD' })
      .expect(200);
    const taskId = await start(api.keys.b, 'a poster of a harbour at dawn');
    await settled(api.keys.b, taskId, 1);

    const approval = await api.http
      .post(`/v1/tasks/${taskId}/plan/approval`)
      .set(b)
      .send({ budget: { amountMinor: 300, currency: 'USD' } })
      .expect(200);
    expect(approval.body.budgets).toEqual([
      expect.objectContaining({ scope: 'task', id: taskId, amountMinor: 300, plan: true, spentMinor: 4, by: 'bob' }),
    ]);
    expect(approval.body.grants).toEqual([
      expect.objectContaining({ scope: 'task', id: taskId, action: 'paid_generation', by: 'bob' }),
    ]);

    await api.http
      .post(`/v1/tasks/${taskId}/messages`)
      .set(b)
      .set('idempotency-key', 'six-posters')
      .send({ text: 'now a series of 6 posters of the harbour' })
      .expect(202);
    const done = await settled(api.keys.b, taskId, 7);
    expect(done.checkpoints.filter((c) => c.origin === 'cost')).toHaveLength(0);
    expect(sent(taskId)).toHaveLength(7);
    const ledger = await expectBalancedLedger(api, api.keys.b, { taskId });
    expect(new Set(ledger.map((e) => e.jobId)).size).toBe(7);
    const balance = (await api.http.get('/v1/billing').set(b).expect(200)).body;
    expect(balance).toMatchObject({ capturedMinor: 28, spentTodayMinor: 28, balanceMinor: 1_010 });
  });

  it('given the prepaid balance, when a poster series would go beyond it, then the task stops with insufficient_balance and its reason, nothing more sent and no money moved', async () => {
    const a = bearer(api.keys.a);
    const taskId = await start(api.keys.a, 'a series of 3 posters of a lighthouse');
    const stopped = await eventually(
      async () => {
        const c = await card(api.keys.a, taskId);
        return c.status === 'idle' && c.stopReason?.includes('insufficient balance') ? c : undefined;
      },
      'the task stopped for the balance',
      60_000,
    );
    expect(stopped.stopReason).toContain('0.02 USD of the balance is left; top it up to continue');
    const events = (await api.http.get(`/v1/tasks/${taskId}/events`).set(a).expect(200)).body as TaskEvent[];
    expect(events.filter((e) => e.type === 'TurnCompleted').pop()?.data).toMatchObject({
      check: 'insufficient_balance',
      reason: expect.stringContaining('insufficient balance: this costs 0.04 USD'),
    });
    // Two posters (0.04 each) fit the 0.10 balance; the third went nowhere and held nothing.
    expect(sent(taskId)).toHaveLength(2);
    const ledger = await expectBalancedLedger(api, api.keys.a, { taskId });
    expect(ledger.filter((e) => e.entry === 'hold')).toHaveLength(2);
    expect((await api.http.get('/v1/billing').set(a).expect(200)).body).toMatchObject({
      balanceMinor: 10,
      balanceAvailableMinor: 2,
    });
  });

  it('given the three dimensions set one by one, then each is stored on its own, ask_every_paid_step asks even within a granted plan budget, and a gone, foreign or stale confirmation moves no money', async () => {
    const a = bearer(api.keys.a);
    await api.http
      .post('/v1/billing/top-ups')
      .set(a)
      .set('idempotency-key', 'a-top-up')
      .send({ amountMinor: 500, currency: 'USD' })
      .expect(200);
    const set = await api.http
      .put('/v1/billing/autonomy')
      .set(a)
      .send({ scope: 'user', level: 'ask_every_paid_step' })
      .expect(200);
    expect(set.body).toMatchObject({
      autonomy: [expect.objectContaining({ scope: 'user', id: 'alice', level: 'ask_every_paid_step' })],
      budgets: [],
      grants: [],
    });
    const taskId = await start(api.keys.a, 'a poster of a red cat');
    const asked = await eventually(async () => {
      const c = await card(api.keys.a, taskId);
      return c.checkpoints.find((k) => k.origin === 'cost' && k.state === 'open') ? c : undefined;
    }, 'a cost card');
    expect(asked.checkpoints[0].cost).toMatchObject({ limit: 'autonomy' });
    expect(sent(taskId)).toHaveLength(0);
    const approved = await api.http
      .post(`/v1/tasks/${taskId}/plan/approval`)
      .set(a)
      .send({ budget: { amountMinor: 300, currency: 'USD' } })
      .expect(200);
    // The approval stored a budget and a grant; it did not touch the user's autonomy level.
    expect(approved.body.autonomy).toEqual(set.body.autonomy);
    expect(sent(taskId)).toHaveLength(0);

    // Bad confirmations: a card that is gone, another workspace's, a stale one — typed, nothing moved.
    const cardId = encodeURIComponent(asked.checkpoints[0].cardId);
    const answer = (key: string, id: string, action: string) =>
      api.http.post(`/v1/tasks/${taskId}/checkpoints/${id}/answer`).set(bearer(key)).send({ action });
    expect((await answer(api.keys.a, 'cost%3A9%3A9%3A9', 'confirm').expect(404)).body.type).toContain('card_not_found');
    await answer(api.keys.b, cardId, 'confirm').expect(404);
    await answer(api.keys.a, cardId, 'reject').expect(202);
    expect((await answer(api.keys.a, cardId, 'confirm').expect(409)).body.type).toContain('card_already_answered');
    await new Promise((r) => setTimeout(r, 300));
    expect(sent(taskId)).toHaveLength(0);
    expect((await api.http.get(`/v1/billing/ledger?taskId=${taskId}`).set(a).expect(200)).body).toEqual([]);
  });

  it('given bad settings or another workspace, then 4xx problem+json naming the field and nothing is written', async () => {
    const a = bearer(api.keys.a);
    const before = (await api.http.get('/v1/billing/authority').set(a).expect(200)).body;
    for (const [path, body, field] of [
      ['/v1/billing/budgets', { scope: 'workspace', amountMinor: -1, currency: 'USD' }, 'amountMinor'],
      ['/v1/billing/budgets', { scope: 'workspace', amountMinor: 1e12, currency: 'USD' }, 'amountMinor'],
      ['/v1/billing/budgets', { scope: 'workspace', amountMinor: 2.5, currency: 'USD' }, 'amountMinor'],
      ['/v1/billing/budgets', { scope: 'galaxy', amountMinor: 5, currency: 'USD' }, 'scope'],
      ['/v1/billing/autonomy', { scope: 'user', level: 'yolo' }, 'level'],
    ] as const) {
      const res = await api.http.put(path).set(a).send(body).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.type).toBe('https://lomo.dev/problems/validation_failed');
      expect(res.body.detail).toContain(field);
    }
    for (const amountMinor of [0, -3])
      await api.http.post('/v1/billing/top-ups').set(a).send({ amountMinor, currency: 'USD' }).expect(400);
    const foreign = await start(api.keys.b, 'a poster of a blue fish');
    await api.http
      .post(`/v1/tasks/${foreign}/plan/approval`)
      .set(a)
      .send({ budget: { amountMinor: 300, currency: 'USD' } })
      .expect(404);
    await api.http
      .put('/v1/billing/budgets')
      .set(a)
      .send({ scope: 'task', id: foreign, amountMinor: 5, currency: 'USD' })
      .expect(404);
    await api.http.delete('/v1/billing/grants/no-such-grant').set(a).expect(404);
    await api.http
      .put('/v1/billing/autonomy')
      .set(bearer(api.keys.readOnly))
      .send({ scope: 'workspace', level: 'autonomous_within_budget' })
      .expect(403);
    expect((await api.http.get('/v1/billing/authority').set(a).expect(200)).body).toEqual(before);
  });
});
