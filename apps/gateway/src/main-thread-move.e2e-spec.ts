import { randomUUID } from 'node:crypto';
import { DistributedCluster, ONE_OF_EACH } from '@lomo/testing';

jest.setTimeout(420_000);

const T0 = Date.parse('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const time = (ms: number) => new Date(ms).toISOString();
const problem = (code: string) => `https://lomo.dev/problems/${code}`;

interface Answer {
  messageId: string;
  postedAt: string;
  decision: string;
  taskIds: string[];
  candidates?: Array<{ taskId: string }>;
  moves?: Array<{ fromTaskId?: string; toTaskId: string }>;
  status: string;
  inbox: Array<{ messageId: string; state: string }>;
  type: string;
}

/**
 * Issue 27 in distributed mode: the gateway reaches the router over gRPC, so a stamped post
 * (`PostMessage.at`, the router app's `ROUTER_SIMULATED_TIME`), the routing evidence
 * (`candidates`), a move (`RouterService.MoveMessage`) and its refusals as problem+json cross
 * the wire as they do in one process.
 */
describe('distributed: a stamped post and a move, gateway to router over gRPC', () => {
  let cluster: DistributedCluster;
  let gateway: string;
  let headers: Record<string, string>;
  const api = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${gateway}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as Answer };
  };
  const until = <T>(what: string, check: () => Promise<T | undefined>) => cluster.until(what, check, 120_000);
  /**
   * Posts once the peers answer (a 503 right after the boot names the one still joining, or a
   * first routing that outlasted the call deadline): again with the same Idempotency-Key, so a
   * retry is the same message, never a second one. A 409 `idempotency_request_in_progress` is
   * the gateway saying an earlier attempt of this very request still runs (its call to the
   * router was cut by the keepalive on a loaded machine and the router goes on with it): a
   * client asks again shortly, as the problem says, and gets the first attempt's answer.
   */
  const post = (text: string, at: number) => {
    const key = randomUUID();
    return until(`the router to take "${text}"`, async () => {
      const res = await api('POST', '/v1/main/messages', { text, at: time(at) }, { 'idempotency-key': key });
      const again = res.status === 503 || res.body?.type === problem('idempotency_request_in_progress');
      return again ? undefined : res;
    });
  };

  beforeAll(async () => {
    cluster = await DistributedCluster.start({ apps: ONE_OF_EACH, env: { router: { ROUTER_SIMULATED_TIME: 'true' } } });
    [gateway] = cluster.gatewayUrls;
    headers = await cluster.devSession();
  });
  afterAll(() => cluster?.teardown());

  it('given two tasks and a follow-up stamped at the scenario time, when the follow-up is moved, then the thread shows it and refusals are typed', async () => {
    const cat = await post('a red cat, watercolour', T0);
    expect(cat).toMatchObject({ status: 201, body: { decision: 'created_task', postedAt: time(T0) } });
    const robot = await post('a tin robot, gouache', T0 + MINUTE);
    expect(robot).toMatchObject({ status: 201, body: { decision: 'created_task' } });
    const [catId, robotId] = [cat.body.taskIds[0], robot.body.taskIds[0]];
    for (const id of [catId, robotId]) {
      await until(`task ${id} idle`, async () => {
        const card = await api('GET', `/v1/tasks/${id}`);
        return card.body?.status === 'idle' && card.body.inbox.every((m) => m.state !== 'pending') ? true : undefined;
      });
      expect((await api('POST', `/v1/tasks/${id}/pause`)).status).toBe(202);
    }

    const sent = await post('make it warmer', T0 + 2 * MINUTE);
    expect(sent.body).toMatchObject({
      decision: 'attached_to_task',
      taskIds: [robotId],
      postedAt: time(T0 + 2 * MINUTE),
    });
    expect(sent.body.candidates?.map((c) => c.taskId).sort()).toEqual([catId, robotId].sort());

    const moved = await api('POST', `/v1/main/messages/${sent.body.messageId}/move`, { taskId: catId });
    expect(moved).toMatchObject({
      status: 200,
      body: { taskIds: [catId], moves: [{ fromTaskId: robotId, toTaskId: catId }] },
    });
    const robotCard = await api('GET', `/v1/tasks/${robotId}`);
    expect(robotCard.body.inbox.find((m) => m.messageId === sent.body.messageId)?.state).toBe('withdrawn');

    const unknown = await api('POST', `/v1/main/messages/${sent.body.messageId}/move`, { taskId: randomUUID() });
    expect(unknown).toMatchObject({ status: 404, body: { type: problem('task_not_found') } });
    const backwards = await api('POST', '/v1/main/messages', { text: 'a blue whale, ink', at: time(T0) });
    expect(backwards).toMatchObject({ status: 409, body: { type: problem('simulated_time_backwards') } });
  });
});
