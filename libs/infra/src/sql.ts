/**
 * `@lomo/infra/sql`: the SQL client, PGlite lock and migrations alone, without the Nest
 * module and the Kafka, Redis and OpenSearch clients the package index also loads — for
 * short-lived processes such as the `lomo` CLI, which would spend a second loading them.
 */
export * from './sql-client';
export * from './pglite-lock';
export * from './migrations';
export * from './call-ledger';
