import { createHash } from 'node:crypto';
import { runMigrations, type SqlClient, type SqlExecutor } from '@lomo/database';

/**
 * Each service's outcome of a task's deletion, the record a deletion receipt is built from
 * (ADR 0051). Keyed by the SHA-256 of the task id, like `messaging_shredded_tasks`: a receipt
 * must outlive the task without naming it. A reason is the error's name or code only — an
 * error message may quote a stream id or a word of the task.
 */
const MIGRATIONS = [
  `create table messaging_deletion_steps (
     task_sha256 text not null,
     consumer    text not null,
     state       text not null,
     reason      text,
     attempts    integer not null default 1,
     updated_at  timestamptz not null default now(),
     primary key (task_sha256, consumer)
   );`,
];

/** The key a deleted task is known by once it is gone. */
export const deletedTaskKey = (taskId: string) => createHash('sha256').update(taskId).digest('hex');

/** Where one service stands with one task's deletion. */
export interface DeletionStep {
  taskKey: string;
  consumer: string;
  /** `failed`: the last attempt threw; the bus retries it (and a dead-lettered one stays failed). */
  state: 'done' | 'failed';
  reason?: string;
  attempts: number;
  updatedAt: string;
}

const ready = new WeakMap<SqlClient, Promise<void>>();

/** Creates the steps table once per client (idempotent; safe from several processes at once). */
export function migrateDeletionSteps(sql: SqlClient): Promise<void> {
  const done = ready.get(sql) ?? sql.transaction((tx) => runMigrations(tx, 'messaging-deletion-steps', MIGRATIONS));
  ready.set(sql, done);
  return done;
}

/** A name that says what failed without quoting what it failed on. */
export function failureReason(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  const name = error instanceof Error ? error.constructor.name || error.name : typeof error;
  return typeof code === 'string' && /^[\w.-]{1,40}$/.test(code) ? `${name} (${code})` : name;
}

/** Records a service's outcome for a deleted task; a later success replaces a failure. */
export async function recordDeletionStep(
  sql: SqlClient,
  taskId: string,
  consumer: string,
  outcome: { state: 'done' } | { state: 'failed'; reason: string },
): Promise<void> {
  await migrateDeletionSteps(sql);
  const reason = outcome.state === 'failed' ? outcome.reason : null;
  await sql.query(
    `insert into messaging_deletion_steps (task_sha256, consumer, state, reason) values ($1, $2, $3, $4)
     on conflict (task_sha256, consumer) do update
       set state = excluded.state, reason = excluded.reason, updated_at = now(),
           attempts = messaging_deletion_steps.attempts + 1
       where messaging_deletion_steps.state <> 'done'`,
    [deletedTaskKey(taskId), consumer, outcome.state, reason],
  );
}

/** The steps recorded for the given task keys (any service), for a receipt. */
export async function deletionSteps(sql: SqlExecutor, taskKeys: readonly string[]): Promise<DeletionStep[]> {
  if (taskKeys.length === 0) return [];
  const exists = await sql.query(
    `select 1 from information_schema.tables where table_name = 'messaging_deletion_steps'`,
  );
  if (exists.rows.length === 0) return [];
  const { rows } = await sql.query<{
    task_sha256: string;
    consumer: string;
    state: 'done' | 'failed';
    reason: string | null;
    attempts: number;
    updated_at: Date | string;
  }>(
    `select task_sha256, consumer, state, reason, attempts, updated_at from messaging_deletion_steps
      where task_sha256 = any($1::text[])`,
    [taskKeys],
  );
  return rows.map((r) => ({
    taskKey: r.task_sha256,
    consumer: r.consumer,
    state: r.state,
    ...(r.reason ? { reason: r.reason } : {}),
    attempts: Number(r.attempts),
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

/** The task keys among `taskKeys` whose Kafka data key is destroyed (ADR 0023). */
export async function shreddedTaskKeys(sql: SqlExecutor, taskKeys: readonly string[]): Promise<Set<string>> {
  if (taskKeys.length === 0) return new Set();
  const exists = await sql.query(
    `select 1 from information_schema.tables where table_name = 'messaging_shredded_tasks'`,
  );
  if (exists.rows.length === 0) return new Set();
  const { rows } = await sql.query<{ task_sha256: string }>(
    `select task_sha256 from messaging_shredded_tasks where task_sha256 = any($1::text[])`,
    [taskKeys],
  );
  return new Set(rows.map((r) => r.task_sha256));
}
