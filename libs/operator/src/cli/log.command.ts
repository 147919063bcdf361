import { Command } from 'commander';
import { LOG_START, type LogFilter, type LogPosition, type RecordedEvent } from '@lomo/event-store/core';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { CliError, EXIT } from './exit-codes';
import { collect, isoTime, position, positiveInteger } from './parse-options';
import { eventPrinter } from './read.command';

interface LogOptions extends PrintOptions {
  after?: LogPosition;
  type?: string[];
  category?: string[];
  workspace?: string;
  since?: Date;
  until?: Date;
  limit?: number;
  follow?: boolean;
}

/**
 * `lomo events log`: the global log in commit order from a position. Types and categories
 * are filtered by the database; workspace and time here, on each event read — so a time
 * window still reads the log from `--after` (pass a recent position to keep it short).
 */
export function logCommand(): Command {
  const command = new Command('log')
    .description('print the global log in commit order, optionally following live events')
    .option('--after <position>', 'start strictly after this position (<commit>-<prepare>)', position)
    .option('--type <type>', 'only these event types (repeatable, or comma-separated)', collect)
    .option('--category <category>', 'only these stream categories (repeatable, or comma-separated)', collect)
    .option('--workspace <id>', 'only events whose metadata.workspaceId is this')
    .option('--since <time>', 'only events recorded at or after this ISO-8601 time', isoTime)
    .option('--until <time>', 'only events recorded before this ISO-8601 time', isoTime)
    .option('--limit <n>', 'stop after n events', positiveInteger)
    .option('--follow', 'after the existing events, keep printing new ones until Ctrl-C (SIGINT) or SIGTERM');
  return withFormat(withDatabase(command)).action(async (options: LogOptions) => {
    if (options.follow && (await import('./connection')).resolveTarget(options.database).kind === 'embedded') {
      throw new CliError(
        EXIT.usage,
        '--follow needs a PostgreSQL server: nothing else can write to an embedded database while this command holds it',
      );
    }
    await withSession(options, async ({ session, out, format }) => {
      const print = eventPrinter(out, format);
      const matches = clientFilter(options);
      let printed = 0;
      let finish: (error?: unknown) => void = () => undefined;
      const finished = new Promise<void>(
        (resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())),
      );
      const subscription = session.store.subscribe({
        after: options.after ?? LOG_START,
        filter: serverFilter(options),
        onEvent: async (event) => {
          if (options.limit !== undefined && printed >= options.limit) return;
          if (!matches(event)) return;
          await print(event);
          if (++printed === options.limit) finish();
        },
        onCaughtUp: () => {
          if (!options.follow) return finish();
          process.stderr.write('lomo: following live events (Ctrl-C to stop)\n');
        },
      });
      const stopOnSignal = () => finish();
      process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
      subscription.done.then(() => finish(), finish);
      try {
        await finished;
      } finally {
        process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
        await subscription.stop();
      }
    });
  });
}

function serverFilter(options: LogOptions): LogFilter | undefined {
  if (!options.type && !options.category) return undefined;
  return { eventTypes: options.type, categories: options.category };
}

function clientFilter(options: LogOptions): (event: RecordedEvent) => boolean {
  return (event) =>
    (options.workspace === undefined || event.metadata.workspaceId === options.workspace) &&
    (options.since === undefined || event.recordedAt >= options.since) &&
    (options.until === undefined || event.recordedAt < options.until);
}
