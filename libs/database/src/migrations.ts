import type { SqlExecutor } from './sql-client';

/**
 * Applies pending migrations of one component, in order, under an advisory lock so that
 * processes starting together do not race. `migrations` is an ordered array: position =
 * version; never edit a shipped entry, append a new one. Each entry may hold several
 * statements, one per `;`-terminated line end (PGlite's extended protocol takes one at a time).
 */
export async function runMigrations(tx: SqlExecutor, component: string, migrations: readonly string[]): Promise<void> {
  // One lock for every component, not one each: on a brand-new database, two components'
  // concurrent `create table if not exists lomo_migrations` collide in PostgreSQL's catalog
  // (a duplicate key in pg_type), which failed the boot of services started together.
  await tx.query(`select pg_advisory_xact_lock(hashtext('lomo-migrations'))`);
  await tx.query(`create table if not exists lomo_migrations (component text not null, version integer not null,
    applied_at timestamptz not null default now(), primary key (component, version))`);
  const { rows } = await tx.query<{ version: number }>(
    `select coalesce(max(version), 0)::int as version from lomo_migrations where component = $1`,
    [component],
  );
  for (let version = rows[0].version + 1; version <= migrations.length; version++) {
    for (const statement of migrations[version - 1].split(/;\s*$/m).filter((s) => s.trim())) await tx.query(statement);
    await tx.query(`insert into lomo_migrations (component, version) values ($1, $2)`, [component, version]);
  }
}
