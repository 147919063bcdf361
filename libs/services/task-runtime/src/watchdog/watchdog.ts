import { taskStreamId } from '@lomo/contracts';
import { runMigrations, type SqlClient } from '@lomo/database';
import { ProjectionReader, type RecordedEvent } from '@lomo/event-store';
import type { TaskLeases } from '../worker/task-leases';
import { taskAttentionProjection, type TaskAttention } from './task-attention.projection';

export interface WatchdogOptions {
  /** How often it looks. @default 500 */
  intervalMs?: number;
  /** How long a task may need attention before it is re-woken (a wake-up in flight gets this long). @default 1000 */
  graceMs?: number;
  /** Tasks re-woken per sweep. @default 200 */
  batch?: number;
  /** A failed sweep is retried at the next interval; this sees the error. */
  onError?: (error: unknown) => void;
  /**
   * The attention projection's processor: what it has not folded yet. A task whose stream has
   * such events is read from a document that may be out of date (a turn completed, its lease
   * released, the fold not yet done) and waits for the next sweep instead of being woken for
   * nothing. Without it every unattended document is taken as it reads.
   */
  attention?: { unfolded(maxCount?: number): Promise<RecordedEvent[] | undefined> };
}

/** Partial index that keeps the sweep proportional to the tasks that need a worker. */
const MIGRATIONS = [
  `create index if not exists lomo_projection_docs_attention on lomo_projection_docs (projection, generation, ((doc->>'attentionSince')))
     where doc ? 'attentionSince'`,
];

/**
 * The safety net of: the bus only wakes; the log is the truth. It re-wakes tasks
 * whose lease expired (a worker died) and tasks that have needed a worker for longer than
 * the grace period with nobody holding their lease (a lost wake-up, a crashed turn).
 */
export class Watchdog {
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;
  private readonly reader: ProjectionReader;

  constructor(
    private readonly sql: SqlClient,
    private readonly leases: TaskLeases,
    /** `traceparent`: the trace of what left the task needing a worker, when one was recorded. */
    private readonly wake: (taskId: string, traceparent?: string) => void | Promise<void>,
    private readonly options: WatchdogOptions = {},
  ) {
    this.reader = new ProjectionReader(sql);
  }

  async migrate(): Promise<void> {
    await this.sql.transaction((tx) => runMigrations(tx, 'task-runtime-watchdog', MIGRATIONS));
  }

  start(): void {
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((error: unknown) => this.options.onError?.(error))
        .finally(() => (this.sweeping = undefined));
    }, this.options.intervalMs ?? 500);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /** One pass; returns the task ids it woke. */
  async sweep(): Promise<string[]> {
    const limit = this.options.batch ?? 200;
    const woken = new Map<string, string | undefined>();
    // A dead worker's task continues the trace of what it was working for, as a lost wake-up's does.
    for (const taskId of await this.leases.expired(limit))
      woken.set(taskId, (await this.reader.get<TaskAttention>(taskAttentionProjection.name, taskId))?.traceparent);
    for (const doc of await this.current(await this.unattended(limit))) woken.set(doc.id, doc.traceparent);
    for (const [taskId, traceparent] of woken) await this.wake(taskId, traceparent);
    return [...woken.keys()];
  }

  /**
   * The tasks whose documents have folded everything their streams hold. At load the projection
   * trails the log by a step: a turn that completed and released its lease still reads as open,
   * and waking it finds nothing to do (a CI run counted one such wake-up on an idle platform).
   * More than a page behind, the documents are taken as they read: the watchdog is the safety
   * net, and a processor far behind must not hold it back.
   */
  private async current<T extends { id: string }>(found: T[]): Promise<T[]> {
    if (found.length === 0 || !this.options.attention) return found;
    const unfolded = await this.options.attention.unfolded();
    if (!unfolded) return found;
    const stale = new Set(unfolded.map((event) => event.streamId));
    return found.filter((doc) => !stale.has(taskStreamId(doc.id)));
  }

  /** Tasks needing attention for longer than the grace period, oldest first, that nobody holds a lease on. */
  private async unattended(limit: number): Promise<Array<{ id: string; traceparent?: string }>> {
    const found: Array<{ id: string; traceparent?: string }> = [];
    // Paged, so tasks being worked on (leased) cannot starve the ones behind them.
    for (let offset = 0; found.length < limit; offset += limit) {
      const page = await this.reader.find<TaskAttention>(taskAttentionProjection.name, {
        olderThan: { field: 'attentionSince', ms: this.options.graceMs ?? 1_000 },
        orderBy: { field: 'attentionSince' },
        limit,
        offset,
      });
      // Nobody needs attention (the usual sweep of an idle platform): no leases to look up.
      if (page.length === 0) break;
      const { rows } = await this.sql.query<{ task_id: string }>(
        `select task_id from task_leases where task_id = any($1::text[]) and expires_at > now()`,
        [page.map((d) => d.id)],
      );
      const leased = new Set(rows.map((r) => r.task_id));
      found.push(...page.filter((d) => !leased.has(d.id)).map((d) => ({ id: d.id, traceparent: d.doc.traceparent })));
      if (page.length < limit) break;
    }
    return found.slice(0, limit);
  }
}
