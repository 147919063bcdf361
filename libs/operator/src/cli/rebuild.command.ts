import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import type { SqlExecutor } from '@lomo/database';
import {
  findProjection,
  formatPosition,
  PROJECTION_CATALOG,
  projectionFilter,
  type LogFilter,
} from '@lomo/event-store/core';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { CliError, EXIT } from './exit-codes';
import { toJsonLine } from './output';
import { positiveInteger } from './parse-options';

interface RebuildOptions extends PrintOptions {
  batchSize: number;
}

/**
 * `lomo events rebuild <projection>`: refolds the whole log into a new generation beside
 * the live one and swaps (`rebuildProjection`); readers see the old documents until then.
 * The progress bar goes to stderr, the result to stdout.
 */
export function rebuildCommand(): Command {
  const command = new Command('rebuild')
    .description('rebuild a projection from the start of the log, with progress and ETA, then swap it in')
    .argument('<projection>', `a known projection: ${PROJECTION_CATALOG.map((p) => p.name).join(', ')}`)
    .option('--batch-size <n>', 'events folded per transaction', positiveInteger, 1000);
  return withFormat(withDatabase(command)).action(async (name: string, options: RebuildOptions) => {
    const projection = findProjection(name);
    if (!projection)
      throw new CliError(
        EXIT.usage,
        `unknown projection "${name}"; known: ${PROJECTION_CATALOG.map((p) => p.name).join(', ')}`,
      );
    await withSession(options, async ({ session, out, format }) => {
      const { rebuildProjection } = await import('./projection-tables');
      const total = await countEvents(session.sql, projectionFilter(projection));
      const bar = new SingleBar({
        format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | {duration_formatted} elapsed | ETA {eta_formatted}`,
        stream: process.stderr,
        // Off a terminal (CI, logs, tests) one line per interval instead of redrawing.
        noTTYOutput: true,
        notTTYSchedule: 1000,
        etaBuffer: 50,
        hideCursor: true,
      });
      bar.start(total, 0);
      try {
        const result = await rebuildProjection(session.store, session.sql, projection, {
          batchSize: options.batchSize,
          onProgress: ({ processed }) => {
            // Events appended during the rebuild are folded too: the total grows with them.
            if (processed > bar.getTotal()) bar.setTotal(processed);
            bar.update(processed);
          },
        });
        bar.stop();
        const summary = {
          projection: projection.name,
          generation: result.generation,
          processed: result.processed,
          checkpoint: formatPosition(result.checkpoint),
        };
        await out.line(
          format === 'jsonl'
            ? toJsonLine(summary)
            : `rebuilt ${summary.projection}: generation ${summary.generation}, ${summary.processed} events, checkpoint ${summary.checkpoint}`,
        );
      } finally {
        bar.stop();
      }
    });
  });
}

/**
 * The ETA's total: the events the rebuild will read, counted with one query on the
 * PostgreSQL log table (the CLI only opens the PostgreSQL/PGlite store). Events still in
 * open transactions may be counted early; the bar's total is raised if the count falls short.
 */
async function countEvents(sql: SqlExecutor, filter: LogFilter): Promise<number> {
  const params: unknown[] = [];
  let where = 'true';
  if (filter.categories?.length) {
    params.push(filter.categories);
    where += ` and category = any($${params.length}::text[])`;
  }
  if (filter.eventTypes?.length) {
    params.push(filter.eventTypes);
    where += ` and event_type = any($${params.length}::text[])`;
  }
  const { rows } = await sql.query<{ count: string }>(
    `select count(*)::text as count from lomo_events where ${where}`,
    params,
  );
  return Number(rows[0].count);
}
