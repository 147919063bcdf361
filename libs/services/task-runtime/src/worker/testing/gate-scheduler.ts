import { AsyncLocalStorage } from 'node:async_hooks';
import type { RunOutcome } from '../task-worker';

/** How a scheduled worker "dies" in-process: thrown from the gate it was parked at. */
export class CrashInjected extends Error {
  constructor(readonly at: string) {
    super(`crash injected at ${at}`);
  }
}

/** One worker run (think: one process) under the scheduler's control. */
export interface ScheduledRun {
  readonly id: number;
  /** The gate it waits at; undefined while running or once settled. */
  parkedAt?: string;
  settled: boolean;
  outcome?: RunOutcome;
  error?: unknown;
}

interface RunControl extends ScheduledRun {
  resume?: (crash: boolean) => void;
  /** Wakes the scheduler when this run parks or settles. */
  notify?: () => void;
}

/**
 * Turns concurrent workers into a sequence the test chooses: every failpoint, inference and
 * tool run is a gate where a scheduled worker parks until the scheduler lets it go on — or
 * crashes it there. Only one thing runs at a time, so an interleaving is exactly the list
 * of actions a property test generated (plus real time, for leases). Workers started
 * outside `start` (recovery) pass every gate untouched.
 */
export class GateScheduler {
  private readonly current = new AsyncLocalStorage<RunControl>();
  private readonly runs: RunControl[] = [];

  constructor(private readonly stuckAfterMs = 20_000) {}

  /** Arm this on failpoints and call it from models and tools. */
  readonly gate = async (name: string): Promise<void> => {
    const run = this.current.getStore();
    if (!run) return;
    await new Promise<void>((resolve, reject) => {
      run.parkedAt = name;
      run.resume = (crash) => {
        run.parkedAt = undefined;
        run.resume = undefined;
        if (crash) reject(new CrashInjected(name));
        else resolve();
      };
      run.notify?.();
    });
  };

  parked(): ScheduledRun[] {
    return this.runs.filter((r) => r.parkedAt !== undefined);
  }

  all(): readonly ScheduledRun[] {
    return this.runs;
  }

  /** Starts a worker run and returns once it parks at its first gate or finishes. */
  async start(body: () => Promise<RunOutcome>): Promise<ScheduledRun> {
    const run: RunControl = { id: this.runs.length, settled: false };
    this.runs.push(run);
    await this.until(run, () => {
      void this.current
        .run(run, body)
        .then(
          (outcome) => void (run.outcome = outcome),
          (error: unknown) => void (run.error = error),
        )
        .finally(() => {
          run.settled = true;
          run.notify?.();
        });
    });
    return run;
  }

  /** Lets a parked run go on to its next gate (or the end); with `crash`, it dies at its gate instead. */
  async step(scheduled: ScheduledRun, crash = false): Promise<void> {
    const run = scheduled as RunControl;
    const resume = run.resume;
    if (!resume) return;
    await this.until(run, () => resume(crash));
  }

  /** Runs every parked worker to its end, oldest first: revived zombies get their say. */
  async drain(crash = false): Promise<void> {
    for (const run of this.runs) {
      for (let steps = 0; !run.settled; steps++) {
        if (steps > 200) throw new Error(`worker run ${run.id} did not finish`);
        await this.step(run, crash);
      }
    }
  }

  private until(run: RunControl, kick: () => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`worker run ${run.id} neither parked nor finished within ${this.stuckAfterMs} ms`)),
        this.stuckAfterMs,
      );
      run.notify = () => {
        clearTimeout(timer);
        resolve();
      };
      kick();
    });
  }
}
