// PGlite publishes its contrib extensions under `exports` only, which this repo's `node`
// module resolution does not read; the runtime (Node, Jest) resolves them through `exports`.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  export const pg_trgm: import('@electric-sql/pglite').Extension;
}
