import type { DeletionAudit } from '../audit/audit-deletion';
import { EXIT } from './exit-codes';
import { alignedLines, toJsonLine, type Format, type Output } from './output';

/** What the cascade still waits for, one row each. */
const waitsOf = ({ pending }: DeletionAudit) => [
  ...pending.services.map((service) => ({ pending: service, why: 'has not purged it yet' })),
  ...(pending.keyAlive ? [{ pending: 'data key', why: 'not destroyed yet: Kafka copies are still readable' }] : []),
];

/**
 * Prints what was found and what is pending on stdout (rows or JSON lines), and on stderr
 * which stores were read and which could not be.
 */
export async function printAudit(audit: DeletionAudit, out: Output, format: Format): Promise<void> {
  const { leftovers, stores } = audit;
  const waits = waitsOf(audit);
  if (format === 'jsonl') {
    for (const row of [...leftovers, ...stores, ...waits]) await out.line(toJsonLine(row));
  } else {
    const rows = [
      ...leftovers.map((l) => [
        l.needle,
        `${l.table}.${l.column}`,
        String(l.rows),
        (l.categories ?? []).join(',') || '-',
      ]),
      ...stores.map((s) => [s.needle, `${s.store}:${s.where}`, String(s.rows), '-']),
    ];
    if (rows.length) for (const line of alignedLines(['FOUND', 'WHERE', 'ROWS', 'STREAMS'], rows)) await out.line(line);
    if (waits.length)
      for (const line of alignedLines(
        ['PENDING', 'WHY'],
        waits.map((w) => [w.pending, w.why]),
      ))
        await out.line(line);
  }
  const scanned = ['database', ...audit.scanned.map((s) => `${s.store} ${s.where}`)];
  process.stderr.write(`scanned: ${scanned.join('; ')}\n`);
  for (const f of audit.failed) process.stderr.write(`not scanned: ${f.store} ${f.where}: ${f.reason}\n`);
}

/**
 * The exit code and message of an audit, or none when it is clean. A missing deletion comes
 * first (everything else follows from it), then what was found or is pending (a fact,
 * whatever the unread stores hold), then the stores that could not be read.
 */
export function verdict(subject: string, audit: DeletionAudit): { exitCode: number; message: string } | undefined {
  if (audit.pending.notDeleted) return { exitCode: EXIT.notDeleted, message: `no deletion of ${subject} is recorded` };
  const found = audit.leftovers.length + audit.stores.length;
  const waits = waitsOf(audit);
  const unread = audit.failed.length ? [`${audit.failed.map((f) => f.store).join(', ')} could not be scanned`] : [];
  if (found || waits.length) {
    const parts = [
      found && `${found} place(s) still hold ${subject} or its words`,
      waits.length && `waiting for ${waits.map((w) => w.pending).join(', ')}`,
      ...unread,
    ].filter(Boolean);
    return { exitCode: EXIT.leftovers, message: parts.join('; ') };
  }
  if (unread.length) return { exitCode: EXIT.unavailable, message: unread[0] };
  return undefined;
}
