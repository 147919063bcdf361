import { randomUUID } from 'node:crypto';
import { runMigrations } from './migrations';
import { openSqlClient, type SqlClient } from './sql-client';

describe('migrations of several components on a brand-new PostgreSQL database', () => {
  const database = `lomo_migrations_${randomUUID().slice(0, 8)}`;
  let admin: SqlClient;

  beforeAll(async () => {
    admin = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 1 });
    await admin.query(`create database ${database}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.close();
  });

  it('given eight processes migrating different components at the same instant, when they run, then every one succeeds and each migration is applied once', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const clients = await Promise.all(
      Array.from({ length: 8 }, () => openSqlClient({ url: url.toString(), pgliteDataDir: 'unused', poolSize: 1 })),
    );
    try {
      await Promise.all(
        clients.map((sql, i) =>
          sql.transaction((tx) =>
            runMigrations(tx, `component-${i % 4}`, [`create table if not exists t${i % 4} (x int)`]),
          ),
        ),
      );
      const { rows } = await clients[0].query<{ component: string; version: number }>(
        'select component, version from lomo_migrations order by component',
      );
      expect(rows).toEqual([0, 1, 2, 3].map((i) => ({ component: `component-${i}`, version: 1 })));
    } finally {
      await Promise.all(clients.map((sql) => sql.close()));
    }
  });
});
