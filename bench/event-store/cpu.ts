import { readFile } from 'node:fs/promises';
import { Client } from 'pg';

/** `/proc/<pid>/stat` counts CPU time in clock ticks; Linux reports 100 per second on x86-64. */
const TICK_MS = 10;

async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * TICK_MS;
}

/**
 * CPU spent on a measured window, by this process and by the server backends connected to
 * the store's database. On a shared 2-core box wall-clock throughput moves with whatever
 * else runs; CPU per operation does not, so it is the steadier way to compare two stores.
 * Counts only backends: the WAL writer and checkpointer are shared with the rest of the server.
 */
export async function cpuMeter(url: string) {
  const probe = new Client({ connectionString: url });
  await probe.connect();
  const backendsMs = async () => {
    const { rows } = await probe.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const times = await Promise.all(rows.map((r) => processCpuMs(r.pid)));
    return new Map(rows.map((r, i) => [r.pid, times[i]]));
  };
  const clientMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let start = { client: 0, backends: new Map<number, number>() };
  return {
    start: async () => {
      start = { client: clientMs(), backends: await backendsMs() };
    },
    /** CPU milliseconds since `start` (backends that appeared meanwhile count from zero). */
    stop: async () => {
      const backends = await backendsMs();
      let server = 0;
      for (const [pid, ms] of backends) server += ms - (start.backends.get(pid) ?? 0);
      await probe.end();
      return { clientMs: clientMs() - start.client, serverMs: server };
    },
  };
}
