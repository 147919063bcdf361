import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { spawnNode, type NodeProcess } from '@lomo/testing';
import { TaskLeases } from './task-leases';

const root = resolve(__dirname, '../../../../..');
const LONG_TTL_MS = 60_000;

async function holderProcess(taskId: string, holder: string, ttlMs: number): Promise<NodeProcess> {
  const child = spawnNode(
    [
      '-r',
      '@swc-node/register',
      'libs/services/task-runtime/src/worker/testing/lease-holder-process.ts',
      process.env.TEST_DATABASE_URL!,
      taskId,
      holder,
      String(ttlMs),
    ],
    { cwd: root },
  );
  for (const deadline = Date.now() + 60_000; !child.stdout().includes('HELD');) {
    if (child.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`holder did not start: ${child.stderr()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return child;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - startedAt;
}

describe('task leases bound to the holder process (PostgreSQL server)', () => {
  let sql: SqlClient;
  let leases: TaskLeases;

  beforeAll(async () => {
    sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 2 });
    leases = new TaskLeases(sql, LONG_TTL_MS);
    await leases.migrate();
  });
  afterAll(async () => {
    await leases.close();
    await sql.close();
  });

  it('given a bound holder killed with kill -9 while its lease has a minute left, when another worker asks, then it gets the lease at once and the watchdog lists the task', async () => {
    const taskId = `lease-${randomUUID()}`;
    const doomed = await holderProcess(taskId, `doomed-${randomUUID()}`, LONG_TTL_MS);
    expect(await leases.acquire(taskId, 'survivor')).toBeUndefined();

    expect(await leases.expired(1_000)).not.toContain(taskId);

    doomed.child.kill('SIGKILL');
    await doomed.exited;
    const noticedMs = await until(async () => (await leases.expired(1_000)).includes(taskId), 5_000);
    expect(await leases.acquire(taskId, 'survivor')).toBeDefined();

    expect(noticedMs).toBeLessThan(5_000);
    // The survivor (unbound) holds it now: neither gone nor expired.
    expect(await leases.expired(1_000)).not.toContain(taskId);
  }, 90_000);

  it('given a bound holder that is frozen (SIGSTOP), when another worker asks, then it waits for the TTL, as a live but silent holder gets', async () => {
    const taskId = `lease-${randomUUID()}`;
    const ttlMs = 2_000;
    const frozen = await holderProcess(taskId, `frozen-${randomUUID()}`, ttlMs);
    try {
      frozen.child.kill('SIGSTOP');
      const startedAt = Date.now();
      expect(await leases.acquire(taskId, 'survivor')).toBeUndefined();
      expect(await leases.expired(1_000)).not.toContain(taskId);
      await until(async () => (await leases.acquire(taskId, 'survivor')) !== undefined, 10_000);
      expect(Date.now() - startedAt).toBeGreaterThan(ttlMs / 2);
    } finally {
      frozen.child.kill('SIGKILL');
      frozen.child.kill('SIGCONT');
      await frozen.exited;
    }
  }, 90_000);

  it('given a bound holder whose connection is cut while its process lives, when the connection comes back, then the lock is held again', async () => {
    const holder = `reconnects-${randomUUID()}`;
    const own = new TaskLeases(sql, LONG_TTL_MS);
    await own.bindToSession(holder);
    const taskId = `lease-${randomUUID()}`;
    try {
      expect(await own.acquire(taskId, holder)).toBeDefined();
      const lockers = () =>
        sql.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and classid = 1280265551::oid and granted
              and objid = (select live_key from task_leases where task_id = $1)::oid`,
          [taskId],
        );
      const [{ pid }] = (await lockers()).rows;
      await sql.query('select pg_terminate_backend($1)', [pid]);
      await until(async () => (await lockers()).rows.some((row) => row.pid !== pid), 10_000);
      expect(await leases.acquire(taskId, 'survivor')).toBeUndefined();
    } finally {
      await own.close();
    }
  }, 60_000);
});
