import { Command } from 'commander';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { CliError, EXIT } from './exit-codes';
import { alignedLines, toJsonLine } from './output';

interface AuditOptions extends PrintOptions {
  text?: string[];
}

/**
 * `lomo audit deletion <taskId>`: after a deletion, scans every table of the
 * database — event log, projections, idempotency records, search documents, blob metadata —
 * for the task's id and for the words given (the store no longer knows them), and exits
 * `dataerr` listing every leftover; the id in tombstones is allowed (ADR 0018).
 */
export function auditCommand(): Command {
  const deletion = new Command('deletion')
    .description("scan every table for a deleted task's id (tombstones aside) and words; exit 65 listing leftovers")
    .argument('<taskId>', 'the deleted task')
    .option('--text <words...>', 'words of the task to look for too (its brief, a distinctive word)');
  withFormat(withDatabase(deletion)).action((taskId: string, options: AuditOptions) =>
    withSession(options, async ({ session, out, format }) => {
      const { deletionLeftovers } = await import('../audit/deletion-leftovers');
      const leftovers = await deletionLeftovers(session.sql, { taskId, words: options.text });
      if (format === 'jsonl') for (const l of leftovers) await out.line(toJsonLine(l));
      else if (leftovers.length) {
        const rows = leftovers.map((l) => [
          l.needle,
          `${l.table}.${l.column}`,
          String(l.rows),
          (l.categories ?? []).join(',') || '-',
        ]);
        for (const line of alignedLines(['FOUND', 'WHERE', 'ROWS', 'STREAMS'], rows)) await out.line(line);
      }
      if (leftovers.length)
        throw new CliError(EXIT.leftovers, `${leftovers.length} place(s) still hold task ${taskId} or its words`);
    }),
  );
  return new Command('audit').description('check what the platform still holds').addCommand(deletion);
}
