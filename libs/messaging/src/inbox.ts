import { runMigrations, type SqlClient, type SqlExecutor } from '@lomo/database';
import type { HandlerContext, MessageHandler, ReceivedMessage } from './message-bus';

/**
 * The inbox makes an at-least-once consumer effectively-once: the `(consumer, message_id)`
 * row is inserted in the same transaction as the handler's effects, so a redelivered
 * message (after a crash, a rebalance or a retry) finds its row and does nothing. Position
 * in the array = migration version; append, never edit.
 */
export const INBOX_MIGRATIONS: readonly string[] = [
  `create table messaging_inbox (
    consumer text not null,
    message_id text not null,
    handled_at timestamptz not null default now(),
    primary key (consumer, message_id)
  );
  create index messaging_inbox_handled_at on messaging_inbox (handled_at);`,
];

/** Creates or upgrades the inbox table (idempotent; safe from several processes at once). */
export async function migrateInbox(sql: SqlClient): Promise<void> {
  await sql.transaction((tx) => runMigrations(tx, 'messaging', INBOX_MIGRATIONS));
}

/**
 * Runs `effect` in one transaction with the inbox row of `(consumer, messageId)`, unless that
 * row exists: resolves true when the effect ran, false for a duplicate. A concurrent
 * delivery of the same message waits on the row's key and then sees it, so two members in
 * a rebalance cannot both apply it. When `effect` throws nothing is recorded.
 */
export async function handleOnce(
  sql: SqlClient,
  consumer: string,
  messageId: string,
  effect: (tx: SqlExecutor) => Promise<void>,
): Promise<boolean> {
  return sql.transaction(async (tx) => {
    const { rows } = await tx.query(
      `insert into messaging_inbox (consumer, message_id) values ($1, $2) on conflict do nothing returning message_id`,
      [consumer, messageId],
    );
    if (rows.length === 0) return false;
    await effect(tx);
    return true;
  });
}

/** A handler whose effect goes through `handleOnce`, keyed on the message id. */
export function onceHandler<T>(
  sql: SqlClient,
  consumer: string,
  effect: (tx: SqlExecutor, message: ReceivedMessage<T>, context: HandlerContext) => Promise<void>,
): MessageHandler<T> {
  return async (message, context) => {
    await handleOnce(sql, consumer, message.id, (tx) => effect(tx, message, context));
  };
}

/** Deletes inbox rows older than `before`: redeliveries come within retention, so older rows are dead weight. */
export async function pruneInbox(sql: SqlClient, before: Date): Promise<number> {
  const { rows } = await sql.query(`delete from messaging_inbox where handled_at < $1 returning 1`, [
    before.toISOString(),
  ]);
  return rows.length;
}
