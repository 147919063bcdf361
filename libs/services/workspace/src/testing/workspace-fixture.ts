import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '@lomo/clock';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
import { ApiError, type ApiCaller } from '@lomo/service-api';
import { LocalDiskBlobStore } from '../blob/local-disk-blob-store';
import { ObjectIndex } from '../application/object-index';
import { ObjectRepository } from '../application/object-repository';
import { inProcessWorkspaceApi, type WorkspaceBusApi } from '../application/workspace.bus-api';

/** The two databases every workspace integration test runs on: embedded PGlite and the real server. */
export const SQL_BACKENDS: Array<[string, () => Promise<SqlClient>]> = [
  ['PGlite', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' })],
  ['PostgreSQL server', () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' })],
];

/** A clock that moves one second per reading: notices and versions get distinct, ordered times. */
export function steppingClock(start = Date.parse('2026-01-01T00:00:00Z')): Clock {
  let now = start;
  return { now: () => new Date((now += 1000)) };
}

export interface WorkspaceFixture {
  sql: SqlClient;
  store: EventStore;
  index: ObjectIndex;
  service: WorkspaceBusApi;
  blobDir: string;
}

/** Opens the database, event store, index and a temp blob dir before the suite; closes and removes them after. */
export function useWorkspaceFixture(
  openSql: () => Promise<SqlClient>,
  limits = { maxContentBytes: 64 * 1024, maxFlowNodes: 50 },
): WorkspaceFixture {
  const fixture = {} as WorkspaceFixture;
  beforeAll(async () => {
    fixture.blobDir = mkdtempSync(join(tmpdir(), 'lomo-workspace-'));
    fixture.sql = await openSql();
    fixture.store = await PostgresEventStore.open(fixture.sql);
    fixture.index = new ObjectIndex(fixture.sql);
    await fixture.index.migrate();
    fixture.service = inProcessWorkspaceApi(
      new ObjectRepository(fixture.store),
      fixture.index,
      new LocalDiskBlobStore(fixture.blobDir),
      steppingClock(),
      limits,
    );
  });
  afterAll(async () => {
    await fixture.store.close();
    await fixture.sql.close();
    rmSync(fixture.blobDir, { recursive: true, force: true });
  });
  return fixture;
}

let counter = 0;
/** A fresh workspace per test, so tests on the shared server never see each other's objects. */
export const newCaller = (): ApiCaller => ({
  workspaceId: `ws-${process.pid}-${Date.now()}-${++counter}`,
  userId: 'ana',
});

/** The ApiError a call was refused with (fails the test when it resolves or throws something else). */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError))
    throw new Error(`expected an ApiError, got ${error === undefined ? 'success' : String(error)}`);
  return error;
}
