/**
 * `@lomo/event-store/core`: the port, its types, errors and stream rules, and the document
 * projections' definitions — no database driver, no Nest. For short-lived processes such as
 * the `lomo` CLI (`@lomo/operator`), whose `--help` and usage errors should not load the
 * drivers and the framework the package index brings (over a second).
 */
export * from './types';
export * from './errors';
export * from './event-store';
export * from './validation';
export * from './projections/projection';
export * from './projections/catalog';
export * from './projections/stream-stats.projection';
export { projectionFilter } from './projections/apply-batch';
