import { runMigrations, type SqlClient } from '@lomo/infra';
import type { TaskLeases } from '../execution/task-leases';
import { taskAttentionProjection } from './task-attention.projection';

export interface WatchdogOptions {
  /** How often it looks. @default 500 */
  intervalMs?: number;
  /** How long a task may need attention before it is re-woken (a wake-up in flight gets this long). @default 1000 */
  graceMs?: number;
  /** Tasks re-woken per sweep. @default 200 */
  batch?: number;
  /** A failed sweep is retried at the next interval; this sees the error. */
  onError?: (error: unknown) => void;
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

  constructor(
    private readonly sql: SqlClient,
    private readonly leases: TaskLeases,
    private readonly wake: (taskId: string) => void | Promise<void>,
    private readonly options: WatchdogOptions = {},
  ) {}

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
    const { rows } = await this.sql.query<{ doc_id: string }>(
      `select d.doc_id from lomo_projection_docs d
         join lomo_projections p on p.projection = d.projection and p.active_generation = d.generation
        where d.projection = $1 and d.doc ? 'attentionSince'
          and (d.doc->>'attentionSince')::timestamptz < now() - make_interval(secs => $2::double precision / 1000)
          and not exists (select 1 from task_leases l where l.task_id = d.doc_id and l.expires_at > now())
        order by (d.doc->>'attentionSince') limit $3`,
      [taskAttentionProjection.name, this.options.graceMs ?? 1_000, limit],
    );
    const woken = [...new Set([...(await this.leases.expired(limit)), ...rows.map((r) => r.doc_id)])];
    for (const taskId of woken) await this.wake(taskId);
    return woken;
  }
}
