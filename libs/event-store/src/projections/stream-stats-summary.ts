import type { SqlExecutor } from '@lomo/database';
import { streamStatsProjection } from './stream-stats.projection';

/** One stream category as the `stream-stats` projection sees it. */
export interface CategoryStats {
  category: string;
  /** Streams that exist (purged ones are gone). */
  streams: number;
  /** Events those streams hold. */
  events: number;
  /** Streams purged so far. */
  purgedStreams: number;
  /** Type and record time of the category's newest event; absent when no stream is left. */
  lastEventType?: string;
  lastEventAt?: string;
}

/**
 * Sums the `stream-stats` documents of the active generation per category, in SQL: a
 * category may hold millions of streams. Empty until the projection has been run or
 * rebuilt (`lomo events rebuild stream-stats`).
 */
export async function streamStatsByCategory(
  sql: SqlExecutor,
  options: { category?: string } = {},
): Promise<CategoryStats[]> {
  const { rows } = await sql.query<{
    category: string;
    streams: number;
    events: string;
    purged: number;
    last_type: string | null;
    last_at: string | null;
  }>(
    `select d.doc->>'category' as category,
            count(*) filter (where d.doc->>'kind' = 'stream')::int as streams,
            coalesce(sum((d.doc->>'events')::bigint) filter (where d.doc->>'kind' = 'stream'), 0)::text as events,
            coalesce(sum((d.doc->>'purgedStreams')::int) filter (where d.doc->>'kind' = 'purges'), 0)::int as purged,
            (array_agg(d.doc->>'lastEventType' order by d.doc->>'lastEventAt' desc, d.doc_id desc) filter (where d.doc->>'kind' = 'stream'))[1] as last_type,
            max(d.doc->>'lastEventAt') as last_at
       from lomo_projection_docs d
       join lomo_projections p on p.projection = d.projection and p.active_generation = d.generation
      where d.projection = $1 and ($2::text is null or d.doc->>'category' = $2)
      group by 1 order by 1`,
    [streamStatsProjection.name, options.category ?? null],
  );
  return rows.map((row) => ({
    category: row.category,
    streams: row.streams,
    events: Number(row.events),
    purgedStreams: row.purged,
    ...(row.last_type && row.last_at ? { lastEventType: row.last_type, lastEventAt: row.last_at } : {}),
  }));
}
