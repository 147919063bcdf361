import { performance } from 'node:perf_hooks';
import { sqlCounters } from './sql-probe';

export interface OpTiming {
  calls: number;
  ms: number;
  roundTrips: number;
}

/**
 * Time and statements per runtime operation (lease acquire, load, each command; or the
 * checkpointer's get/put/putWrites). Round trips are attributed by counter difference,
 * exact while turns run one at a time; at higher concurrency only calls and ms are read.
 */
export class Timings {
  readonly ops = new Map<string, OpTiming>();

  async time<T>(op: string, fn: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const trips = sqlCounters.roundTrips;
    try {
      return await fn();
    } finally {
      const entry = this.ops.get(op) ?? { calls: 0, ms: 0, roundTrips: 0 };
      entry.calls++;
      entry.ms += performance.now() - started;
      entry.roundTrips += sqlCounters.roundTrips - trips;
      this.ops.set(op, entry);
    }
  }

  reset(): void {
    this.ops.clear();
  }

  /** Per-turn averages, largest time first. */
  perTurn(turns: number): Array<{ op: string } & OpTiming> {
    return [...this.ops.entries()]
      .map(([op, t]) => ({ op, calls: t.calls / turns, ms: t.ms / turns, roundTrips: t.roundTrips / turns }))
      .sort((a, b) => b.ms - a.ms);
  }
}
