import { randomUUID } from 'node:crypto';
import { SqlCallLedger } from './call-ledger';
import { openSqlClient, type SqlClient } from '@lomo/database';

const BACKENDS: Array<[string, string | undefined]> = [
  ['PGlite', 'memory://'],
  ['PostgreSQL', process.env.TEST_DATABASE_URL],
];

describe.each(BACKENDS)('SqlCallLedger on %s: calls run at most once per key (issue 14)', (_name, url) => {
  let sql: SqlClient;
  let ledger: SqlCallLedger;
  // The server's database is shared by every run: keys of this run only.
  const s = `test-${randomUUID()}`;
  beforeAll(async () => {
    sql = await openSqlClient({ url, pgliteDataDir: 'unused', poolSize: 2 });
    ledger = new SqlCallLedger(sql, 60_000);
    await ledger.migrate();
  });
  afterAll(() => sql.close());

  it('given a claimed key, when claimed again, then the repeat sees the attempt running, then its record once recorded', async () => {
    expect(await ledger.claim(s, 'k1')).toEqual({ claimed: true });
    expect(await ledger.claim(s, 'k1')).toEqual({ claimed: false, running: true, stale: false });

    await ledger.record(s, 'k1', { outcome: { result: { version: 2 } } });

    expect(await ledger.claim(s, 'k1')).toEqual({
      claimed: false,
      recorded: { outcome: { result: { version: 2 } } },
    });
  });

  it('given a claim older than the stale time without a record, when claimed again, then it is stale (its host died mid-call)', async () => {
    await ledger.claim(s, 'k2');
    await sql.query(
      `update lomo_call_ledger set claimed_at = now() - interval '2 minutes' where scope = $1 and call_key = 'k2'`,
      [s],
    );

    expect(await ledger.claim(s, 'k2')).toEqual({ claimed: false, running: true, stale: true });
  });

  it('given a released claim, when claimed again, then the caller runs the call', async () => {
    await ledger.claim(s, 'k3');
    await ledger.release(s, 'k3');

    expect(await ledger.claim(s, 'k3')).toEqual({ claimed: true });
  });

  it('given records older than the retention, when purged, then only those are forgotten', async () => {
    await ledger.claim(s, 'old');
    await ledger.record(s, 'old', { outcome: { result: 1 } });
    await sql.query(
      `update lomo_call_ledger set recorded_at = now() - interval '8 days' where scope = $1 and call_key = 'old'`,
      [s],
    );

    expect(await ledger.purge(7)).toBeGreaterThanOrEqual(1);

    expect(await ledger.claim(s, 'old')).toEqual({ claimed: true });
    expect(await ledger.claim(s, 'k1')).toMatchObject({ claimed: false, recorded: expect.anything() });
  });
});
