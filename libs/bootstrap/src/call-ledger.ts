import { runMigrations, type SqlClient } from '@lomo/database';

/** What a claim found: this caller runs the call, or an earlier attempt's record, or an attempt still running. */
export type CallClaim =
  { claimed: true } | { claimed: false; recorded: unknown } | { claimed: false; running: true; stale: boolean };

const MIGRATIONS = [
  `create table lomo_call_ledger (
    scope text not null,
    call_key text not null,
    recorded jsonb,
    claimed_at timestamptz not null default now(),
    recorded_at timestamptz,
    primary key (scope, call_key)
  );`,
];

/**
 * Calls run at most once per key, across every replica and restart of a service: a row
 * claimed before the call runs (insert-if-absent under its key), its outcome recorded after.
 * A repeat finds the record, or the claim of an attempt still running — `stale` once it is
 * older than `staleAfterMs`, i.e. its process died mid-call and the outcome is unknown.
 */
export class SqlCallLedger {
  constructor(
    private readonly sql: SqlClient,
    private readonly staleAfterMs = 60_000,
  ) {}

  migrate(): Promise<void> {
    return this.sql.transaction((tx) => runMigrations(tx, 'call-ledger', MIGRATIONS));
  }

  async claim(scope: string, key: string): Promise<CallClaim> {
    const { rows: claimed } = await this.sql.query(
      `insert into lomo_call_ledger (scope, call_key) values ($1, $2) on conflict do nothing returning call_key`,
      [scope, key],
    );
    if (claimed.length > 0) return { claimed: true };
    const { rows } = await this.sql.query<{ recorded: unknown; stale: boolean }>(
      `select recorded, claimed_at < now() - make_interval(secs => $3::float8 / 1000) as stale
         from lomo_call_ledger where scope = $1 and call_key = $2`,
      [scope, key, this.staleAfterMs],
    );
    // Released between the two statements: claim again.
    if (rows.length === 0) return this.claim(scope, key);
    const [row] = rows;
    if (row.recorded !== null) {
      const recorded = typeof row.recorded === 'string' ? JSON.parse(row.recorded) : row.recorded;
      return { claimed: false, recorded };
    }
    return { claimed: false, running: true, stale: row.stale };
  }

  async record(scope: string, key: string, value: unknown): Promise<void> {
    await this.sql.query(
      `update lomo_call_ledger set recorded = $3, recorded_at = now() where scope = $1 and call_key = $2`,
      [scope, key, JSON.stringify(value)],
    );
  }

  /**
   * Forgets calls recorded more than `days` ago (at each boot of the host): a runtime gives up
   * retrying within minutes (PEER_RETRY_GIVE_UP_MS), so an older record answers nobody.
   */
  async purge(days = 7): Promise<number> {
    const { rows } = await this.sql.query(
      `delete from lomo_call_ledger where recorded_at < now() - make_interval(days => $1) returning call_key`,
      [days],
    );
    return rows.length;
  }

  /** Gives the claim up (the call changed nothing): the next attempt runs it. */
  async release(scope: string, key: string): Promise<void> {
    await this.sql.query(`delete from lomo_call_ledger where scope = $1 and call_key = $2 and recorded is null`, [
      scope,
      key,
    ]);
  }
}
