import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { ApiKeys } from '@lomo/services/gateway';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { spawnApp, waitForUrl, type AppProcess } from '@lomo/testing';

interface Card {
  status: string;
  checklist: Array<{ itemId: string; status: string }>;
}
interface Event {
  type: string;
  data: Record<string, unknown>;
}

/**
 * R-11.3 / R-10.1 with real processes: the embedded platform SIGKILLs itself in the middle of
 * a 6-scene video's DAG — right after scene 4's keyframe was sent upstream and before the
 * runtime recorded it — and a fresh platform process over the same PostgreSQL finishes the
 * plan. The simulated upstream lives in this test process, so its ledger outlives both.
 */
describe('the embedded platform killed mid-DAG (PostgreSQL server)', () => {
  const secret = randomBytes(16).toString('hex');
  const sim = new SimulatedUpstream({ secret });
  let sql: SqlClient;
  let dataDir: string;
  const running: AppProcess[] = [];

  beforeAll(async () => {
    await sim.start();
    sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 2 });
    dataDir = await mkdtemp(join(tmpdir(), 'lomo-dag-crash-'));
  });
  afterAll(async () => {
    for (const app of running)
      if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
    await Promise.all(running.map((app) => app.exited));
    await sql?.close();
    await sim.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const platform = (env: Record<string, string> = {}) => {
    const app = spawnApp('platform', {
      PORT: '0',
      LOG_LEVEL: 'warn',
      LOMO_DATA_DIR: dataDir,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: sim.url(),
      GENERATION_PROVIDER_SECRETS: secret,
      // The paid generations are what this test counts; the edit rendered is rendered-video.int-spec's.
      GENERATION_RENDERER: 'off',
      ...env,
    });
    running.push(app);
    return app;
  };

  it('given a platform killed right after scene 4 was sent upstream, when a new process takes over, then the plan finishes with every job ordered and charged once', async () => {
    const first = platform({ LOMO_FAILPOINTS: 'task.plan-node-ran:scene-4-keyframe=exit' });
    const firstUrl = await waitForUrl(first);
    const keys = new ApiKeys(sql);
    await keys.migrate();
    const workspaceId = `ws-dag-${randomUUID().slice(0, 8)}`;
    const { key } = await keys.create({ workspaceId, userId: 'alice', scopes: ['read', 'write'], kind: 'console' });
    const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

    const posted = await fetch(`${firstUrl}/v1/main/messages`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': 'dag-crash' },
      body: JSON.stringify({ text: 'make a 6-scene short video of a fox exploring a city', language: 'en' }),
    });
    expect(posted.status).toBe(201);
    const taskId = ((await posted.json()) as { taskIds: string[] }).taskIds[0];
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });
    const mine = () => sim.submissions().filter((s) => s.idempotencyKey?.startsWith(`${taskId}:`));
    const atCrash = new Set(mine().map((s) => s.idempotencyKey));

    const second = platform();
    const url = await waitForUrl(second);
    const get = async <T>(path: string): Promise<T> => {
      for (let attempt = 0; ; attempt++) {
        if (second.child.exitCode !== null || second.child.signalCode !== null)
          throw new Error(`the second platform exited: ${second.stderr()}`);
        try {
          return (await (await fetch(`${url}${path}`, { headers: auth })).json()) as T;
        } catch (error) {
          // A reused keep-alive connection the server just closed: ask again on a new one.
          if (attempt >= 3) throw error;
        }
      }
    };
    const deadline = Date.now() + 300_000;
    let card = await get<Card>(`/v1/tasks/${taskId}`);
    while (!(card.status === 'idle' && card.checklist.length > 0 && card.checklist.every((i) => i.status === 'done'))) {
      if (Date.now() > deadline) throw new Error(`the plan did not finish: ${JSON.stringify(card)}`);
      await new Promise((r) => setTimeout(r, 250));
      card = await get<Card>(`/v1/tasks/${taskId}`);
    }

    // Scene 4's keyframe was upstream when the first process died; the successor re-ran that call under its id.
    const events = await get<Event[]>(`/v1/tasks/${taskId}/events?limit=1000`);
    const scene4 = events.filter((e) => e.type === 'PlanNodeStarted' && e.data['nodeId'] === 'scene-4-keyframe');
    expect(scene4).toHaveLength(1);
    expect(atCrash.has(`${taskId}:${String(scene4[0].data['callId'])}`)).toBe(true);
    expect(events.filter((e) => e.type === 'ExecutionTakenOver').length).toBeGreaterThan(1);

    // Nothing paid twice: 14 generations (the edit is a document), each key ordered once, each job held and captured once.
    const jobs = mine();
    expect(jobs).toHaveLength(14);
    expect(new Set(jobs.map((s) => s.idempotencyKey)).size).toBe(14);
    const ledger = await get<Array<{ jobId: string; entry: string }>>('/v1/billing/ledger');
    const count = (entry: string) => ledger.filter((e) => e.entry === entry).length;
    expect({
      jobs: new Set(ledger.map((e) => e.jobId)).size,
      holds: count('hold'),
      captures: count('capture'),
    }).toEqual({
      jobs: 14,
      holds: 14,
      captures: 14,
    });
  }, 600_000);
});
