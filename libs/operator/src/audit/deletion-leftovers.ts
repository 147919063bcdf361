import type { SqlExecutor } from '@lomo/database';
import { PURGES_STREAM } from '@lomo/event-store/core';

/** One table column still holding a deleted task's id or words. */
export interface DeletionLeftover {
  /** What was found: the task id, or one of the words given. */
  needle: string;
  table: string;
  column: string;
  rows: number;
  /** For log tables: the stream categories of the rows, which name the service that is behind. */
  categories?: string[];
}

/**
 * Rows that may keep a deleted task's id, never its words (ADR 0018): the stream tombstone,
 * so the id is never reused, the `StreamPurged` records projections delete by, and the
 * skeleton a content-only retention keeps (ADR 0057: id, dates, status, cost).
 */
export const DELETION_TOMBSTONES: Readonly<Record<string, string>> = {
  lomo_streams: 'deleted',
  lomo_events: `stream_id = '${PURGES_STREAM}'`,
  gateway_task_skeletons: 'true',
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Scans every text, JSON and bytea column of every table of the schema for the needles
 * (case-insensitive): the event log, projections, idempotency records, search documents,
 * blob metadata, inboxes — a new table is covered without change. For the task id, the
 * tombstones are exempt; for words, nothing is.: after a deletion this is empty. An
 * empty task id (a person's erasure, whose tasks are known by hash only) scans for the words.
 */
export async function deletionLeftovers(
  sql: SqlExecutor,
  target: { taskId: string; words?: readonly string[] },
  options: { schema?: string } = {},
): Promise<DeletionLeftover[]> {
  const { rows: columns } = await sql.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = $1 and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'jsonb', 'json', 'character varying', 'bytea')
      order by c.table_name, c.column_name`,
    [options.schema ?? 'public'],
  );
  const logTables = new Set(columns.filter((c) => c.column_name === 'stream_id').map((c) => c.table_name));
  const needles = [
    ...(target.taskId ? [{ needle: target.taskId, exempt: DELETION_TOMBSTONES }] : []),
    ...(target.words ?? []).filter(Boolean).map((needle) => ({ needle, exempt: {} as Record<string, string> })),
  ];
  const found: DeletionLeftover[] = [];
  for (const { needle, exempt } of needles) {
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      const cell = type === 'bytea' ? `encode(${quoted(column)}, 'escape')` : `${quoted(column)}::text`;
      const keep = exempt[table] ? ` and not (${exempt[table]})` : '';
      const categories = logTables.has(table) ? `string_agg(distinct split_part(stream_id, '-', 1), ',')` : 'null';
      const { rows } = await sql.query<{ n: number; categories: string | null }>(
        `select count(*)::int as n, ${categories} as categories from ${quoted(table)}
          where position(lower($1) in lower(${cell})) > 0${keep}`,
        [needle],
      );
      if (rows[0].n > 0)
        found.push({
          needle,
          table,
          column,
          rows: rows[0].n,
          ...(rows[0].categories && { categories: rows[0].categories.split(',').sort() }),
        });
    }
  }
  return found;
}
