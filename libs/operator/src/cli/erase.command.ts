import { Command } from 'commander';
import { withDatabase, withFormat, withSession, type PrintOptions } from './command-kit';
import { CliError, EXIT } from './exit-codes';
import { alignedLines, toJsonLine, type Output, type Format } from './output';

interface EraseOptions extends PrintOptions {
  workspace: string;
}

const USER_ID = /^[\x21-\x7e]{1,200}$/;

/**
 * `lomo erase user <userId>` (ADR 0051): records the erasure of any person of a workspace —
 * every task they created, their memories and profile, credentials, stored responses and API
 * keys — and prints its receipt. The platform's gateway runs it (within seconds on a server
 * database; on the embedded one, when the platform starts, since the CLI holds the data dir
 * meanwhile). Asking again prints the same receipt, as it stands. `lomo erase receipt <id>`
 * prints a receipt. Exit codes: 0 done; 65 some service still pending or failing; 66 no such
 * receipt; 64 bad id.
 */
export function eraseCommand(): Command {
  const user = new Command('user')
    .description('erase a person: record the erasure and print its receipt (exit 0 done, 65 not finished yet)')
    .argument('<userId>', 'the person to erase')
    .requiredOption('--workspace <id>', 'their workspace');
  withFormat(withDatabase(user)).action(async (userId: string, options: EraseOptions) => {
    if (!USER_ID.test(userId) || !USER_ID.test(options.workspace))
      throw new CliError(EXIT.usage, 'user and workspace ids are 1–200 visible ASCII characters');
    await withSession(options, async ({ session, out, format }) => {
      const { openReceipt, readDeletionReceipt } = await import('@lomo/messaging');
      const { receiptId } = await openReceipt(session.sql, {
        workspaceId: options.workspace,
        kind: 'person',
        subject: userId,
        at: new Date().toISOString(),
      });
      await printReceipt((await readDeletionReceipt(session.sql, receiptId))!, out, format);
    });
  });
  const receipt = new Command('receipt').description('print a deletion receipt').argument('<receiptId>');
  withFormat(withDatabase(receipt)).action(async (receiptId: string, options: PrintOptions) => {
    await withSession(options, async ({ session, out, format }) => {
      const { readDeletionReceipt } = await import('@lomo/messaging');
      const found = await readDeletionReceipt(session.sql, receiptId);
      if (!found) throw new CliError(EXIT.notFound, `no deletion receipt ${receiptId}`);
      await printReceipt(found, out, format);
    });
  });
  return new Command('erase')
    .description("erase a person's data, and read deletion receipts")
    .addCommand(user)
    .addCommand(receipt);
}

/** One row per service, the receipt's id and state on stderr; exit 65 until every service is done. */
async function printReceipt(
  receipt: import('@lomo/messaging').DeletionReceiptView,
  out: Output,
  format: Format,
): Promise<void> {
  if (format === 'jsonl') await out.line(toJsonLine(receipt));
  else
    for (const line of alignedLines(
      ['SERVICE', 'STATE', 'REASON', 'FINISHED'],
      receipt.services.map((s) => [s.service, s.state, s.reason ?? '-', s.finishedAt ?? '-']),
    ))
      await out.line(line);
  process.stderr.write(`receipt ${receipt.id} (${receipt.kind}, ${receipt.tasks} task(s)): ${receipt.state}\n`);
  if (receipt.state !== 'done') throw new CliError(EXIT.leftovers, `erasure ${receipt.id} is ${receipt.state}`);
}
