import { Command, CommanderError } from 'commander';
import { describeFailure, EXIT } from './exit-codes';
import { auditCommand } from './audit.command';
import { eraseCommand } from './erase.command';
import { logCommand } from './log.command';
import { projectionsCommand } from './projections.command';
import { readCommand } from './read.command';
import { rebuildCommand } from './rebuild.command';
import { statsCommand } from './stats.command';
import { streamsCommand } from './streams.command';

/** The `lomo` command tree; `events` holds the replay tools for analysts. */
export function buildProgram(): Command {
  const events = new Command('events')
    .description('replay and inspect the event log')
    .addCommand(streamsCommand())
    .addCommand(readCommand())
    .addCommand(logCommand())
    .addCommand(statsCommand())
    .addCommand(projectionsCommand())
    .addCommand(rebuildCommand());
  const program = new Command('lomo')
    .description(
      'Lomo command line. Exit codes: 0 ok, 64 usage, 65 leftovers found (audit) or erasure not finished (erase), 66 stream or receipt not found, 67 no deletion recorded (audit), 69 database or a configured store unavailable, 70 defect, 75 embedded platform running, 78 bad configuration (audit).',
    )
    .addCommand(events)
    .addCommand(auditCommand())
    .addCommand(eraseCommand());
  // Usage errors end up as one "lomo: …" line (suggestion included) and exit 64, not commander's exit 1.
  const configure = (command: Command) => {
    command.exitOverride().configureOutput({
      outputError: (text, write) =>
        write(
          `lomo: ${text
            .replace(/^error: /, '')
            .trim()
            .replaceAll('\n', ' ')}\n`,
        ),
    });
    command.commands.forEach(configure);
  };
  configure(program);
  return program;
}

/** Runs the CLI on `argv` (without node and script); resolves to the exit code. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const failure = describeFailure(error);
    if (failure.message) process.stderr.write(`lomo: ${failure.message}\n`);
    if (failure.stack) process.stderr.write(`${failure.stack}\n`);
    return failure.exitCode;
  }
}
