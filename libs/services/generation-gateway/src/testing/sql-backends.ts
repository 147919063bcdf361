import { openSqlClient, type SqlClient } from '@lomo/database';

/** The two databases every gateway integration test runs on: embedded PGlite and the real server. */
export const SQL_BACKENDS: Array<[string, () => Promise<SqlClient>]> = [
  ['PGlite', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' })],
  [
    'PostgreSQL server',
    () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused', poolSize: 8 }),
  ],
];
