import { createHash, randomUUID } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lomo/database';
import { newDataKey } from './envelope-crypto';

/** One task's data key: what its Kafka records are sealed with, and the pseudonym they are keyed by. */
export interface TaskKey {
  /** Random; never derived from the task id. Travels in the record's `shred-keys` header. */
  keyId: string;
  dek: Buffer;
  /** Random record key for the task's records, so the partition key does not name the task. */
  ref: string;
}

const MIGRATIONS = [
  `create table messaging_task_keys (
     key_id     text primary key,
     task_id    text not null unique,
     dek        bytea not null,
     ref        text not null,
     created_at timestamptz not null default now()
   );
   create table messaging_shredded_tasks (
     task_sha256 text primary key,
     shredded_at timestamptz not null default now()
   );`,
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const rowKey = (r: { key_id: string; dek: Uint8Array; ref: string }): TaskKey => ({
  keyId: r.key_id,
  dek: Buffer.from(r.dek),
  ref: r.ref,
});

/**
 * The key service of crypto-shredding (ADR 0023): one data key per task, in the deployment's
 * database, created on the task's first record and destroyed when every service has purged the
 * task. A destroyed task leaves only the SHA-256 of its id, so a late record about it is never
 * given a fresh key that nobody would destroy.
 */
export class TaskKeys {
  private ready?: Promise<void>;

  constructor(private readonly sql: SqlClient) {}

  migrate(): Promise<void> {
    this.ready ??= this.sql.transaction((tx) => runMigrations(tx, 'messaging-shredding', MIGRATIONS));
    return this.ready;
  }

  /** The task's key, created on first use; undefined once the task was shredded. */
  async keyFor(taskId: string): Promise<TaskKey | undefined> {
    await this.migrate();
    const existing = await this.sql.query<{ key_id: string; dek: Uint8Array; ref: string }>(
      `select key_id, dek, ref from messaging_task_keys where task_id = $1`,
      [taskId],
    );
    if (existing.rows[0]) return rowKey(existing.rows[0]);
    const shredded = await this.sql.query(`select 1 from messaging_shredded_tasks where task_sha256 = $1`, [
      sha256(taskId),
    ]);
    if (shredded.rows.length) return undefined;
    await this.sql.query(
      `insert into messaging_task_keys (key_id, task_id, dek, ref) values ($1, $2, $3, $4) on conflict (task_id) do nothing`,
      [randomUUID(), taskId, newDataKey(), randomUUID()],
    );
    return this.keyFor(taskId);
  }

  /** Keys by id, for opening records; a destroyed key is simply absent. */
  async byIds(keyIds: readonly string[]): Promise<Map<string, TaskKey>> {
    await this.migrate();
    const { rows } = await this.sql.query<{ key_id: string; dek: Uint8Array; ref: string }>(
      `select key_id, dek, ref from messaging_task_keys where key_id = any($1::text[])`,
      [[...keyIds]],
    );
    return new Map(rows.map((r) => [r.key_id, rowKey(r)]));
  }

  /** Keys of those of `ids` that are live tasks (a record naming a task it is not keyed by). */
  async liveAmong(ids: readonly string[]): Promise<Map<string, TaskKey>> {
    if (ids.length === 0) return new Map();
    await this.migrate();
    const { rows } = await this.sql.query<{ task_id: string; key_id: string; dek: Uint8Array; ref: string }>(
      `select task_id, key_id, dek, ref from messaging_task_keys where task_id = any($1::text[])`,
      [[...ids]],
    );
    return new Map(rows.map((r) => [r.task_id, rowKey(r)]));
  }

  /** Whether any of `ids` is a task whose key was destroyed. */
  async anyShredded(ids: readonly string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    await this.migrate();
    const { rows } = await this.sql.query(
      `select 1 from messaging_shredded_tasks where task_sha256 = any($1::text[]) limit 1`,
      [ids.map(sha256)],
    );
    return rows.length > 0;
  }

  /**
   * Destroys the task's key once every consumer in `consumers` has handled the deletion message
   * `messageId` (its inbox row exists): from then on no copy of its records can be read.
   * Safe to call from each consumer; the last one to finish destroys it.
   */
  async destroyWhenAllHandled(taskId: string, messageId: string, consumers: readonly string[]): Promise<boolean> {
    await this.migrate();
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `select count(distinct consumer)::int as n from messaging_inbox where message_id = $1 and consumer = any($2::text[])`,
        [messageId, [...consumers]],
      );
      if (rows[0].n < consumers.length) return false;
      await tx.query(`insert into messaging_shredded_tasks (task_sha256) values ($1) on conflict do nothing`, [
        sha256(taskId),
      ]);
      await tx.query(`delete from messaging_task_keys where task_id = $1`, [taskId]);
      return true;
    });
  }
}
