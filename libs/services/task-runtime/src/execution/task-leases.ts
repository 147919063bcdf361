import { runMigrations, type SqlClient } from '@lomo/infra';

/**
 * `task_leases` is operational state, not truth (ARCHITECTURE §5): who is working on a
 * task and until when. The truth of who may write is the generation in the task stream;
 * the lease only keeps two healthy workers from both trying. Expiry is in database time.
 */
// `generation` is no longer written (the generation lives in the task stream); migrations never change.
const MIGRATIONS = [
  `create table task_leases (
     task_id    text primary key,
     holder     text not null,
     generation integer not null default 0,
     expires_at timestamptz not null
   );
   create index task_leases_by_expiry on task_leases (expires_at);`,
];

export interface Lease {
  taskId: string;
  holder: string;
}

export class TaskLeases {
  constructor(
    private readonly sql: SqlClient,
    private readonly ttlMs: number,
  ) {}

  async migrate(): Promise<void> {
    await this.sql.transaction((tx) => runMigrations(tx, 'task-runtime', MIGRATIONS));
  }

  /** Takes the lease when it is free, expired, or already ours; undefined when another live worker holds it. */
  async acquire(taskId: string, holder: string): Promise<Lease | undefined> {
    const { rows } = await this.sql.query(
      `insert into task_leases (task_id, holder, expires_at) values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
       on conflict (task_id) do update set holder = excluded.holder, expires_at = excluded.expires_at
         where task_leases.holder = excluded.holder or task_leases.expires_at < now()
       returning task_id`,
      [taskId, holder, this.ttlMs],
    );
    return rows[0] && { taskId, holder };
  }

  /** Heartbeat; false when the lease was lost (expired and taken by someone else). */
  async renew(lease: Lease): Promise<boolean> {
    const { rows } = await this.sql.query(
      `update task_leases set expires_at = now() + make_interval(secs => $3::double precision / 1000)
        where task_id = $1 and holder = $2 returning task_id`,
      [lease.taskId, lease.holder, this.ttlMs],
    );
    return rows.length === 1;
  }

  async release(lease: Lease): Promise<void> {
    await this.sql.query(`delete from task_leases where task_id = $1 and holder = $2`, [lease.taskId, lease.holder]);
  }

  /** Leases whose holder stopped heartbeating: their tasks need a new worker. */
  async expired(limit = 100): Promise<string[]> {
    const { rows } = await this.sql.query<{ task_id: string }>(
      `select task_id from task_leases where expires_at < now() order by expires_at limit $1`,
      [limit],
    );
    return rows.map((r) => r.task_id);
  }
}
