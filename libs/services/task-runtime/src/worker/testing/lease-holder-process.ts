/**
 * A process that binds a lease holder to its database session, takes one lease and then
 * does nothing, for tests of how its death or its freezing ends the lease.
 *
 *   argv: <database url> <task id> <holder> <ttl ms>
 *
 * Prints `HELD` once the lease is taken; never exits on its own (the test kills it).
 */
import { openSqlClient } from '@lomo/database';
import { TaskLeases } from '../task-leases';

async function main(): Promise<void> {
  const [url, taskId, holder, ttlMs] = process.argv.slice(2);
  const sql = await openSqlClient({ url, pgliteDataDir: 'unused', poolSize: 1 });
  const leases = new TaskLeases(sql, Number(ttlMs));
  await leases.bindToSession(holder);
  if (!(await leases.acquire(taskId, holder))) throw new Error('lease not free');
  process.stdout.write('HELD\n');
  setInterval(() => undefined, 60_000);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
