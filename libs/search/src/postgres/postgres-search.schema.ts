/**
 * Tables of the Postgres search adapter, one migration list per component (position =
 * version, never edit a shipped entry). `search` needs only core Postgres and pg_trgm
 * (contrib; PGlite ships it); `search-vector` needs pgvector and runs only where the
 * extension is available (PGlite with `@electric-sql/pglite-pgvector`, not Debian's
 * PostgreSQL 15 — ADR 0015).
 */
export const SEARCH_MIGRATIONS = [
  `create extension if not exists pg_trgm;
  create table if not exists lomo_search_docs (
    workspace_id text not null,
    id text not null,
    kind text not null,
    task_id text,
    title text not null,
    body text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    tsv tsvector generated always as
      (setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, body), 'B')) stored,
    primary key (workspace_id, id)
  );
  create index if not exists lomo_search_docs_tsv on lomo_search_docs using gin (tsv);
  create index if not exists lomo_search_docs_trgm on lomo_search_docs using gin ((title || ' ' || body) gin_trgm_ops);
  create index if not exists lomo_search_docs_task on lomo_search_docs (workspace_id, task_id);`,
];

/** Untyped `vector` column: any dimension; exact (sequential) nearest-neighbour scan within one workspace. */
export const SEARCH_VECTOR_MIGRATIONS = [
  `create extension if not exists vector;
  alter table lomo_search_docs add column if not exists embedding vector;`,
];
