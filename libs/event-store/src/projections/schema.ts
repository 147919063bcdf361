import { runMigrations, type SqlExecutor } from '@lomo/database';

/**
 * Read-model tables of document projections, in the read-model database (the event store's
 * own database when it is PostgreSQL). Ordered migrations: position = version.
 *
 * - `lomo_projections`: one row per projection — the generation readers see, and the lease
 *   (holder + expiry) that keeps a single active processor across processes.
 * - `lomo_projection_checkpoints`: per (projection, generation); a rebuild writes a new
 *   generation beside the live one and swaps `active_generation` when caught up.
 * - `lomo_projection_docs`: the documents; `source_stream` lets a purge delete what a
 *   stream produced.
 * - `lomo_outbox_dead_letters`: events an outbox publisher could not encode (see OutboxPublisher).
 */
const MIGRATIONS: readonly string[] = [
  `create table lomo_projections (
     projection        text primary key,
     active_generation integer not null default 1,
     lease_holder      text,
     lease_expires_at  timestamptz
   );
   create table lomo_projection_checkpoints (
     projection text not null,
     generation integer not null,
     commit_id  text not null,
     prepare_id text not null,
     updated_at timestamptz not null default now(),
     primary key (projection, generation)
   );
   create table lomo_projection_docs (
     projection    text not null,
     generation    integer not null,
     doc_id        text not null,
     doc           jsonb not null,
     source_stream text not null,
     primary key (projection, generation, doc_id)
   );
   create index lomo_projection_docs_by_stream on lomo_projection_docs (projection, source_stream);`,
  // Events an outbox could not encode: skipped (the log keeps them), listed for an operator.
  `create table lomo_outbox_dead_letters (
     publisher   text not null,
     event_id    text not null,
     stream_id   text not null,
     event_type  text not null,
     position    text not null,
     topic       text not null,
     error       text not null,
     recorded_at timestamptz not null default now(),
     primary key (publisher, event_id, topic)
   );`,
];

export async function migrateProjections(tx: SqlExecutor): Promise<void> {
  await runMigrations(tx, 'projections', MIGRATIONS);
}
