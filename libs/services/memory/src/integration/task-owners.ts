import { runMigrations, type SqlClient, type SqlExecutor } from '@lomo/database';

/** Position = migration version; append, never edit. */
const MIGRATIONS: readonly string[] = [
  `create table memory_task_owners (
    workspace_id text not null,
    task_id text not null,
    user_id text not null,
    primary key (workspace_id, task_id)
  );`,
];

/**
 * Whose task is it: memory is per person, but a task's events and its agent's tool calls
 * name only the task. Filled from `TaskCreated` on the task topic.
 */
export class TaskOwners {
  constructor(private readonly sql: SqlClient) {}

  migrate(): Promise<void> {
    return this.sql.transaction((tx) => runMigrations(tx, 'memory', MIGRATIONS));
  }

  async record(tx: SqlExecutor, workspaceId: string, taskId: string, userId: string): Promise<void> {
    await tx.query(
      `insert into memory_task_owners (workspace_id, task_id, user_id) values ($1, $2, $3) on conflict do nothing`,
      [workspaceId, taskId, userId],
    );
  }

  /** A deleted task's owner row: the task is gone, so no tool call can name it again. */
  async forget(workspaceId: string, taskId: string): Promise<void> {
    await this.sql.query(`delete from memory_task_owners where workspace_id = $1 and task_id = $2`, [
      workspaceId,
      taskId,
    ]);
  }

  async userOf(workspaceId: string, taskId: string): Promise<string | undefined> {
    const { rows } = await this.sql.query<{ user_id: string }>(
      `select user_id from memory_task_owners where workspace_id = $1 and task_id = $2`,
      [workspaceId, taskId],
    );
    return rows[0]?.user_id;
  }
}
