import PQueue from 'p-queue';
import { inBackground } from '@lomo/database';
import { otelContext } from '@lomo/observability/tracing';
import type { RunOutcome, TaskWorker } from './task-worker';

export interface WorkerPoolOptions {
  /** Turns running at once in this process. @default 4 */
  concurrency?: number;
  onOutcome?: (taskId: string, outcome: RunOutcome) => void;
  onError?: (taskId: string, error: unknown) => void;
}

/**
 * Bounded, fair execution of wake-ups: a task holds at most one slot, repeated wake-ups of
 * a queued task coalesce, and a wake-up that arrives while its task runs schedules one more
 * run afterwards (the turn may have missed the new message). FIFO across tasks.
 */
export class WorkerPool {
  private readonly queue: PQueue;
  private readonly scheduled = new Set<string>();
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private accepting = true;

  constructor(
    private readonly worker: TaskWorker,
    private readonly options: WorkerPoolOptions = {},
  ) {
    this.queue = new PQueue({ concurrency: options.concurrency ?? 4 });
  }

  submit(taskId: string): void {
    if (!this.accepting) return;
    if (this.running.has(taskId)) {
      this.again.add(taskId);
      return;
    }
    if (this.scheduled.has(taskId)) return;
    this.scheduled.add(taskId);
    this.queue
      // A turn is background work even when a request woke it: its statements must not go
      // ahead of other requests' on the embedded database (request-lane.ts). It runs in the
      // trace of the wake-up that queued it, not of whichever turn freed the slot.
      .add(otelContext.bind(otelContext.active(), () => inBackground(() => this.run(taskId))))
      .catch((error: unknown) => {
        this.scheduled.delete(taskId);
        this.options.onError?.(taskId, error);
      });
  }

  /** Stops taking wake-ups and waits for the turns in flight (their leases are released as they end). */
  async drain(): Promise<void> {
    this.accepting = false;
    this.queue.clear();
    this.scheduled.clear();
    await this.queue.onIdle();
  }

  private async run(taskId: string): Promise<void> {
    this.scheduled.delete(taskId);
    this.running.add(taskId);
    try {
      // Not `onOutcome?.(id, await run())`: optional call skips evaluating its arguments.
      const outcome = await this.worker.runTask(taskId);
      this.options.onOutcome?.(taskId, outcome);
    } catch (error) {
      this.options.onError?.(taskId, error);
    } finally {
      this.running.delete(taskId);
      if (this.again.delete(taskId)) this.submit(taskId);
    }
  }
}
