import { randomUUID } from 'node:crypto';
import { runMigrations, type SqlClient, type SqlExecutor } from '@lomo/database';
import { deletedTaskKey } from './deletion-steps';

/**
 * Deletion receipts (ADR 0051): one per task deletion or person erasure, opened by the gateway
 * (`DELETE /v1/tasks/{id}`, `DELETE /v1/users/me`) or by the operator (`lomo erase user`).
 * Here, in the messaging library beside the steps they are read with, because both the
 * gateway and the operator CLI write them and a shared library may not import a service.
 * A receipt names its subject by SHA-256 only; a person erasure keeps the user id in
 * `pending_user` just until its own steps are done, since the worker needs it.
 */
const MIGRATIONS = [
  `create table messaging_deletion_receipts (
     receipt_id     text primary key,
     workspace_id   text not null,
     kind           text not null,
     subject_sha256 text not null,
     requested_at   timestamptz not null,
     pending_user   text,
     claimed_until  timestamptz,
     unique (workspace_id, kind, subject_sha256)
   );
   create table messaging_deletion_receipt_tasks (
     receipt_id  text not null,
     task_sha256 text not null,
     primary key (receipt_id, task_sha256)
   );
   create table messaging_deletion_receipt_steps (
     receipt_id text not null,
     step       text not null,
     state      text not null,
     reason     text,
     updated_at timestamptz not null default now(),
     primary key (receipt_id, step)
   );`,
];

export type ReceiptKind = 'task' | 'person';

/** A receipt as stored: what was asked, when, and the tasks it waits on. */
export interface StoredReceipt {
  receiptId: string;
  workspaceId: string;
  kind: ReceiptKind;
  requestedAt: string;
  taskKeys: string[];
  /** Steps the requester itself runs (the task stream's purge; a person's keys, memories…). */
  steps: Array<{ step: string; state: 'pending' | 'done' | 'failed'; reason?: string; updatedAt: string }>;
}

const ready = new WeakMap<SqlClient, Promise<void>>();

/** Creates the receipt tables once per client. */
export function migrateDeletionReceipts(sql: SqlClient): Promise<void> {
  const done = ready.get(sql) ?? sql.transaction((tx) => runMigrations(tx, 'messaging-deletion-receipts', MIGRATIONS));
  ready.set(sql, done);
  return done;
}

/** How a receipt names its subject: the SHA-256 of `kind:subject` (the audit finds an erased person's thread by it). */
export const receiptSubjectKey = (kind: ReceiptKind, subject: string) => deletedTaskKey(`${kind}:${subject}`);

/**
 * The receipt of deleting `subject` (a task id, a user id) in a workspace: the existing one
 * when it was asked before (deleting twice returns the same receipt), else a new one with a
 * random id. `created` says which.
 */
export async function openReceipt(
  sql: SqlClient,
  input: { workspaceId: string; kind: ReceiptKind; subject: string; at: string },
): Promise<{ receiptId: string; created: boolean }> {
  await migrateDeletionReceipts(sql);
  const key = receiptSubjectKey(input.kind, input.subject);
  const inserted = await sql.query<{ receipt_id: string }>(
    `insert into messaging_deletion_receipts (receipt_id, workspace_id, kind, subject_sha256, requested_at, pending_user)
     values ($1, $2, $3, $4, $5, $6) on conflict (workspace_id, kind, subject_sha256) do nothing returning receipt_id`,
    [randomUUID(), input.workspaceId, input.kind, key, input.at, input.kind === 'person' ? input.subject : null],
  );
  if (inserted.rows.length) return { receiptId: inserted.rows[0].receipt_id, created: true };
  return { receiptId: (await findReceipt(sql, input))!, created: false };
}

/** The id of the receipt of deleting `subject`, if one was opened. */
export async function findReceipt(
  sql: SqlClient,
  input: { workspaceId: string; kind: ReceiptKind; subject: string },
): Promise<string | undefined> {
  await migrateDeletionReceipts(sql);
  const { rows } = await sql.query<{ receipt_id: string }>(
    `select receipt_id from messaging_deletion_receipts where workspace_id = $1 and kind = $2 and subject_sha256 = $3`,
    [input.workspaceId, input.kind, receiptSubjectKey(input.kind, input.subject)],
  );
  return rows[0]?.receipt_id;
}

