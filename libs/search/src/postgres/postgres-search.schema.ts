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
  // ADR 0030: the vocabulary of each (workspace, kind) with document frequencies, so a query
  // ranks only by its selective words and fuzzy-matches words, not whole documents; and the
  // documents per (workspace, kind), so a vector query knows whether to scan or use HNSW.
  `create table if not exists lomo_search_terms (
    workspace_id text not null,
    kind text not null,
    term text not null,
    docs integer not null,
    primary key (workspace_id, kind, term)
  );
  create table if not exists lomo_search_scopes (
    workspace_id text not null,
    kind text not null,
    docs integer not null,
    primary key (workspace_id, kind)
  );
  create index if not exists lomo_search_terms_trgm on lomo_search_terms using gin (term gin_trgm_ops);
  create index if not exists lomo_search_terms_unused on lomo_search_terms (workspace_id) where docs <= 0;
  create index if not exists lomo_search_docs_kind on lomo_search_docs (workspace_id, kind);
  insert into lomo_search_terms (workspace_id, kind, term, docs)
    select workspace_id, kind, term, count(*) from lomo_search_docs, unnest(tsvector_to_array(tsv)) term
    group by 1, 2, 3 on conflict do nothing;
  insert into lomo_search_scopes (workspace_id, kind, docs)
    select workspace_id, kind, count(*) from lomo_search_docs group by 1, 2 on conflict do nothing;`,
  // ADR 0032: keyword queries find near spellings in the vocabulary, not in whole documents,
  // so the documents' trigram index only cost every write. GIN's pending list (fastupdate)
  // is searched linearly by every query until a vacuum merges it, and PGlite never vacuums:
  // entries go straight into the index instead, and what is pending now is merged.
  `drop index if exists lomo_search_docs_trgm;
  alter index lomo_search_docs_tsv set (fastupdate = off);
  alter index lomo_search_terms_trgm set (fastupdate = off);
  select gin_clean_pending_list('lomo_search_docs_tsv'::regclass), gin_clean_pending_list('lomo_search_terms_trgm'::regclass);`,
];

/**
 * Untyped `vector` column: any dimension; exact nearest-neighbour scan within a small scope.
 * A large scope uses the HNSW index of the index's dimensions (`hnswMigration`).
 */
export const SEARCH_VECTOR_MIGRATIONS = [
  `create extension if not exists vector;
  alter table lomo_search_docs add column if not exists embedding vector;`,
];

/**
 * HNSW on the vectors of one size (ADR 0030): an expression index on the cast to a typed
 * `vector(n)`, partial on that size so rows of another embedder never fail the cast. One
 * migration component per size: a new embedder gets its own index.
 */
export const hnswMigration = (dimensions: number) => {
  if (!Number.isInteger(dimensions) || dimensions < 1) throw new Error(`bad vector size ${dimensions}`);
  return {
    component: `search-vector-hnsw-${dimensions}`,
    migrations: [
      `create index if not exists lomo_search_docs_hnsw_${dimensions} on lomo_search_docs
        using hnsw ((embedding::vector(${dimensions})) vector_cosine_ops) where vector_dims(embedding) = ${dimensions};`,
    ],
  };
};
