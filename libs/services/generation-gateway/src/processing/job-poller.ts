import { Logger } from '@nestjs/common';
import type { Clock } from '@lomo/clock';
import type { SqlClient } from '@lomo/database';
import { ProjectionReader } from '@lomo/event-store';
import type { JobTracker } from '../application/job-tracker';
import { OPEN_JOBS_PROJECTION, type OpenJob } from './open-jobs.projection';

export interface PollerSettings {
  /** How often the open jobs are looked at. @default 1000 */
  tickMs: number;
  /** Shortest and longest wait between two polls of one silent job. @default 1000 / 60000 */
  minPollMs: number;
  maxPollMs: number;
  /** A requested job nobody started submitting within this is submitted by the poller. @default 2000 */
  requestedGraceMs: number;
}

const logger = new Logger('generation-poller');

/**
 * Compensating polling and crash recovery for every unsettled job, from the open
 * jobs projection: the wait between polls of a running job grows with how long it has been
 * silent (half the silence, within [minPollMs, maxPollMs]) — derived from the last event in
 * the log, so it survives restarts; the time of this process's last poll is only a cache.
 */
export class JobPoller {
  private readonly lastPolled = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = true;

  constructor(
    private readonly sql: SqlClient,
    private readonly tracker: JobTracker,
    private readonly clock: Clock,
    private readonly settings: PollerSettings,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the open jobs; returns how many were worked on. */
  async tick(): Promise<number> {
    const reader = new ProjectionReader(this.sql);
    const now = this.clock.now().getTime();
    const due: string[] = [];
    const open = new Set<string>();
    for (let after: string | undefined; ;) {
      const page = await reader.list<OpenJob>(OPEN_JOBS_PROJECTION, { after, limit: 500 });
      for (const { id, doc } of page) {
        open.add(id);
        if (this.isDue(id, doc, now)) due.push(id);
      }
      if (page.length < 500) break;
      after = page[page.length - 1].id;
    }
    for (const jobId of this.lastPolled.keys()) if (!open.has(jobId)) this.lastPolled.delete(jobId);
    for (let i = 0; i < due.length; i += 8) {
      await Promise.all(
        due.slice(i, i + 8).map(async (jobId) => {
          this.lastPolled.set(jobId, now);
          await this.tracker
            .inJobTrace(jobId, 'generation poll', () => this.tracker.reconcile(jobId))
            .catch((error: unknown) =>
              logger.warn({ jobId, err: error, msg: 'job reconciliation failed; retrying later' }),
            );
        }),
      );
    }
    return due.length;
  }

  private isDue(jobId: string, job: OpenJob, now: number): boolean {
    const silence = now - Date.parse(job.lastNewsAt);
    if (job.status === 'requested') return silence >= this.settings.requestedGraceMs;
    if (job.status !== 'submitted' && job.status !== 'running') return true;
    const wait = Math.min(this.settings.maxPollMs, Math.max(this.settings.minPollMs, silence / 2));
    return now - (this.lastPolled.get(jobId) ?? 0) >= wait;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .then(
          () => undefined,
          (error: unknown) => logger.warn({ err: error, msg: 'poller pass failed' }),
        )
        .finally(() => this.schedule());
    }, this.settings.tickMs);
  }
}
