import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
import { TaskLeases } from '../task-leases';
import { TaskRepository } from '../task-repository';

/** The two databases every runtime integration test runs on: embedded PGlite and the real server. */
export const SQL_BACKENDS: Array<[string, () => Promise<SqlClient>]> = [
  ['PGlite', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' })],
  ['PostgreSQL server', () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' })],
];

export interface RuntimeFixture {
  sql: SqlClient;
  store: EventStore;
  tasks: TaskRepository;
  leases: TaskLeases;
  /** Registers work to finish (background processors) before the database closes. */
  beforeClose(stop: () => Promise<void>): void;
}

/**
 * Opens the database, event store, repository and leases before the suite and closes them
 * after. Returns an object whose fields are filled in by `beforeAll`.
 */
export function useRuntimeFixture(openSql: () => Promise<SqlClient>, leaseTtlMs: number): RuntimeFixture {
  const stops: Array<() => Promise<void>> = [];
  const fixture = { beforeClose: (stop: () => Promise<void>) => void stops.push(stop) } as RuntimeFixture;
  beforeAll(async () => {
    fixture.sql = await openSql();
    fixture.store = await PostgresEventStore.open(fixture.sql);
    fixture.tasks = new TaskRepository(fixture.store);
    fixture.leases = new TaskLeases(fixture.sql, leaseTtlMs);
    await fixture.leases.migrate();
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await fixture.store.close();
    await fixture.sql.close();
  });
  return fixture;
}
