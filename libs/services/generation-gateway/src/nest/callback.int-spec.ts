import { genJobStreamId } from '@lomo/contracts';
import { randomUUID } from 'node:crypto';
import { inProcessBillingApi } from '@lomo/services/billing';
import { systemClock } from '@lomo/clock';
import { signCallback, SIGNATURE_HEADER } from '../provider/callback-signature';
import { useGatewayFixture } from '../testing/gateway-fixture';
import { SQL_BACKENDS } from '../testing/sql-backends';

describe.each(SQL_BACKENDS)('POST /v1/generation/callbacks/:provider (%s)', (_name, openSql) => {
  const f = useGatewayFixture(openSql, {
    billing: (store) => inProcessBillingApi(store, systemClock, { defaultCapMinor: 10_000, currency: 'USD' }),
  });

  /** A running job whose upstream never calls back on its own: only the test's callbacks reach it. */
  async function runningJob() {
    const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    const taskId = randomUUID();
    f.upstream.script({ promptContains: `quiet-${taskId}`, script: { loseCallbacks: true, stepMs: 60_000 } });
    const view = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:0',
      kind: 'image',
      prompt: `quiet-${taskId}`,
    });
    const body = JSON.stringify({
      id: view.upstreamJobId,
      clientReference: view.jobId,
      state: 'running',
      progress: 40,
      outputs: [],
    });
    const revision = async () => (await f.store.readStream(view.jobId)).length;
    return { caller, view, body, revision };
  }

  const post = (body: string, signature: string | undefined, provider = 'simulated') =>
    fetch(`${f.callbackBaseUrl}/v1/generation/callbacks/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      body,
    });
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a signed callback once: the replay is refused and changes nothing', async () => {
    const { body, revision, caller, view } = await runningJob();
    const signature = signCallback(body, f.secret, now());
    expect((await post(body, signature)).status).toBe(204);
    expect(await f.generation.status(caller, view.jobId)).toMatchObject({ state: 'running', progress: 40 });
    const before = await revision();
    expect((await post(body, signature)).status).toBe(409);
    expect(await revision()).toBe(before);
  });

  it('refuses forged, modified, stale, unsigned callbacks and unknown jobs or providers, changing nothing', async () => {
    const { body, revision } = await runningJob();
    const before = await revision();
    const forged = signCallback(body, 'not-the-secret', now());
    const modified = body.replace('"progress":40', '"progress":90');
    const stale = signCallback(body, f.secret, now() - 3_600);
    const unknownJob = JSON.stringify({ ...JSON.parse(body), clientReference: genJobStreamId('nobody', 'x:1:1:0') });
    const answers = await Promise.all([
      post(body, forged),
      post(modified, signCallback(body, f.secret, now())),
      post(body, stale),
      post(body, undefined),
      post(unknownJob, signCallback(unknownJob, f.secret, now())),
      post(body, signCallback(body, f.secret, now()), 'nope'),
      post('not json', signCallback('not json', f.secret, now())),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 404, 400, 400]);
    expect(((await answers[2].json()) as { type: string }).type).toBe('https://lomo.dev/problems/callback-stale');
    expect(await revision()).toBe(before);
  });

  it.each([
    ['a NUL in a string', (body: string) => body.replace('"running"', '"run\\u0000ning"')],
    ['a lone surrogate', (body: string) => body.replace('"outputs":[]', '"outputs":["\\ud800"]')],
    ['a __proto__ key', (body: string) => body.replace('{', '{"__proto__":{"x":1},')],
  ])('refuses a signed callback with %s with 400, changing nothing', async (_label, spoil) => {
    const { body, revision } = await runningJob();
    const before = await revision();
    const bad = spoil(body);
    expect(bad).not.toBe(body);
    const answer = await post(bad, signCallback(bad, f.secret, now()));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { type: string }).type).toBe('https://lomo.dev/problems/unstorable-value');
    expect(await revision()).toBe(before);
  });

  it("answers 503 when a success report's output cannot be fetched yet, failing nothing, and accepts the same report once it can (issue 26)", async () => {
    const caller = { workspaceId: `ws-${randomUUID().slice(0, 8)}`, userId: 'u-1' };
    const taskId = randomUUID();
    f.upstream.script({ promptContains: `outage-${taskId}`, script: { loseCallbacks: true, steps: 0, stepMs: 1 } });
    const view = await f.generation.submit(caller, {
      taskId,
      callId: '1:1:0',
      kind: 'image',
      prompt: `outage-${taskId}`,
    });
    const upstreamJobId = view.upstreamJobId as string;
    while (!f.upstream.isFinished(upstreamJobId)) await new Promise((r) => setTimeout(r, 10));
    const body = JSON.stringify({
      id: upstreamJobId,
      clientReference: view.jobId,
      state: 'succeeded',
      progress: 100,
      outputs: [{ index: 0, mediaType: 'image/png', name: 'out.png' }],
    });
    const signature = signCallback(body, f.secret, now());
    f.upstream.outputsUnavailable = true;
    try {
      const refused = await post(body, signature);
      expect({ status: refused.status, type: ((await refused.json()) as { type: string }).type }).toEqual({
        status: 503,
        type: 'https://lomo.dev/problems/upstream-output-unavailable',
      });
      expect((await f.generation.status(caller, view.jobId)).state).not.toMatch(/failed|succeeded/);
    } finally {
      f.upstream.outputsUnavailable = false;
    }
    // The provider's retry carries the same signature: the refused delivery did not spend it.
    expect((await post(body, signature)).status).toBe(204);
    expect(await f.generation.status(caller, view.jobId)).toMatchObject({ state: 'succeeded' });
  });

  it('verifies with either active secret during a rotation', async () => {
    const { body } = await runningJob();
    expect((await post(body, signCallback(body, 'previous-secret-still-active', now()))).status).toBe(204);
  });
});
