import { genJobStreamId } from '@lomo/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { systemClock } from '@lomo/clock';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import type { BillingApi } from '@lomo/service-api';
import { inProcessBillingApi } from '@lomo/services/billing';
import { SimulatedUpstream } from '@lomo/services/generation-gateway';
import { spawnNode } from '@lomo/testing';

/**
 * with real processes: a gateway process SIGKILLs itself at a failpoint, a
 * fresh process recovers from what PostgreSQL holds, and the simulated upstream's ledger
 * (it lives in this test process, so it outlives both) shows what was ordered.
 */
const root = resolve(__dirname, '../../..');
/** The child: the gateway's parts over the shared database (bench/generation composes them for B8 too). */
const entry = 'bench/generation/gateway-process.ts';

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

describe('generation gateway processes killed at a failpoint (PostgreSQL server)', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  let billing: BillingApi;
  const secret = randomBytes(16).toString('hex');
  const upstream = new SimulatedUpstream({ secret });
  const blind = new SimulatedUpstream({ secret, supports: { queryByKey: false } });

  beforeAll(async () => {
    sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 4 });
    store = await PostgresEventStore.open(sql);
    billing = inProcessBillingApi(store, systemClock, { defaultCapMinor: 10_000, currency: 'USD' });
    await upstream.start();
    await blind.start();
  });
  afterAll(async () => {
    await upstream.stop();
    await blind.stop();
    await store.close();
    await sql.close();
  });

  async function gateway(env: Record<string, string>): Promise<Exit> {
    const child = spawnNode(['-r', '@swc-node/register', entry], {
      cwd: root,
      env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, LOMO_PROVIDER_SECRET: secret, ...env },
    });
    const { code, signal } = await child.exited;
    return { code, signal, stdout: child.stdout(), stderr: child.stderr() };
  }

  const job = () => {
    const workspaceId = `ws-${randomUUID().slice(0, 8)}`;
    const taskId = randomUUID();
    return {
      workspaceId,
      taskId,
      env: {
        LOMO_MODE: 'job',
        LOMO_WORKSPACE: workspaceId,
        LOMO_TASK: taskId,
        LOMO_CALL: '1:1:0',
        LOMO_PROMPT: `poster ${taskId}`,
      },
      key: `${taskId}:1:1:0`,
    };
  };
  const ledgerOf = async (workspaceId: string) =>
    (await billing.ledger({ workspaceId, userId: 'u-1' })).map((e) => e.entry);
  const jobEvents = async (workspaceId: string, key: string) =>
    (await store.readStream(genJobStreamId(workspaceId, key))).map((e) => ({
      type: e.type,
      data: e.data as Record<string, unknown>,
    }));

  it.concurrent(
    'killed right after the job id was stored: the successor polls the same job, no second order or charge',
    async () => {
      const { workspaceId, env, key } = job();
      upstream.script({ idempotencyKey: key, script: { stepMs: 100, steps: 3 } });
      const first = await gateway({
        ...env,
        LOMO_PROVIDER_URL: upstream.url(),
        LOMO_FAILPOINTS: 'generation.after-submitted-stored=exit',
      });
      expect(first.signal).toBe('SIGKILL');
      const second = await gateway({ ...env, LOMO_PROVIDER_URL: upstream.url() });
      expect({ code: second.code, stderr: second.stderr, stdout: second.stdout }).toEqual({
        code: 0,
        stderr: '',
        stdout: '{"callId":"1:1:0","state":"succeeded","objects":1}\n',
      });
      expect(upstream.submissions(key)).toHaveLength(1);
      const submitted = (await jobEvents(workspaceId, key)).filter((e) => e.type === 'JobSubmitted');
      expect(submitted.map((e) => e.data.reconciled)).toEqual([false]);
      expect(await ledgerOf(workspaceId)).toEqual(['hold', 'capture']);
    },
    60_000,
  );

  it.concurrent(
    'killed after the upstream accepted but before the id was stored: reconciled by query-by-key, never re-submitted',
    async () => {
      const { workspaceId, env, key } = job();
      upstream.script({ idempotencyKey: key, script: { stepMs: 100, steps: 3 } });
      const first = await gateway({
        ...env,
        LOMO_PROVIDER_URL: upstream.url(),
        LOMO_FAILPOINTS: 'generation.after-upstream-accepted=exit',
      });
      expect(first.signal).toBe('SIGKILL');
      const second = await gateway({ ...env, LOMO_PROVIDER_URL: upstream.url() });
      expect({ code: second.code, stderr: second.stderr, stdout: second.stdout }).toEqual({
        code: 0,
        stderr: '',
        stdout: '{"callId":"1:1:0","state":"succeeded","objects":1}\n',
      });
      expect(upstream.submissions(key)).toHaveLength(1);
      expect(
        (await jobEvents(workspaceId, key)).filter((e) => e.type === 'JobSubmitted').map((e) => e.data.reconciled),
      ).toEqual([true]);
      expect(await ledgerOf(workspaceId)).toEqual(['hold', 'capture']);
    },
    60_000,
  );

  it.concurrent(
    'the same crash against an upstream without query-by-key: failed and refunded after the timeout, never re-submitted',
    async () => {
      const { workspaceId, env, key } = job();
      blind.script({ idempotencyKey: key, script: { stepMs: 100, steps: 3, loseCallbacks: true } });
      const first = await gateway({
        ...env,
        LOMO_PROVIDER_URL: blind.url(),
        LOMO_FAILPOINTS: 'generation.after-upstream-accepted=exit',
      });
      expect(first.signal).toBe('SIGKILL');
      const second = await gateway({ ...env, LOMO_PROVIDER_URL: blind.url(), LOMO_LOST_MS: '1000' });
      expect({ code: second.code, stderr: second.stderr, stdout: second.stdout }).toEqual({
        code: 0,
        stderr: '',
        stdout: '{"callId":"1:1:0","state":"failed","failure":"submission_uncertain","objects":0}\n',
      });
      expect(blind.submissions(key)).toHaveLength(1);
      expect(await ledgerOf(workspaceId)).toEqual(['hold', 'refund']);
    },
    60_000,
  );

  it.concurrent(
    'killed after claiming the submission but before sending it: the upstream never heard of it, so it is refunded, not sent',
    async () => {
      const { workspaceId, env, key } = job();
      const first = await gateway({
        ...env,
        LOMO_PROVIDER_URL: upstream.url(),
        LOMO_FAILPOINTS: 'generation.before-submit=exit',
      });
      expect(first.signal).toBe('SIGKILL');
      const second = await gateway({ ...env, LOMO_PROVIDER_URL: upstream.url(), LOMO_LOST_MS: '1000' });
      expect(second.stdout).toBe('{"callId":"1:1:0","state":"failed","failure":"job_id_lost","objects":0}\n');
      expect(upstream.submissions(key)).toHaveLength(0);
      expect(await ledgerOf(workspaceId)).toEqual(['hold', 'refund']);
    },
    60_000,
  );

  it.concurrent(
    'a 6-scene pipeline killed at scene 4 resumes at scene 4; scenes 1–3 were ordered and charged once',
    async () => {
      const workspaceId = `ws-${randomUUID().slice(0, 8)}`;
      const taskId = randomUUID();
      const env = {
        LOMO_MODE: 'pipeline',
        LOMO_WORKSPACE: workspaceId,
        LOMO_TASK: taskId,
        LOMO_PROMPT: 'a fox crossing a river',
        LOMO_PROVIDER_URL: upstream.url(),
      };
      const first = await gateway({ ...env, LOMO_FAILPOINTS: 'pipeline.scene-4.submitted=exit' });
      expect(first.signal).toBe('SIGKILL');
      // Result lines are JSON; a framework warning may share stdout (Nest's logger writes there).
      expect(
        first.stdout
          .trim()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => (JSON.parse(l) as { callId: string }).callId),
      ).toEqual(['1:1:0', '1:2:0', '1:3:0']);
      const second = await gateway(env);
      expect(second).toMatchObject({ code: 0, stderr: '' });
      expect(
        second.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { state: string }),
      ).toEqual([1, 2, 3, 4, 5, 6].map((scene) => ({ callId: `1:${scene}:0`, state: 'succeeded', objects: 1 })));
      for (let scene = 1; scene <= 6; scene++) expect(upstream.submissions(`${taskId}:1:${scene}:0`)).toHaveLength(1);
      const entries = await ledgerOf(workspaceId);
      expect(entries.filter((e) => e === 'hold')).toHaveLength(6);
      expect(entries.filter((e) => e === 'capture')).toHaveLength(6);
    },
    90_000,
  );
});
