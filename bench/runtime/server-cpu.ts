import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process CPU in clock ticks; 100 per second on every kernel this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving `database`, read from /proc:
 * the server runs on this machine (loopback only). Synchronous, so it can be sampled at the
 * exact start and end of the measured window. Backends that exit in between drop out, so
 * this is a lower bound; the pool keeps its connections open through the window.
 */
export function serverCpuMs(database: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      // A backend's title: "postgres: <user> <database> <client> <state>".
      if (!cmdline.startsWith('postgres: ') || cmdline.split(' ')[2] !== database) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime are fields 14 and 15 of stat; the split after "comm)" starts at field 3.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between listing and reading: nothing to add.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
