import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';
import { expectBalancedLedger } from '../testing/ledger';
import { startTask, taskCard, type PaidTaskCard } from '../testing/paid-tasks';

type Card = PaidTaskCard;

/**
 * Cost first over HTTP on the embedded platform, against a simulated upstream the
 * test owns (it counts submissions). Limits: 0.05 per operation, 0.10 a day; an image
 * costs 0.04, a 2-second video 0.20 (the simulated upstream's price list).
 */
describe('gateway: paid generation is quoted first and waits for a cost card (R-6.6)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'cost-first-secret' });

  beforeAll(async () => {
    const url = await sim.start();
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: url,
      GENERATION_PROVIDER_SECRETS: 'cost-first-secret',
      BILLING_NO_CONFIRM_OPERATION_MINOR: '5',
      BILLING_NO_CONFIRM_DAILY_MINOR: '10',
    });
  });
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });

  const start = (key: string, text: string) => startTask(api, key, text);
  const card = (key: string, taskId: string): Promise<Card> => taskCard(api, key, taskId);
  const openCostCard = (key: string, taskId: string) =>
    eventually(async () => {
      const c = await card(key, taskId);
      const cost = c.checkpoints.find((k) => k.origin === 'cost' && k.state === 'open');
      return c.status === 'awaiting_approval' && cost ? { task: c, cost } : undefined;
    }, `a cost card on task ${taskId}`);

  it('given a video above the per-operation limit, when the task runs, then it stops with a cost card and nothing goes upstream until confirmed, then exactly one submission', async () => {
    const key = api.keys.b;
    const taskId = await start(key, 'a 2 second video of a red cat');
    const { cost } = await openCostCard(key, taskId);
    expect(cost).toMatchObject({
      actions: ['confirm', 'reject'],
      toolCall: { tool: 'generate_video' },
      cost: { limit: 'per_operation', amount: { amountMinor: 20, currency: 'USD' }, leftMinor: 10_000 - 20 },
    });
    expect(cost.cost!.buys).toContain('video');
    expect(cost.cost!.reason).toContain('per-operation no-confirm limit');
    await new Promise((r) => setTimeout(r, 300));
    expect(sim.submissions()).toHaveLength(0);

    await api.http
      .post(`/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(cost.cardId)}/answer`)
      .set(bearer(key))
      .send({ action: 'confirm' })
      .expect(202);
    const done = await eventually(
      async () => {
        const c = await card(key, taskId);
        return c.status === 'idle' && c.artifacts.length > 0 ? c : undefined;
      },
      'the confirmed video delivered',
      30_000,
    );
    expect(done.checkpoints.filter((k) => k.origin === 'cost')).toHaveLength(1);
    expect(sim.submissions()).toHaveLength(1);
  });

  it('given a rejected cost card, when the task goes on, then it asks for that paid call no more and settles idle, saying the user declined it', async () => {
    const key = api.keys.b;
    const taskId = await start(key, 'a 2 second video of a blue whale');
    const { cost } = await openCostCard(key, taskId);
    await api.http
      .post(`/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(cost.cardId)}/answer`)
      .set(bearer(key))
      .send({ action: 'reject' })
      .expect(202);
    const settled = await eventually(
      async () => {
        const c = await card(key, taskId);
        return c.status === 'idle' ? c : undefined;
      },
      'the task settled after the rejection',
      15_000,
    );
    expect(settled.stopReason).toMatch(/declined/);
    // Finding 3 of docs/chaos.md: the offline planner read the rejection as a new request and asked again, forever.
    await new Promise((r) => setTimeout(r, 2_000));
    const after = await card(key, taskId);
    expect(after.status).toBe('idle');
    expect(after.checkpoints.filter((k) => k.origin === 'cost')).toHaveLength(1);
    expect(sim.submissions().filter((s) => s.idempotencyKey?.includes(taskId))).toHaveLength(0);
  });

  it('given the daily no-confirm limit, when a poster series reaches it, then the task stops with over_limits and its reason, the rest unsent', async () => {
    const key = api.keys.a;
    const taskId = await start(key, 'a series of 3 posters of a lighthouse');
    const { task, cost } = await openCostCard(key, taskId);
    expect(cost.cost).toMatchObject({ limit: 'daily', amount: { amountMinor: 4 } });
    expect(task.stopReason).toContain('daily no-confirm limit of 0.10 USD is reached');
    const events = (await api.http.get(`/v1/tasks/${taskId}/events`).set(bearer(key)).expect(200)).body as Array<{
      type: string;
      data: { check?: string; reason?: string };
    }>;
    const stop = events.filter((e) => e.type === 'TurnCompleted').pop();
    expect(stop?.data).toMatchObject({ check: 'over_limits', reason: expect.stringContaining('0.08 USD spent today') });
    // The first two posters (0.04 each) went; the third waits for the card.
    expect(sim.submissions().filter((s) => s.idempotencyKey?.includes(taskId))).toHaveLength(2);
  });

  it('given an open-API key, when its task makes a paid call within every limit, then that call waits for its own cost card, then goes once', async () => {
    const key = api.keys.openApi;
    const taskId = await start(key, 'a red cat, watercolour, via the open API');
    const { cost } = await openCostCard(key, taskId);
    expect(cost.cost).toMatchObject({ limit: 'open_api', amount: { amountMinor: 4 } });
    const sent = () => sim.submissions().filter((s) => s.idempotencyKey?.includes(taskId));
    await new Promise((r) => setTimeout(r, 300));
    expect(sent()).toHaveLength(0);
    await api.http
      .post(`/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(cost.cardId)}/answer`)
      .set(bearer(key))
      .send({ action: 'confirm' })
      .expect(202);
    await eventually(
      async () => {
        const c = await card(key, taskId);
        return c.status === 'idle' && c.artifacts.length > 0 ? c : undefined;
      },
      'the confirmed image delivered',
      30_000,
    );
    expect(sent()).toHaveLength(1);
  });

  it('given the billing API, then it shows the balance, limits and a balanced ledger; limits are settable and validated', async () => {
    const b = bearer(api.keys.b);
    const balance = await api.http.get('/v1/billing').set(b).expect(200);
    expect(balance.body).toMatchObject({
      currency: 'USD',
      capturedMinor: 20,
      heldMinor: 0,
      spentTodayMinor: 20,
      availableMinor: 10_000 - 20,
      noConfirm: { perOperationMinor: 5, dailyMinor: 10 },
    });
    const ledger = await expectBalancedLedger(api, api.keys.b);
    const jobs = [...new Set(ledger.map((e) => e.jobId))];
    expect(jobs).toHaveLength(1);
    const one = await api.http
      .get(`/v1/billing/ledger?jobId=${encodeURIComponent(jobs[0])}`)
      .set(b)
      .expect(200);
    expect(one.body).toEqual(ledger.filter((e) => e.jobId === jobs[0]));

    for (const bad of [
      { perOperationMinor: -1, dailyMinor: 10 },
      { perOperationMinor: 5, dailyMinor: 1e12 },
      { perOperationMinor: 2.5, dailyMinor: 10 },
      { perOperationMinor: '5', dailyMinor: 10 },
      { perOperationMinor: 5 },
    ]) {
      const res = await api.http.put('/v1/billing/limits').set(b).send(bad).expect(400);
      expect(res.body.type).toBe('https://lomo.dev/problems/validation_failed');
    }
    await api.http
      .put('/v1/billing/limits')
      .set(bearer(api.keys.readOnly))
      .send({ perOperationMinor: 1, dailyMinor: 1 })
      .expect(403);
    expect((await api.http.get('/v1/billing').set(b).expect(200)).body.noConfirm).toEqual({
      perOperationMinor: 5,
      dailyMinor: 10,
    });
    const set = await api.http.put('/v1/billing/limits').set(b).send({ perOperationMinor: 50, dailyMinor: 500 });
    expect(set.status).toBe(200);
    expect((await api.http.get('/v1/billing').set(b).expect(200)).body.noConfirm).toEqual({
      perOperationMinor: 50,
      dailyMinor: 500,
    });
    // Another workspace keeps its own limits and sees none of this ledger.
    expect((await api.http.get('/v1/billing').set(bearer(api.keys.a)).expect(200)).body.noConfirm).toEqual({
      perOperationMinor: 5,
      dailyMinor: 10,
    });
    const other = (await api.http.get('/v1/billing/ledger').set(bearer(api.keys.a)).expect(200)).body as Array<{
      jobId: string;
    }>;
    expect(other.some((e) => jobs.includes(e.jobId))).toBe(false);
    // Every job of the other tests (the poster series, the open-API image) balances too.
    await expectBalancedLedger(api, api.keys.a);
  });
});