/** Adds tasks whose cascade the receipt waits on (by key; idempotent). */
export async function addReceiptTasks(sql: SqlClient, receiptId: string, taskIds: readonly string[]): Promise<void> {
  for (const taskId of taskIds)
    await sql.query(
      `insert into messaging_deletion_receipt_tasks (receipt_id, task_sha256) values ($1, $2) on conflict do nothing`,
      [receiptId, deletedTaskKey(taskId)],
    );
}

/** Records one of the requester's own steps; `done` is final. */
export async function recordReceiptStep(
  sql: SqlClient,
  receiptId: string,
  step: string,
  outcome: { state: 'pending' | 'done' } | { state: 'failed'; reason: string },
): Promise<void> {
  await sql.query(
    `insert into messaging_deletion_receipt_steps (receipt_id, step, state, reason) values ($1, $2, $3, $4)
     on conflict (receipt_id, step) do update set state = excluded.state, reason = excluded.reason, updated_at = now()
       where messaging_deletion_receipt_steps.state <> 'done'`,
    [receiptId, step, outcome.state, outcome.state === 'failed' ? outcome.reason : null],
  );
}

/** The receipt, or undefined for an unknown id (read only: a database without receipts has none). */
export async function loadReceipt(sql: SqlExecutor, receiptId: string): Promise<StoredReceipt | undefined> {
  const exists = await sql.query(
    `select 1 from information_schema.tables where table_name = 'messaging_deletion_receipts'`,
  );
  if (exists.rows.length === 0) return undefined;
  const { rows } = await sql.query<{ workspace_id: string; kind: ReceiptKind; requested_at: Date | string }>(
    `select workspace_id, kind, requested_at from messaging_deletion_receipts where receipt_id = $1`,
    [receiptId],
  );
  if (!rows[0]) return undefined;
  const tasks = await sql.query<{ task_sha256: string }>(
    `select task_sha256 from messaging_deletion_receipt_tasks where receipt_id = $1`,
    [receiptId],
  );
  const steps = await sql.query<{
    step: string;
    state: 'pending' | 'done' | 'failed';
    reason: string | null;
    updated_at: Date | string;
  }>(
    `select step, state, reason, updated_at from messaging_deletion_receipt_steps where receipt_id = $1 order by step`,
    [receiptId],
  );
  return {
    receiptId,
    workspaceId: rows[0].workspace_id,
    kind: rows[0].kind,
    requestedAt: new Date(rows[0].requested_at).toISOString(),
    taskKeys: tasks.rows.map((t) => t.task_sha256),
    steps: steps.rows.map((s) => ({
      step: s.step,
      state: s.state,
      ...(s.reason ? { reason: s.reason } : {}),
      updatedAt: new Date(s.updated_at).toISOString(),
    })),
  };
}

/**
 * Takes one person erasure whose own steps are not finished and that no worker holds (a
 * lease until `now + leaseMs`, so a crashed worker's erasure is taken over).
 */
export async function claimPersonErasure(
  sql: SqlExecutor,
  now: Date,
  leaseMs: number,
): Promise<{ receiptId: string; workspaceId: string; userId: string } | undefined> {
  const { rows } = await sql.query<{ receipt_id: string; workspace_id: string; pending_user: string }>(
    `update messaging_deletion_receipts set claimed_until = $2
      where receipt_id = (select receipt_id from messaging_deletion_receipts
                           where pending_user is not null and (claimed_until is null or claimed_until < $1)
                           order by requested_at limit 1 for update skip locked)
      returning receipt_id, workspace_id, pending_user`,
    [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString()],
  );
  const row = rows[0];
  return row && { receiptId: row.receipt_id, workspaceId: row.workspace_id, userId: row.pending_user };
}

/** The erasure's own steps are done: the user id leaves the receipt. */
export async function finishPersonErasure(sql: SqlClient, receiptId: string): Promise<void> {
  await sql.query(
    `update messaging_deletion_receipts set pending_user = null, claimed_until = null where receipt_id = $1`,
    [receiptId],
  );
}

/** Lets another worker take the erasure at once (a step failed; it is retried). */
export async function releasePersonErasure(sql: SqlClient, receiptId: string, retryAt: Date): Promise<void> {
  await sql.query(`update messaging_deletion_receipts set claimed_until = $2 where receipt_id = $1`, [
    receiptId,
    retryAt.toISOString(),
  ]);
}
