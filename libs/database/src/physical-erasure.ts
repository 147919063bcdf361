import type { SqlClient } from './sql-client';

/**
 * The event log's tables: never rewritten here. Their content is sealed per task (ADR 0050), so
 * a purged stream's dead rows are ciphertext under a destroyed key; and they are the largest
 * tables, which a rewrite would hold locked the longest.
 */
const EVENT_LOG = new Set(['public.lomo_events', 'public.lomo_streams']);

/** Per table, its count of deleted and updated rows when it was last rewritten here. */
const LEDGER = `create table if not exists lomo_physical_erasures (
  table_name text primary key,
  changes    bigint not null,
  erased_at  timestamptz not null default now()
)`;

/**
 * Tables with rows deleted or updated since this ran last: their count of deletes and updates
 * (`pg_stat_user_tables`, cumulative) differs from the one recorded then. Not "dead rows now":
 * an autovacuum in between would zero those and leave the bytes.
 */
async function tablesChanged(sql: SqlClient): Promise<Array<{ name: string; changes: string }>> {
  await sql.query(LEDGER);
  // The statistics of this session's own writes are flushed at its next statement, not at once;
  // other sessions flush theirs when idle (PostgreSQL: within ~10 s), hence the runner's delay.
  // PostgreSQL before 15 has no such function: its sessions' statistics still arrive when they are idle.
  await sql.query('select pg_stat_force_next_flush()').catch(() => undefined);
  const { rows } = await sql.query<{ name: string; changes: string }>(
    `select s.name, s.changes::text from (
       select format('%I.%I', schemaname, relname) as name, n_tup_upd + n_tup_del as changes from pg_stat_user_tables
     ) s left join lomo_physical_erasures e on e.table_name = s.name
     where s.changes > 0 and s.changes is distinct from e.changes order by 1`,
  );
  return rows.filter((r) => !EVENT_LOG.has(r.name) && r.name !== 'public.lomo_physical_erasures');
}

/** What one physical erasure rewrote. */
export interface PhysicalErasureReport {
  /** Tables rewritten with `VACUUM FULL`. */
  tables: string[];
  /** Tables in use that a server's run skipped rather than wait for: the next run takes them. */
  skipped: string[];
}

/**
 * Takes deleted rows off the disk after a purge (R-10.8, ADR 0057). A `DELETE` or `UPDATE`
 * leaves the old row in the table's file, and a plain vacuum does not take it out either: it
 * compacts the page but leaves the removed row's bytes in the page's free space (in a b-tree
 * too), and never removes a GIN index's keys — a full-text index's keys are the words. So every
 * table with rows deleted or updated since the last run (`tablesChanged`) is rewritten (`VACUUM FULL`: a new file for the table and each of its
 * indexes, the old ones unlinked), the event log aside (sealed, see `EVENT_LOG`).
 *
 * - **PGlite** (no autovacuum at all): then the WAL is switched and checkpointed twice with
 *   segment recycling off, so the segments that held the rows are removed, not kept for reuse.
 *   The one connection waits meanwhile.
 * - **A server**: `SKIP_LOCKED`, so a table in use is skipped rather than queued for (an
 *   exclusive lock waiting would hold every later reader); the next run takes it. A rewrite
 *   holds its table for its duration. WAL, archives and replicas are the server's and its
 *   backups' concern (the sealed log is unreadable there once its key is gone; other tables' rows
 *   stay in them until they expire).
 */
export async function eraseDeadRows(sql: SqlClient): Promise<PhysicalErasureReport> {
  const changed = await tablesChanged(sql);
  const options = sql.kind === 'pglite' ? 'full' : 'full, skip_locked';
  const tables: string[] = [];
  const skipped: string[] = [];
  const fileOf = async (name: string) =>
    (await sql.query<{ node: string }>(`select pg_relation_filenode($1::regclass)::text as node`, [name])).rows[0]
      ?.node;
  for (const { name, changes } of changed) {
    const before = await fileOf(name);
    await sql.query(`vacuum (${options}) ${name}`);
    // A rewrite gives the table a new file; the same file means it was skipped (locked): not recorded, so the next run retries it.
    if ((await fileOf(name)) === before) {
      skipped.push(name);
      continue;
    }
    tables.push(name);
    await sql.query(
      `insert into lomo_physical_erasures (table_name, changes) values ($1, $2)
       on conflict (table_name) do update set changes = excluded.changes, erased_at = now()`,
      [name, changes],
    );
  }
  if (sql.kind === 'pglite') {
    await sql.query('set wal_recycle = off');
    try {
      await sql.query('select pg_switch_wal()');
      await sql.query('checkpoint');
      await sql.query('checkpoint');
    } finally {
      await sql.query('reset wal_recycle');
    }
  }
  return { tables, skipped };
}

/**
 * Coalesces requests for `eraseDeadRows` on one client: a burst of purges (a person's tasks, a
 * retention sweep) leads to one run after it, and a request during a run to one more after it.
 * The first run waits `delayMs` (a server: 15 s, so other sessions' statistics are flushed); a
 * server is rewritten at most once per `serverIntervalMs` (5 minutes: a rewrite locks its table).
 */
export class PhysicalErasure {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private lastRun = 0;
  /** The last run's report or error (tests, logs). */
  last?: PhysicalErasureReport | Error;
  /** Erasures of other databases that hold what this one's purges delete (the search index's). */
  private readonly others: PhysicalErasure[] = [];

  constructor(
    private readonly sql: SqlClient,
    private readonly options: { delayMs?: number; serverIntervalMs?: number } = {},
  ) {}

  /** `other` runs whenever this one is asked to (another database the same deletions reach). */
  alongside(other: PhysicalErasure): void {
    if (other !== this && !this.others.includes(other)) this.others.push(other);
  }

  /** Asks for a run soon; never throws (a failed run is kept in `last`, and the next request retries). */
  request(): void {
    for (const other of this.others) other.request();
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    const delay = this.options.delayMs ?? (this.sql.kind === 'pglite' ? 2_000 : 15_000);
    const spacing = this.sql.kind === 'pglite' ? 0 : (this.options.serverIntervalMs ?? 5 * 60_000);
    const wait = Math.max(delay, this.lastRun + spacing - Date.now());
    this.timer = setTimeout(() => void this.run(), wait);
    this.timer.unref();
  }

  /** Resolves once no run is waiting or under way, here and in the erasures alongside it (tests). */
  async settled(): Promise<void> {
    while (this.timer || this.running) await (this.running ?? new Promise((r) => setTimeout(r, 50)));
    for (const other of this.others) await other.settled();
  }

  private async run(): Promise<void> {
    this.timer = undefined;
    this.running = eraseDeadRows(this.sql)
      .then((report) => void (this.last = report))
      .catch((error: unknown) => void (this.last = error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        this.running = undefined;
        this.lastRun = Date.now();
        if (this.again) {
          this.again = false;
          this.request();
        }
      });
    await this.running;
  }
}

const erasures = new WeakMap<SqlClient, PhysicalErasure>();

/** The process's coalescing erasure for a client (one per client, so every service's request joins the same run). */
export function physicalErasureOf(sql: SqlClient): PhysicalErasure {
  const found = erasures.get(sql) ?? new PhysicalErasure(sql);
  erasures.set(sql, found);
  return found;
}
