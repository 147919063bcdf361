import { Command } from 'commander';
import type { RecordedEvent } from '@lomo/event-store/core';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { EVENT_HEADER, eventRecord, eventRow, fixedLine, toJsonLine, type Format, type Output } from './output';
import { positiveInteger, revision } from './parse-options';

interface ReadOptions extends PrintOptions {
  from?: bigint;
  backwards?: boolean;
  limit?: number;
}

/** `lomo events read <streamId>`: one stream's events in revision order. Exit 66 when it does not exist or was purged. */
export function readCommand(): Command {
  const command = new Command('read')
    .description('print the events of one stream')
    .argument('<streamId>', 'the stream, e.g. task-42')
    .option('--from <revision>', 'first revision to print (inclusive)', revision)
    .option('--backwards', 'newest first')
    .option('--limit <n>', 'at most n events', positiveInteger);
  return withFormat(withDatabase(command)).action((streamId: string, options: ReadOptions) =>
    withSession(options, async ({ session, out, format }) => {
      const events = await session.store.readStream(streamId, {
        direction: options.backwards ? 'backwards' : 'forwards',
        fromRevision: options.from,
        maxCount: options.limit,
      });
      const print = eventPrinter(out, format);
      for (const event of events) await print(event);
    }),
  );
}

/** Prints events one by one, with a header first in table form. Shared with `log`. */
export function eventPrinter(out: Output, format: Format): (event: RecordedEvent) => Promise<void> {
  let headed = false;
  return async (event) => {
    if (format === 'jsonl') return out.line(toJsonLine(eventRecord(event)));
    if (!headed) await out.line(fixedLine(EVENT_HEADER, out.width));
    headed = true;
    await out.line(fixedLine(eventRow(event), out.width));
  };
}
