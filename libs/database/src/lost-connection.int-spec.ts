import { openSqlClient, type SqlClient } from './sql-client';

const url = process.env.TEST_DATABASE_URL!;

/**
 * Chaos soak finding (issue 29, seed 29: a PostgreSQL cut ended the workspace, the generation
 * gateway and a task runtime). node-postgres emits `error` on a client whose connection dies,
 * and pg-pool stops listening for it while the client is checked out: a transaction open at
 * that moment threw the error from an event with no listener, which ends the process.
 */
describe('a transaction whose PostgreSQL connection is lost', () => {
  let sql: SqlClient;
  let admin: SqlClient;
  beforeEach(async () => {
    sql = await openSqlClient({ url, pgliteDataDir: 'unused' });
    admin = await openSqlClient({ url, pgliteDataDir: 'unused' });
  });
  afterEach(async () => {
    await sql.close();
    await admin.close();
  });

  it('given a transaction waiting on other work, when its session is ended, then the transaction fails with the connection error, the process lives on and the pool serves the next query', async () => {
    const uncaught: string[] = [];
    const onUncaught = (error: Error) => uncaught.push(error.message);
    process.prependListener('uncaughtException', onUncaught);
    try {
      let pid: number | undefined;
      let ended!: () => void;
      const sessionEnded = new Promise<void>((resolve) => (ended = resolve));
      const transaction = sql.transaction(async (tx) => {
        pid = (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
        await sessionEnded; // a gRPC call, a Kafka send: anything but a query of this client
        await tx.query('select 1');
      });
      for (const until = Date.now() + 5_000; pid === undefined && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 10));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((r) => setTimeout(r, 300));
      ended();
      const outcome = await transaction.then(
        () => 'committed',
        (error: Error) => `failed: ${error.message}`,
      );
      const next = await sql.query<{ one: number }>('select 1 as one');

      expect({ outcome: outcome.startsWith('failed'), uncaught, next: next.rows }).toEqual({
        outcome: true,
        uncaught: [],
        next: [{ one: 1 }],
      });
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
  });
});
