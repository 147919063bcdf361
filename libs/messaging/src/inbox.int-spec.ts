import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { handleOnce, migrateInbox, pruneInbox } from './inbox';

/**
 * The inbox on a PostgreSQL server, where deliveries really run concurrently. On PGlite (one
 * connection, transactions in turn) it is exercised by the in-process bus conformance suite.
 */
describe('inbox on PostgreSQL', () => {
  let sql: SqlClient;
  const table = `inbox_effects_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' });
    await Promise.all([migrateInbox(sql), migrateInbox(sql)]);
    await sql.query(`create table ${table} (message_id text not null)`);
  });

  afterAll(async () => {
    await sql.query(`drop table ${table}`);
    await sql.close();
  });

  const count = async (id: string) =>
    (await sql.query<{ n: number }>(`select count(*)::int as n from ${table} where message_id = $1`, [id])).rows[0].n;
  const effect =
    (id: string, delayMs = 0) =>
    async (tx: Parameters<Parameters<typeof handleOnce>[3]>[0]) => {
      await tx.query(`insert into ${table} (message_id) values ($1)`, [id]);
      await sleep(delayMs);
    };

  it('applies a message once: a redelivery is a no-op that reports false', async () => {
    const id = randomUUID();
    expect(await handleOnce(sql, 'c1', id, effect(id))).toBe(true);
    expect(await handleOnce(sql, 'c1', id, effect(id))).toBe(false);
    expect(await count(id)).toBe(1);
  });

  it('keeps consumers apart: the same message is applied once per consumer', async () => {
    const id = randomUUID();
    await handleOnce(sql, 'c1', id, effect(id));
    expect(await handleOnce(sql, 'c2', id, effect(id))).toBe(true);
    expect(await count(id)).toBe(2);
  });

  it('given two deliveries at once (a rebalance), applies the effect once', async () => {
    const id = randomUUID();
    const outcomes = await Promise.all([
      handleOnce(sql, 'c1', id, effect(id, 50)),
      handleOnce(sql, 'c1', id, effect(id, 50)),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await count(id)).toBe(1);
  });

  it('records nothing when the effect throws, so the retry applies it', async () => {
    const id = randomUUID();
    await expect(
      handleOnce(sql, 'c1', id, async (tx) => {
        await effect(id)(tx);
        throw new Error('effect failed');
      }),
    ).rejects.toThrow('effect failed');
    expect(await count(id)).toBe(0);
    expect(await handleOnce(sql, 'c1', id, effect(id))).toBe(true);
  });

  it('prunes rows older than a cut-off', async () => {
    const id = randomUUID();
    await handleOnce(sql, 'prune-me', id, effect(id));
    expect(await pruneInbox(sql, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await handleOnce(sql, 'prune-me', id, async () => undefined)).toBe(true);
  });
});
