import type { SqlExecutor } from '@lomo/database';
import { mainThreadStreamId } from '@lomo/contracts';
import type { DeletionLeftover } from './deletion-leftovers';

/** How a leftover of the thread is reported: never the user id, which the receipt no longer holds. */
export const ERASED_THREAD = "the erased person's main thread";

const tableExists = async (sql: SqlExecutor, schema: string, table: string) =>
  (
    await sql.query(`select 1 from information_schema.tables where table_schema = $1 and table_name = $2`, [
      schema,
      table,
    ])
  ).rows.length > 0;

/**
 * What is left of an erased person's main thread (ADR 0057). On a sealed log a word scan of
 * `lomo_events` proves nothing (the words are ciphertext there, before and after), so this
 * checks the thread itself: it must be purged (its stream a tombstone, no row of it left in the
 * log) and its data key destroyed. The receipt names the person by hash only; the thread is
 * found among the workspace's `main-*` streams by the same hash. A task receipt, an unknown one,
 * or a person who never wrote in the thread: nothing to check.
 */
export async function personThreadLeftovers(sql: SqlExecutor, receiptId: string): Promise<DeletionLeftover[]> {
  if (!(await tableExists(sql, 'public', 'messaging_deletion_receipts'))) return [];
  const { rows } = await sql.query<{ workspace_id: string; kind: string; subject_sha256: string }>(
    `select workspace_id, kind, subject_sha256 from messaging_deletion_receipts where receipt_id = $1`,
    [receiptId],
  );
  const receipt = rows[0];
  if (receipt?.kind !== 'person' || !(await tableExists(sql, 'public', 'lomo_streams'))) return [];
  const { receiptSubjectKey } = await import('@lomo/messaging');
  const prefix = mainThreadStreamId(receipt.workspace_id, '');
  const streams = await sql.query<{ stream_id: string; deleted: boolean }>(
    `select stream_id, deleted from lomo_streams where left(stream_id, length($1)) = $1`,
    [prefix],
  );
  const thread = streams.rows.find(
    (s) => receiptSubjectKey('person', s.stream_id.slice(prefix.length)) === receipt.subject_sha256,
  );
  if (!thread) return [];
  const found: DeletionLeftover[] = [];
  const left = (table: string, column: string, n: number) => {
    if (n > 0) found.push({ needle: ERASED_THREAD, table, column, rows: n });
  };
  left('lomo_streams', 'deleted', thread.deleted ? 0 : 1);
  const events = await sql.query<{ n: number }>(`select count(*)::int as n from lomo_events where stream_id = $1`, [
    thread.stream_id,
  ]);
  left('lomo_events', 'stream_id', events.rows[0].n);
  // The key store may be a database of its own (ADR 0050): then its own audit says whether the key is gone.
  if (await tableExists(sql, 'lomo_keys', 'event_data_keys')) {
    const keys = await sql.query<{ n: number }>(
      `select count(*)::int as n from lomo_keys.event_data_keys where owner = $1`,
      [thread.stream_id],
    );
    left('lomo_keys.event_data_keys', 'owner', keys.rows[0].n);
  }
  return found;
}
