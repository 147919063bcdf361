import { performance } from 'node:perf_hooks';
import { stepSpans, timedTurn, type TimedTurn } from './scripted';
import { diff, snapshot, type SqlCounters } from './sql-probe';
import type { Timings } from './timings';

/** A runtime under test: prepares turns (untimed), then runs one turn of one task/thread. */
export interface BenchSystem {
  name: string;
  timings: Timings;
  /** Makes `count` tasks ready to run (Lomo: created with one pending message); untimed. */
  prepare?: (count: number, concurrency: number, timeBoxMs: number) => Promise<string[]>;
  /** One turn; resolves with what proves the turn did the work (checked, not timed). */
  runTurn: (id: string) => Promise<boolean>;
  close: () => Promise<void>;
}

export interface LoopSettings {
  concurrency: number;
  warmupMs: number;
  measureMs: number;
  /** Loops during warm-up (at least `concurrency`): enough turns to get the JIT and pool warm even when measuring one at a time. */
  warmupConcurrency: number;
}

export interface LoopResult {
  turns: number;
  steps: number;
  failures: number;
  stepMs: number[];
  turnMs: number[];
  /** Steps that ended inside the measured window, per second of it. */
  stepsPerSec: number;
  measuredMs: number;
  /** True when the prepared tasks ran out before the window ended (the window was cut short). */
  exhausted: boolean;
  sql: SqlCounters;
  cpuMsPerStep: number;
  /** CPU of the database server's backends per step (see server-cpu.ts); NaN without a probe. */
  serverCpuMsPerStep: number;
}

/**
 * Warm-up, then measure. Warm-up: `warmupConcurrency` loops run turns back to back for
 * `warmupMs`, and every one of them finishes before measuring starts. Measure: `concurrency`
 * loops start turns for `measureMs`. Latencies, SQL, timings and CPU cover every turn started
 * in that window (each runs to its end); throughput counts the steps that ended inside it.
 * Bounded by time and by the ids it is given.
 */
export async function closedLoop(
  system: BenchSystem,
  ids: () => string | undefined,
  settings: LoopSettings,
  serverCpu: () => number = () => Number.NaN,
): Promise<LoopResult> {
  const result: LoopResult = {
    turns: 0,
    steps: 0,
    failures: 0,
    stepMs: [],
    turnMs: [],
    stepsPerSec: 0,
    measuredMs: 0,
    exhausted: false,
    sql: snapshot(),
    cpuMsPerStep: 0,
    serverCpuMsPerStep: 0,
  };
  /** Runs turns on `loops` loops until `until`; hands each finished turn to `record`. */
  const run = (loops: number, until: number, record: (turn: TimedTurn<boolean>) => void) =>
    Promise.all(
      Array.from({ length: loops }, async () => {
        while (performance.now() < until) {
          const id = ids();
          if (id === undefined) {
            result.exhausted = true;
            return;
          }
          record(await timedTurn(() => system.runTurn(id)));
        }
      }),
    );

  await run(
    Math.max(settings.concurrency, settings.warmupConcurrency),
    performance.now() + settings.warmupMs,
    () => undefined,
  );
  system.timings.reset();
  const before = { sql: snapshot(), cpu: process.cpuUsage(), serverCpu: serverCpu() };
  const windowStart = performance.now();
  const windowEnd = windowStart + settings.measureMs;
  let stepsInWindow = 0;
  let lastEnd = windowStart;
  await run(settings.concurrency, windowEnd, (turn) => {
    const spans = stepSpans(turn);
    if (!turn.result || spans.length !== 2) result.failures++;
    result.turns++;
    result.steps += turn.decisions.length;
    result.turnMs.push(turn.end - turn.start);
    result.stepMs.push(...spans);
    if (turn.end <= windowEnd) {
      stepsInWindow += turn.decisions.length;
      lastEnd = Math.max(lastEnd, turn.end);
    }
  });
  result.sql = diff(snapshot(), before.sql);
  const cpu = process.cpuUsage(before.cpu);
  result.cpuMsPerStep = result.steps > 0 ? (cpu.user + cpu.system) / 1000 / result.steps : Number.NaN;
  result.serverCpuMsPerStep = result.steps > 0 ? (serverCpu() - before.serverCpu) / result.steps : Number.NaN;
  // Cut short by running out of tasks: the window is what was actually measured.
  result.measuredMs = result.exhausted ? lastEnd - windowStart : settings.measureMs;
  result.stepsPerSec = result.measuredMs > 0 ? (stepsInWindow * 1000) / result.measuredMs : 0;
  return result;
}
