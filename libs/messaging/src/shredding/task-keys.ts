import { createHash, randomUUID } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lomo/database';
import type { KeyWrapper } from '@lomo/event-store/sql';
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
  // ADR 0050: keys wrapped by the KEK (kek_id names it); null = a key stored before, in clear.
  `alter table messaging_task_keys add column kek_id text;`,
];

interface KeyRow extends Record<string, unknown> {
  key_id: string;
  task_id: string;
  dek: Uint8Array;
  ref: string;
  kek_id: string | null;
}
const COLUMNS = 'key_id, task_id, dek, ref, kek_id';
/** What a task key is wrapped under: apart from the event log's keys and the vault's workspace keys. */
const wrapContext = (taskId: string, keyId: string) => `lomo-messaging:task-key:v1:${taskId}:${keyId}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The key service of crypto-shredding (ADR 0023): one data key per task, in the deployment's
 * database, created on the task's first record and destroyed when every service has purged the
 * task. A destroyed task leaves only the SHA-256 of its id, so a late record about it is never
 * given a fresh key that nobody would destroy.
 */
export class TaskKeys {
  private ready?: Promise<void>;

  /**
   * `kek`: the deployment's key-encryption key ring (the vault's `KekRing`, ADR 0050): every new
   * key is stored wrapped, and `rewrap` moves older ones (in clear, or under a previous KEK)
   * under it. Without it keys are stored in clear, as before — what only destroying them needs.
   */
  constructor(
    private readonly sql: SqlClient,
    private readonly kek?: KeyWrapper,
  ) {}

  migrate(): Promise<void> {
    this.ready ??= this.sql.transaction((tx) => runMigrations(tx, 'messaging-shredding', MIGRATIONS));
    return this.ready;
  }

  /** The task's key, created on first use; undefined once the task was shredded. */
  async keyFor(taskId: string): Promise<TaskKey | undefined> {
    await this.migrate();
    const existing = await this.sql.query<KeyRow>(`select ${COLUMNS} from messaging_task_keys where task_id = $1`, [
      taskId,
    ]);
    if (existing.rows[0]) return this.rowKey(existing.rows[0]);
    const shredded = await this.sql.query(`select 1 from messaging_shredded_tasks where task_sha256 = $1`, [
      sha256(taskId),
    ]);
    if (shredded.rows.length) return undefined;
    const keyId = randomUUID();
    const { kekId, stored } = this.store(taskId, keyId, newDataKey());
    await this.sql.query(
      `insert into messaging_task_keys (key_id, task_id, dek, ref, kek_id) values ($1, $2, $3, $4, $5)
       on conflict (task_id) do nothing`,
      [keyId, taskId, stored, randomUUID(), kekId],
    );
    return this.keyFor(taskId);
  }

  /** Keys by id, for opening records; a destroyed key is simply absent. */
  async byIds(keyIds: readonly string[]): Promise<Map<string, TaskKey>> {
    await this.migrate();
    const { rows } = await this.sql.query<KeyRow>(
      `select ${COLUMNS} from messaging_task_keys where key_id = any($1::text[])`,
      [[...keyIds]],
    );
    return new Map(rows.map((r) => [r.key_id, this.rowKey(r)]));
  }

  /** Keys of those of `ids` that are live tasks (a record naming a task it is not keyed by). */
  async liveAmong(ids: readonly string[]): Promise<Map<string, TaskKey>> {
    if (ids.length === 0) return new Map();
    await this.migrate();
    const { rows } = await this.sql.query<KeyRow>(
      `select ${COLUMNS} from messaging_task_keys where task_id = any($1::text[])`,
      [[...ids]],
    );
    return new Map(rows.map((r) => [r.task_id, this.rowKey(r)]));
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

  /**
   * Moves every key not under the primary KEK (stored in clear before ADR 0050, or under a
   * previous KEK during a rotation) under it. Safe in every process at once: each update applies
   * only while the row is still as it was read. @returns how many keys this call re-wrapped
   */
  async rewrap(): Promise<number> {
    if (!this.kek) return 0;
    await this.migrate();
    const { rows } = await this.sql.query<KeyRow>(
      `select ${COLUMNS} from messaging_task_keys where kek_id is distinct from $1`,
      [this.kek.primary.id],
    );
    let count = 0;
    for (const row of rows) {
      // A key under a KEK this process does not hold (another deployment's, sharing the database) stays as it is.
      const dek = (() => {
        try {
          return this.rowKey(row).dek;
        } catch {
          return undefined;
        }
      })();
      if (!dek) continue;
      const { kekId, stored } = this.store(row.task_id, row.key_id, dek);
      const { rows: updated } = await this.sql.query(
        `update messaging_task_keys set dek = $1, kek_id = $2 where key_id = $3 and kek_id is not distinct from $4
         returning key_id`,
        [stored, kekId, row.key_id, row.kek_id],
      );
      count += updated.length;
    }
    return count;
  }

  /** The key as stored: wrapped by the primary KEK when one is held. */
  private store(taskId: string, keyId: string, dek: Buffer): { kekId: string | null; stored: Buffer } {
    if (!this.kek) return { kekId: null, stored: dek };
    const { kekId, wrapped } = this.kek.wrap(dek, wrapContext(taskId, keyId));
    return { kekId, stored: wrapped };
  }

  /** @throws when the key is wrapped and this process holds no KEK that opens it */
  private rowKey(row: KeyRow): TaskKey {
    const stored = Buffer.from(row.dek);
    if (row.kek_id !== null && !this.kek)
      throw new Error(`task key ${row.key_id} is wrapped by KEK ${row.kek_id}; this process holds no KEK (VAULT_KEK)`);
    const dek =
      row.kek_id === null ? stored : this.kek!.unwrap(row.kek_id, stored, wrapContext(row.task_id, row.key_id));
    return { keyId: row.key_id, dek, ref: row.ref };
  }
}
