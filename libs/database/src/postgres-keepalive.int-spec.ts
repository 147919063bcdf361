import { execFileSync } from 'node:child_process';
import { openSqlClient, type SqlClient } from './sql-client';

const url = process.env.TEST_DATABASE_URL!;
const serverPort = new URL(url).port || '5432';

/** Seconds until the kernel's keepalive probe of the established TCP socket `filter` selects (`ss -o`). */
function keepaliveTimerSeconds(filter: string): number | undefined {
  const line = execFileSync('ss', ['-tnoH', 'state', 'established', filter], { encoding: 'utf8' });
  const timer = /timer:\(keepalive,([\d.]+)(ms|sec|min),/.exec(line);
  if (!timer) return undefined;
  return Number(timer[1]) * { ms: 0.001, sec: 1, min: 60 }[timer[2] as 'ms' | 'sec' | 'min'];
}

describe('PostgreSQL connections keep TCP alive, so a lost node is noticed', () => {
  let sql: SqlClient;
  beforeEach(async () => {
    sql = await openSqlClient({ url, pgliteDataDir: 'unused' });
  });
  afterEach(() => sql.close());

  it('given a pooled session, when it asks PostgreSQL its TCP settings, then the server probes it after 2 s idle, every 1 s, 3 times, and drops data unacknowledged for 5 s', async () => {
    const { rows } = await sql.query(`select current_setting('tcp_keepalives_idle') as idle,
        current_setting('tcp_keepalives_interval') as interval, current_setting('tcp_keepalives_count') as count,
        current_setting('tcp_user_timeout') as user_timeout`);
    expect(rows).toEqual([{ idle: '2', interval: '1', count: '3', user_timeout: '5000' }]);
  });

  it("given a held session lock (a worker's liveness), when its connection idles, then the kernel probes it from both ends: the server's side within 2 s, the client's within 5 s", async () => {
    const [key1, key2] = [0x4b41, Math.floor(Math.random() * 0x7fffffff)];
    const release = await sql.holdSessionLock(key1, key2);
    try {
      const { rows } = await sql.query<{ port: number }>(
        `select a.client_port as port from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.classid = $1::oid and l.objid = $2::oid and l.granted`,
        [key1, key2],
      );
      const clientPort = rows[0].port;
      await new Promise((r) => setTimeout(r, 300));
      const serverSide = keepaliveTimerSeconds(`( sport = :${serverPort} and dport = :${clientPort} )`);
      const clientSide = keepaliveTimerSeconds(`( sport = :${clientPort} and dport = :${serverPort} )`);
      expect({ serverSide: serverSide! <= 2, clientSide: clientSide! <= 5 }).toEqual({
        serverSide: true,
        clientSide: true,
      });
    } finally {
      await release();
    }
  });
});
