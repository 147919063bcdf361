import { Command } from 'commander';
import { PROJECTION_CATALOG } from '@lomo/event-store/core';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { alignedLines, toJsonLine } from './output';

/** Lag is counted by reading the events behind the checkpoint, so it stops here. */
const LAG_CAP = 100_000;

/** `lomo events projections`: where each known projection stands, and whether a processor runs it. */
export function projectionsCommand(): Command {
  const command = new Command('projections').description(
    'show each known projection: active generation, checkpoint, lag, and the processor holding its lease',
  );
  return withFormat(withDatabase(command)).action((options: PrintOptions) =>
    withSession(options, async ({ session, out, format }) => {
      const { projectionStatus } = await import('./projection-tables');
      const statuses = [];
      for (const projection of PROJECTION_CATALOG)
        statuses.push(await projectionStatus(session.store, session.sql, projection, LAG_CAP));
      if (format === 'jsonl') {
        for (const status of statuses) await out.line(toJsonLine({ ...status, lease: status.lease ?? null }));
        return;
      }
      const rows = statuses.map((s) => [
        s.name,
        String(s.generation),
        s.checkpoint,
        `${s.lag}${s.lagCapped ? '+' : ''}`,
        s.lease ? `${s.lease.holder} until ${s.lease.expiresAt.toISOString()}` : 'none (not running)',
      ]);
      for (const line of alignedLines(['PROJECTION', 'GENERATION', 'CHECKPOINT', 'LAG', 'LEASE'], rows))
        await out.line(line);
    }),
  );
}
