import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import type { StepDecision, StepInput } from '@lomo/services/task-runtime';
import {
  bearer,
  eventually,
  settled as settledIdle,
  startApi,
  type ApiFixture,
} from '../../gateway/src/testing/api-fixture';
import { startTask, taskCard, type PaidTaskCard } from '../../gateway/src/testing/paid-tasks';
import { offlinePlannerExcept, platformWithModel } from './testing/scripted-platform';

const PARENT_BRIEF = 'plan a whale poster with a helper agent';
const CHILD_BRIEF = 'a painting of a whale under the ice, gouache';
const GO = 'go ahead with the helper';

/**
 * The parent answers its first message in words and hands the painting to a sub-agent
 * once told to go ahead, so the user sets its autonomy level in between; the child
 * is the offline planner's (it generates an image).
 */
const parentStep = (input: StepInput): StepDecision => {
  if (input.messages.some((m) => m.role === 'tool')) return { text: 'The helper is done.', toolCalls: [] };
  if (!JSON.stringify(input.messages).includes(GO)) return { text: 'Ready when you are.', toolCalls: [] };
  return {
    text: 'Handing the painting to a helper.',
    toolCalls: [{ tool: 'spawn_subagent', input: { brief: CHILD_BRIEF } }],
  };
};

/**
 * Issue 31 item 6 on the embedded platform (real billing, real cost gate): authority flows to
 * sub-agents. Before the fix a child of a task set to ask before every paid step was judged on
 * the workspace's and user's settings only, and spent without asking.
 */
describe('a sub-agent inherits its parent task’s autonomy level (issue 31, R-6.5, R-10.9)', () => {
  let api: ApiFixture;
  const sim = new SimulatedUpstream({ secret: 'authority-secret' });

  beforeAll(async () => {
    const url = await sim.start();
    api = await startApi(platformWithModel(await offlinePlannerExcept({ [PARENT_BRIEF]: parentStep })), {
      DATABASE_URL: 'memory://',
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: url,
      GENERATION_PROVIDER_SECRETS: 'authority-secret',
    });
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await sim.stop();
  });

  const sent = (taskId: string) => sim.submissions().filter((s) => s.idempotencyKey?.includes(taskId));

  it('given a parent task set to ask_every_paid_step, when its sub-agent wants to paint, then the child opens a cost card naming the autonomy level and nothing is sent upstream until the user confirms it', async () => {
    const a = bearer(api.keys.a);
    const parentId = await startTask(api, api.keys.a, PARENT_BRIEF);
    await eventually(
      async () => (settledIdle(await taskCard(api, api.keys.a, parentId)) ? true : undefined),
      'the parent ready',
    );
    await api.http
      .put('/v1/billing/autonomy')
      .set(a)
      .send({ scope: 'task', id: parentId, level: 'ask_every_paid_step' })
      .expect(200);
    await api.http
      .post(`/v1/tasks/${parentId}/messages`)
      .set(a)
      .set('idempotency-key', 'go-ahead')
      .send({ text: GO })
      .expect(202);

    const childId = await eventually(async () => {
      const card = (await api.http.get(`/v1/tasks/${parentId}`).set(a).expect(200)).body as {
        children?: Array<{ taskId: string }>;
      };
      return card.children?.[0]?.taskId;
    }, 'the sub-agent spawned');
    // The child settles one way or the other: a cost card (asked) or its job upstream (spent).
    const settled = await eventually(
      async () => {
        // The parent's card can list the child a moment before the child's own card is
        // projected (two streams, two projections): a 404 then means "not yet".
        const res = await api.http.get(`/v1/tasks/${childId}`).set(a);
        if (res.status === 404) return undefined;
        if (res.status !== 200) throw new Error(`the child's card: ${res.status} ${JSON.stringify(res.body)}`);
        const card = res.body as PaidTaskCard;
        // The card opens inside the turn; the status says awaiting_approval once the turn has ended.
        const asked =
          card.status !== 'running' && card.checkpoints.some((k) => k.origin === 'cost' && k.state === 'open');
        return asked || sent(childId).length > 0 ? card : undefined;
      },
      'the sub-agent asked or spent',
      60_000,
    );
    expect(sent(childId)).toHaveLength(0);
    const cost = settled.checkpoints.find(
      (k) => k.origin === 'cost' && k.state === 'open',
    ) as PaidTaskCard['checkpoints'][0];
    expect(cost.cost).toMatchObject({ limit: 'autonomy' });
    expect(settled.status).toBe('awaiting_approval');
    // Stored by billing as the child's own level, set for the user who runs both.
    const authority = (await api.http.get('/v1/billing/authority').set(a).expect(200)).body as {
      autonomy: Array<{ scope: string; id: string; level: string }>;
    };
    expect(authority.autonomy).toContainEqual(
      expect.objectContaining({ scope: 'task', id: childId, level: 'ask_every_paid_step' }),
    );

    // The user confirms the child's card: exactly that call goes upstream, once.
    await api.http
      .post(`/v1/tasks/${childId}/checkpoints/${encodeURIComponent(cost.cardId)}/answer`)
      .set(a)
      .send({ action: 'confirm' })
      .expect(202);
    await eventually(async () => (sent(childId).length > 0 ? true : undefined), 'the confirmed call sent', 60_000);
    expect(sent(childId)).toHaveLength(1);
  });
});
