import { runMigrations, type SqlExecutor } from '@lomo/database';

/**
 * Migrations as an ordered array: position = version (the langgraph checkpointers' rule).
 * Never edit a shipped entry; append a new one.
 *
 * Ordering: `transaction_id` (xid8) stamps every row with its writer's transaction, and
 * readers only see rows below `pg_snapshot_xmin(pg_current_snapshot())` ordered by
 * (transaction_id, global_position). Every transaction below xmin has ended, so no row can
 * later appear before a position a subscriber has passed: gap-free without serializing
 * writers. See docs/decisions/0003-gap-free-global-order.md.
 */
export const MIGRATIONS: readonly string[] = [
  `create table lomo_streams (
     stream_id  text primary key,
     category   text not null,
     revision   bigint not null,
     metadata   jsonb not null default '{}'::jsonb,
     deleted    boolean not null default false,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   );
   create index lomo_streams_by_category on lomo_streams (category, stream_id) where not deleted;
   create table lomo_events (
     global_position bigint generated always as identity,
     transaction_id  xid8 not null default pg_current_xact_id(),
     stream_id       text not null,
     revision        bigint not null,
     category        text not null,
     event_id        uuid not null,
     event_type      text not null,
     data            jsonb not null,
     metadata        jsonb not null,
     schema_version  integer not null,
     recorded_at     timestamptz not null default now(),
     primary key (stream_id, revision),
     constraint lomo_events_event_id unique (event_id)
   );
   create index lomo_events_log_order on lomo_events (transaction_id, global_position);`,
  // How many times the stream's events were rewritten in place (`redact`): a reader that keeps
  // the events it read checks this instead of reading them all again (`readStreamTail`).
  `alter table lomo_streams add column rewrites bigint not null default 0;`,
];

export async function migrate(tx: SqlExecutor): Promise<void> {
  await runMigrations(tx, 'event-store', MIGRATIONS);
}
