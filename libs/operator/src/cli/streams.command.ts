import { Command } from 'commander';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { alignedLines, streamRecord, toJsonLine } from './output';
import { positiveInteger } from './parse-options';

interface StreamsOptions extends PrintOptions {
  category?: string;
  limit: number;
  after?: string;
}

/** `lomo events streams`: stream ids with category, revision and last change, in id order. */
export function streamsCommand(): Command {
  const command = new Command('streams')
    .description('list streams (id, category, revision, updated), in id order; purged streams are not listed')
    .option('--category <category>', 'only streams of this category (the part of the id before the first "-")')
    .option('--after <streamId>', 'start after this stream id (paging: pass the last id printed)')
    .option('--limit <n>', 'at most n streams', positiveInteger, 1000);
  return withFormat(withDatabase(command)).action((options: StreamsOptions) =>
    withSession(options, async ({ session, out, format }) => {
      const streams = await session.store.listStreams({
        category: options.category,
        after: options.after,
        limit: options.limit,
      });
      if (format === 'jsonl') {
        for (const info of streams) await out.line(toJsonLine(streamRecord(info)));
        return;
      }
      const rows = streams.map((info) => [
        info.streamId,
        info.category,
        info.revision.toString(),
        info.updatedAt.toISOString(),
      ]);
      for (const line of alignedLines(['STREAM', 'CATEGORY', 'REVISION', 'UPDATED'], rows)) await out.line(line);
    }),
  );
}
