import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, startApi, type ApiFixture } from '../testing/api-fixture';
import { expectBalancedLedger } from '../testing/ledger';
import { startTask, taskCard } from '../testing/paid-tasks';

interface TaskEvent {
  type: string;
  data: Record<string, unknown>;
}

/** The most jobs holding money at one instant, from the ledger's holds and their settlements. */
function mostHeldAtOnce(ledger: Array<{ jobId: string; entry: string; at: string }>): number {
  const settledJobs = new Set<string>();
  const moves = ledger
    .filter((e) => {
      if (e.entry === 'hold') return true;
      if (settledJobs.has(e.jobId)) return false; // a reconciled capture's refund of the rest
      settledJobs.add(e.jobId);
      return true;
    })
    .map((e) => ({ at: Date.parse(e.at), delta: e.entry === 'hold' ? 1 : -1 }))
    .sort((a, b) => a.at - b.at || a.delta - b.delta);
  let held = 0;
  let most = 0;
  for (const move of moves) most = Math.max(most, (held += move.delta));
  return most;
}

/**
 * Parallelism bounded by the budget left (issue 31) over HTTP on the embedded platform, against
 * a simulated upstream the test owns: a plan budget that covers 2 more posters of a 6-poster
 * series. The DAG starts the 2 the budget covers, the other 4 wait while those are reserved, and
 * once the budget is spent one more starts alone and asks with a cost card (the plan budget is
 * a ceiling, ADR 0025) — never 6 started with 4 questions at once.
 */
describe('gateway: a production DAG bounded by the budget left (issue 31)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'budget-dag-secret' });

  beforeAll(async () => {
    const url = await sim.start();
    // Posters take a while upstream, so nodes started together would be seen holding money together.
    sim.script({ promptContains: 'poster', script: { stepMs: 400, steps: 3 } });
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: url,
      GENERATION_PROVIDER_SECRETS: 'budget-dag-secret',
      BILLING_NO_CONFIRM_OPERATION_MINOR: '5',
      BILLING_NO_CONFIRM_DAILY_MINOR: '1000',
    });
  });
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });

  it('given a plan budget covering 2 of 6 posters, then never more than 2 hold money at once, the rest wait, and the next asks alone once the budget is spent', async () => {
    const a = bearer(api.keys.a);
    const taskId = await startTask(api, api.keys.a, 'a poster of a harbour at dawn');
    await eventually(
      async () => {
        const c = await taskCard(api, api.keys.a, taskId);
        return c.status === 'idle' && c.artifacts.length >= 1 ? c : undefined;
      },
      'the first poster',
      60_000,
    );
    // 0.04 spent on the first poster; 0.12 leaves 0.08: two more posters at 0.04.
    await api.http
      .post(`/v1/tasks/${taskId}/plan/approval`)
      .set(a)
      .send({ budget: { amountMinor: 12, currency: 'USD' } })
      .expect(200);
    await api.http
      .post(`/v1/tasks/${taskId}/messages`)
      .set(a)
      .set('idempotency-key', 'six-posters-on-a-budget')
      .send({ text: 'now a series of 6 posters of the harbour' })
      .expect(202);

    const asked = await eventually(
      async () => {
        const c = await taskCard(api, api.keys.a, taskId);
        return c.checkpoints.some((k) => k.origin === 'cost' && k.state === 'open') ? c : undefined;
      },
      'a cost card once the budget is spent',
      90_000,
    ).catch(async (timedOut: unknown) => {
      // Diagnosed from the task's log: the card and the timeline go to the test output.
      const log = (await api.http.get(`/v1/tasks/${taskId}/events?limit=1000`).set(a)).body as TaskEvent[];
      const timeline = log.map((e) => `${e.type} ${JSON.stringify(e.data).slice(0, 300)}`);
      console.error(`card ${JSON.stringify(await taskCard(api, api.keys.a, taskId))}\n${timeline.join('\n')}`);
      throw timedOut;
    });
    const sent = sim.submissions().filter((s) => s.idempotencyKey?.startsWith(`${taskId}:`));
    expect(sent).toHaveLength(3); // the first poster and the two the budget covers
    const ledger = await expectBalancedLedger(api, api.keys.a, { taskId });
    expect(ledger.filter((e) => e.entry === 'hold')).toHaveLength(3);
    expect(mostHeldAtOnce(ledger)).toBeLessThanOrEqual(2);

    // One question, for the one poster started after the budget was spent; the other three never started.
    const cards = asked.checkpoints.filter((k) => k.origin === 'cost');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.cost).toMatchObject({ limit: 'budget', amount: { amountMinor: 4 } });
    const events = (await api.http.get(`/v1/tasks/${taskId}/events?limit=1000`).set(a).expect(200)).body as TaskEvent[];
    const started = events.filter((e) => e.type === 'PlanNodeStarted');
    expect(started).toHaveLength(3);
    // Started two at a time at most (one step's nodes share `turn:step`), never six at once.
    const perStep = new Map<string, number>();
    for (const e of started) {
      const step = String(e.data['callId']).replace(/:\d+$/, '');
      perStep.set(step, (perStep.get(step) ?? 0) + 1);
    }
    expect([...perStep.values()]).toEqual([2, 1]);
  }, 180_000);
});
