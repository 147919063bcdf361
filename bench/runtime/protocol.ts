/**
 * What main.ts and its child processes share. Kept apart from the children's entry files,
 * which start running when imported.
 */
export const RESULT_PREFIX = 'RESULT ';

/** A doomed worker prints this once its turn is inside the long tool call. */
export const FROZEN = 'FROZEN';

/** The lease length the task-runtime module configures. */
export const LEASE_TTL_MS = 10_000;

/** `lomo-before`: the deployed Lomo of an earlier commit's tree (BENCH_BEFORE_TREE), run by that tree's own bench. */
export type SystemName = 'lomo' | 'lomo-before' | 'lomo-lean' | 'langgraph-sync' | 'langgraph-async';

export interface ScenarioJob {
  system: SystemName;
  concurrency: number;
  warmupMs: number;
  measureMs: number;
  warmupConcurrency: number;
  /** Lomo's untimed task creation stops at this many tasks or this time box, whichever first. */
  prepareMax: number;
  prepareTimeBoxMs: number;
}

export interface OpBreakdown {
  op: string;
  calls: number;
  ms: number;
  roundTrips: number;
}

/** What a scenario process reports: the job, latencies, throughput and where time went. */
export interface ScenarioResult extends ScenarioJob {
  /** Which pass over all systems (1-based): rounds alternate the systems so load drifts hit each alike. */
  round?: number;
  prepared?: number;
  loadBefore: number;
  /** Yardsticks taken just before the run: p50 of `select 1`, and of a one-statement commit that waits for a WAL flush. */
  selectP50: number;
  commitP50: number;
  turns: number;
  steps: number;
  failures: number;
  exhausted: boolean;
  measuredMs: number;
  stepsPerSec: number;
  stepP50: number;
  stepP99: number;
  turnP50: number;
  turnP99: number;
  roundTripsPerTurn: number;
  commitsPerTurn: number;
  sqlMsPerTurn: number;
  cpuMsPerStep: number;
  serverCpuMsPerStep: number;
  breakdown: OpBreakdown[];
}

export interface TakeoverTrial {
  /** Lease time left when the kill was sent (database clock). */
  leaseLeftMs: number;
  /** kill -9 → the survivor's ExecutionTakenOver (generation + 1) committed. */
  takeoverMs?: number;
  generation?: number;
  turnCompleted: boolean;
}

export interface TakeoverResult {
  trials: TakeoverTrial[];
  /** Doomed workers that never reached their tool call (not timed). */
  notFrozen: number;
  leaseTtlMs: number;
  heartbeatMs: number;
  watchdogIntervalMs: number;
}
