import { type Command, Option } from 'commander';
import type { Session } from './connection';
import { defaultFormat, FORMATS, Output, type Format } from './output';

/** Options every command that opens the database takes. */
export interface DatabaseOptions {
  database?: string;
}

/** Options every printing command takes. */
export interface PrintOptions extends DatabaseOptions {
  format?: Format;
}

/** Adds `--database`. */
export function withDatabase(command: Command): Command {
  return command.option(
    '--database <url|dir>',
    "postgres:// URL or PGlite data dir (default: $DATABASE_URL, else the embedded platform's .lomo/pglite)",
  );
}

/** Adds `--format table|jsonl`. */
export function withFormat(command: Command): Command {
  return command.addOption(
    new Option('--format <format>', 'output format (default: table on a terminal, jsonl when piped)').choices(FORMATS),
  );
}

/** What a command body gets: the open session, where to print, and how. */
export interface CommandContext {
  session: Session;
  out: Output;
  format: Format;
}

let output: Output | undefined;

/**
 * Runs a command body against the database named by the options, closing it afterwards
 * whatever happens — for PGlite, closing is what releases the data dir to the platform.
 */
export async function withSession(
  options: PrintOptions,
  body: (context: CommandContext) => Promise<void>,
): Promise<void> {
  // Loaded on use: the database drivers and platform libraries take a second or two to
  // load, which `--help` and usage errors need not pay.
  const { openSession, resolveTarget } = await import('./connection');
  const target = resolveTarget(options.database);
  const session = await openSession(target);
  output ??= new Output();
  try {
    await body({ session, out: output, format: options.format ?? defaultFormat() });
  } finally {
    await session.close();
  }
}
