import { Command } from 'commander';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { alignedLines, toJsonLine } from './output';

interface StatsOptions extends PrintOptions {
  category?: string;
}

/** `lomo events stats`: the `stream-stats` projection summed per category. */
export function statsCommand(): Command {
  const command = new Command('stats')
    .description(
      'per stream category: streams, events, purged streams, newest event (from the stream-stats projection; run `rebuild stream-stats` first if empty)',
    )
    .option('--category <category>', 'only this category');
  return withFormat(withDatabase(command)).action((options: StatsOptions) =>
    withSession(options, async ({ session, out, format }) => {
      const { migrateProjections, streamStatsByCategory } = await import('./projection-tables');
      await session.sql.transaction(migrateProjections);
      const stats = await streamStatsByCategory(session.sql, { category: options.category });
      if (stats.length === 0)
        process.stderr.write(
          'lomo: no stream-stats documents; if the projection never ran, `lomo events rebuild stream-stats`\n',
        );
      if (format === 'jsonl') {
        for (const category of stats) await out.line(toJsonLine(category));
        return;
      }
      const rows = stats.map((s) => [
        s.category,
        String(s.streams),
        String(s.events),
        String(s.purgedStreams),
        s.lastEventType ?? '-',
        s.lastEventAt ?? '-',
      ]);
      for (const line of alignedLines(['CATEGORY', 'STREAMS', 'EVENTS', 'PURGED', 'LAST TYPE', 'LAST AT'], rows))
        await out.line(line);
    }),
  );
}
