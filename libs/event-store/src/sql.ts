/**
 * `@lomo/event-store/sql`: the PostgreSQL/PGlite store and the document projections' tables
 * (status, rebuild, the stream-stats summary) and the envelope encryption, without the Nest module, the command buses and
 * the metrics the package index also loads — for processes outside a Nest app, such as the
 * `lomo` CLI (`@lomo/operator`).
 */
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { migrateProjections } from './projections/schema';
export * from './projections/projection-status';
export * from './projections/rebuild';
export * from './projections/stream-stats-summary';
export * from './encryption';
