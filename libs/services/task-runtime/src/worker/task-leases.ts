import { createHash } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lomo/database';

/** Advisory-lock namespace (`classid` in pg_locks) of worker sessions: 'LOMO' in ASCII. */
const SESSION_LOCKS = 0x4c4f4d4f;

/** A holder whose session is bound and whose lock is gone: its process died (the lease's TTL need not pass). */
const holderGone = (lease: string) => `(${lease}.live_key is not null and not exists (
    select 1 from pg_locks k
     where k.locktype = 'advisory' and k.classid = ${SESSION_LOCKS}::oid and k.objid = ${lease}.live_key::oid
       and k.objsubid = 2 and k.granted
       and k.database = (select oid from pg_database where datname = current_database())))`;

/** The lock key of a holder: 31 bits of its hash, so it reads the same as an int4 and as an oid. */
const liveKey = (holder: string) => createHash('sha1').update(holder).digest().readUInt32BE(0) & 0x7fffffff;

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
  // Set when the holder's process is bound to its database session (`bindToSession`).
  `alter table task_leases add column live_key integer`,
];

export interface Lease {
  taskId: string;
  holder: string;
}

/**
 * Who may run a task. A lease ends when its TTL passes without a heartbeat — or, for a holder
 * bound to its database session, when PostgreSQL ends that session, whichever comes first:
 * - the process died (`kill -9`, OOM) on a live host: its kernel closes the socket and
 *   PostgreSQL ends the session at once;
 * - its node was lost or cut off: nothing closes the socket; PostgreSQL's TCP keepalive, set
 *   on every session by `openSqlClient` (probes after 2 s idle, every 1 s, 3 of them;
 *   `tcp_user_timeout` 5 s), ends it within about 5 s;
 * - the process is frozen (SIGSTOP) on a live host: its kernel still answers the probes and
 *   the session lives on, so only the TTL ends the lease.
 * Either way the next worker's takeover appends `ExecutionTakenOver` first, so a late commit
 * of the old holder is refused by the generation fence, not by the lease.
 */
export class TaskLeases {
  private readonly sessions = new Map<string, { key: number; release: () => Promise<void> }>();

  constructor(
    private readonly sql: SqlClient,
    private readonly ttlMs: number,
  ) {}

  /** Binds `holder`'s leases to this process's life (an advisory lock on its own connection). */
  async bindToSession(holder: string): Promise<void> {
    if (this.sessions.has(holder)) return;
    const key = liveKey(holder);
    this.sessions.set(holder, { key, release: await this.sql.holdSessionLock(SESSION_LOCKS, key) });
  }

  /** Releases the session locks (graceful shutdown: leases already released stay released). */
  async close(): Promise<void> {
    const bound = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.all(bound.map((session) => session.release()));
  }

  async migrate(): Promise<void> {
    await this.sql.transaction((tx) => runMigrations(tx, 'task-runtime', MIGRATIONS));
  }

  /** Takes the lease when it is free, expired, or already ours; undefined when another live worker holds it. */
  async acquire(taskId: string, holder: string): Promise<Lease | undefined> {
    const { rows } = await this.sql.query(
      `insert into task_leases (task_id, holder, expires_at, live_key)
         values ($1, $2, now() + make_interval(secs => $3::double precision / 1000), $4)
       on conflict (task_id) do update set holder = excluded.holder, expires_at = excluded.expires_at, live_key = excluded.live_key
         where task_leases.holder = excluded.holder or task_leases.expires_at < now() or ${holderGone('task_leases')}
       returning task_id`,
      [taskId, holder, this.ttlMs, this.sessions.get(holder)?.key ?? null],
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

  /** Leases whose holder stopped heartbeating or whose process is gone: their tasks need a new worker. */
  async expired(limit = 100): Promise<string[]> {
    const { rows } = await this.sql.query<{ task_id: string }>(
      `select task_id from task_leases l where l.expires_at < now() or ${holderGone('l')} order by l.expires_at limit $1`,
      [limit],
    );
    return rows.map((r) => r.task_id);
  }
}
