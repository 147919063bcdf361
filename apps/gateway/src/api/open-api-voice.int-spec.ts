import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { platformApp } from '../../../platform/src/app';
import { bearer, eventually, settled, simulatedProvider, startApi, type ApiFixture } from '../testing/api-fixture';
import { startTask, taskCard, type PaidTaskCard } from '../testing/paid-tasks';

/**
 * R-6.6 (ADR 0065): paid operations started through the open API are confirmed one by one — also
 * when the open-API message lands on a task someone started at the console. A task's paid calls
 * follow the last person it heard: an open-API follow-up makes the call it causes ask; the
 * console's next word makes them run under the console's rules again.
 */
describe('gateway: an open-API follow-up to a console task asks before the paid call it causes (R-6.6)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'voice-secret' });

  beforeAll(async () => {
    api = await startApi(platformApp, simulatedProvider(await sim.start(), 'voice-secret'));
  });
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });

  const sent = (taskId: string) => sim.submissions().filter((s) => s.idempotencyKey?.includes(taskId));
  const costCards = (c: PaidTaskCard) => c.checkpoints.filter((k) => k.origin === 'cost');
  const follow = (key: string, taskId: string, text: string) =>
    api.http
      .post(`/v1/tasks/${taskId}/messages`)
      .set(bearer(key))
      .set('idempotency-key', text.replace(/\W+/g, '-'))
      .send({ text })
      .expect(202);
  /** Settled with `artifacts` made, or waiting on an open cost card (a turn has ended either way). */
  const next = (taskId: string, artifacts: number) =>
    eventually(
      async () => {
        const c = await taskCard(api, api.keys.a, taskId);
        const asking = c.status === 'awaiting_approval' && costCards(c).some((k) => k.state === 'open');
        return asking || (settled(c) && c.artifacts.length >= artifacts) ? c : undefined;
      },
      `task ${taskId} settled or asking`,
      30_000,
    );

  it('given a console task, when an open-API key sends it a follow-up, then that paid call waits for a card naming the open API; the console speaking again runs without one', async () => {
    const taskId = await startTask(api, api.keys.a, 'a blue owl, watercolour');
    const first = await next(taskId, 1);
    expect(costCards(first)).toHaveLength(0);
    expect(sent(taskId)).toHaveLength(1);

    await follow(api.keys.openApi, taskId, 'make one more picture of it, in pastel');
    const asked = await next(taskId, 2);
    expect(asked.status).toBe('awaiting_approval');
    const card = costCards(asked).find((k) => k.state === 'open')!;
    expect(card.cost).toMatchObject({ limit: 'open_api' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sent(taskId)).toHaveLength(1);
    await api.http
      .post(`/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(card.cardId)}/answer`)
      .set(bearer(api.keys.openApi))
      .send({ action: 'confirm' })
      .expect(202);
    const second = await next(taskId, 2);
    expect(second.artifacts).toHaveLength(2);
    expect(sent(taskId)).toHaveLength(2);

    await follow(api.keys.a, taskId, 'now make a picture of it in ink');
    const third = await next(taskId, 3);
    expect(third.artifacts).toHaveLength(3);
    expect(costCards(third)).toHaveLength(1);
    expect(sent(taskId)).toHaveLength(3);
  });
});
