import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Clock } from '@lomo/clock';
import { runMigrations, type SqlClient } from '@lomo/database';
import {
  type ApiCaller,
  type BillingApi,
  isApiError,
  type TaskCardView,
  type TaskRuntimeApi,
  type WorkspaceApi,
} from '@lomo/service-api';
import { deleteTaskWithReceipt } from './delete-task';
import {
  expiredTasks,
  type RetentionPolicy,
  type RetentionScope,
  skeletonOf,
  type TaskSkeleton,
} from './retention.policy';

const MIGRATIONS = [
  `create table gateway_retention (
     workspace_id text primary key,
     days integer not null,
     updated_at timestamptz not null default now()
   );`,
  // ADR 0057: a retention may delete only the content; the skeleton of each such task stays.
  `alter table gateway_retention add column scope text not null default 'task';
   create table gateway_task_skeletons (
     workspace_id text not null,
     task_id      text not null,
     skeleton     jsonb not null,
     primary key (workspace_id, task_id)
   );`,
];

/** How often the sweeper looks for expired tasks. */
const SWEEP_MS = 15 * 60_000;
/** Cards read per workspace and sweep (the list has no cursor; the oldest wait for the next sweep). */
const PAGE = 10_000;

/** Retention settings per workspace (`PUT /v1/settings/retention`). */
export class RetentionPolicies {
  private ready?: Promise<void>;
  constructor(private readonly sql: SqlClient) {}

  migrate(): Promise<void> {
    this.ready ??= this.sql.transaction((tx) => runMigrations(tx, 'gateway-retention', MIGRATIONS));
    return this.ready;
  }

  async get(workspaceId: string): Promise<{ days: number | null; scope: RetentionScope }> {
    await this.migrate();
    const { rows } = await this.sql.query<{ days: number; scope: RetentionScope }>(
      `select days, scope from gateway_retention where workspace_id = $1`,
      [workspaceId],
    );
    return rows[0] ? { days: Number(rows[0].days), scope: rows[0].scope } : { days: null, scope: 'task' };
  }

  /** Sets the workspace's retention; `days: null` keeps tasks for ever. */
  async set(workspaceId: string, days: number | null, scope: RetentionScope = 'task'): Promise<void> {
    await this.migrate();
    if (days === null) await this.sql.query(`delete from gateway_retention where workspace_id = $1`, [workspaceId]);
    else
      await this.sql.query(
        `insert into gateway_retention (workspace_id, days, scope) values ($1, $2, $3)
         on conflict (workspace_id) do update set days = excluded.days, scope = excluded.scope, updated_at = now()`,
        [workspaceId, days, scope],
      );
  }

  /** Keeps what stays of a task whose content goes (idempotent: a later sweep's replaces it). */
  async keepSkeleton(workspaceId: string, skeleton: TaskSkeleton): Promise<void> {
    await this.migrate();
    await this.sql.query(
      `insert into gateway_task_skeletons (workspace_id, task_id, skeleton) values ($1, $2, $3)
       on conflict (workspace_id, task_id) do update set skeleton = excluded.skeleton`,
      [workspaceId, skeleton.taskId, JSON.stringify(skeleton)],
    );
  }

  /** The skeleton of a task whose content a retention deleted, if it is one. */
  async skeleton(workspaceId: string, taskId: string): Promise<TaskSkeleton | undefined> {
    await this.migrate();
    const { rows } = await this.sql.query<{ skeleton: TaskSkeleton | string }>(
      `select skeleton from gateway_task_skeletons where workspace_id = $1 and task_id = $2`,
      [workspaceId, taskId],
    );
    const found = rows[0]?.skeleton;
    return typeof found === 'string' ? (JSON.parse(found) as TaskSkeleton) : found;
  }

  async all(): Promise<RetentionPolicy[]> {
    await this.migrate();
    const { rows } = await this.sql.query<{ workspace_id: string; days: number; scope: RetentionScope }>(
      `select workspace_id, days, scope from gateway_retention`,
    );
    return rows.map((r) => ({ workspaceId: r.workspace_id, days: Number(r.days), scope: r.scope }));
  }
}

/** What a content-only retention reaches besides the task: its cost (billing) and its images (workspace). */
export interface ContentPorts {
  billing?: BillingApi;
  workspace?: WorkspaceApi;
}

/**
 * Deletes the tasks each workspace's retention expired, through the same cascade and receipts
 * as `DELETE /v1/tasks/{id}` (ADR 0051), as the `retention` actor. Time is the injected clock's.
 * With `scope: 'content'` (ADR 0057) the task's skeleton is kept first (`skeletonOf`: id, dates,
 * status, cost — from the card and billing's ledger) and the objects its jobs made are
 * deleted (its images: a task's deletion alone keeps them); the cascade then drops its words
 * and the memories derived from it. A step that fails leaves the task for the next sweep.
 * Several gateway replicas may sweep at once: every step is idempotent.
 */
export class RetentionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly policies: RetentionPolicies,
    private readonly sql: SqlClient,
    private readonly clock: Clock,
    private readonly runtime?: TaskRuntimeApi,
    private readonly content: ContentPorts = {},
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One sweep at the clock's now; resolves to the ids of the tasks it deleted. */
  async sweep(): Promise<string[]> {
    if (!this.runtime) return [];
    const deleted: string[] = [];
    for (const policy of await this.policies.all()) {
      const caller = { workspaceId: policy.workspaceId, userId: 'retention' };
      const cards = await this.runtime.listTasks(caller, { limit: PAGE });
      for (const taskId of expiredTasks(cards, policy, this.clock.now())) {
        if (policy.scope === 'content')
          await this.keepOnlySkeleton(
            caller,
            cards.find((c) => c.taskId === taskId)!,
          );
        await deleteTaskWithReceipt(this.runtime, this.sql, caller, taskId, this.clock.now());
        deleted.push(taskId);
      }
    }
    return deleted;
  }

  private async keepOnlySkeleton(caller: ApiCaller, card: TaskCardView): Promise<void> {
    const { billing, workspace } = this.content;
    // Without the ledger the skeleton would say "cost nothing"; without the workspace, images would stay.
    if (!billing || !workspace) throw new Error('content-only retention needs billing and workspace');
    const ledger = await billing.ledger(caller, { taskId: card.taskId });
    await this.policies.keepSkeleton(caller.workspaceId, skeletonOf(card, ledger, this.clock.now()));
    // Its images: the objects its jobs made. An object it only linked (an upload, a teammate's) is not its content.
    for (const { objectId } of card.artifacts.filter((a) => a.jobId))
      await workspace
        .deleteObject(caller, objectId, { confirmationId: `retention:${card.taskId}` })
        .catch((error: unknown) => {
          if (!(isApiError(error) && error.kind === 'not_found')) throw error;
        });
  }
}
