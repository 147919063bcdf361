import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Clock } from '@lomo/clock';
import { runMigrations, type SqlClient } from '@lomo/database';
import type { TaskRuntimeApi } from '@lomo/service-api';
import { deleteTaskWithReceipt } from './delete-task';
import { expiredTasks, type RetentionPolicy } from './retention.policy';

const MIGRATIONS = [
  `create table gateway_retention (
     workspace_id text primary key,
     days integer not null,
     updated_at timestamptz not null default now()
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

  async get(workspaceId: string): Promise<number | null> {
    await this.migrate();
    const { rows } = await this.sql.query<{ days: number }>(
      `select days from gateway_retention where workspace_id = $1`,
      [workspaceId],
    );
    return rows[0]?.days ?? null;
  }

  /** Sets the workspace's retention; `null` keeps tasks for ever. */
  async set(workspaceId: string, days: number | null): Promise<void> {
    await this.migrate();
    if (days === null) await this.sql.query(`delete from gateway_retention where workspace_id = $1`, [workspaceId]);
    else
      await this.sql.query(
        `insert into gateway_retention (workspace_id, days) values ($1, $2)
         on conflict (workspace_id) do update set days = excluded.days, updated_at = now()`,
        [workspaceId, days],
      );
  }

  async all(): Promise<RetentionPolicy[]> {
    await this.migrate();
    const { rows } = await this.sql.query<{ workspace_id: string; days: number }>(
      `select workspace_id, days from gateway_retention`,
    );
    return rows.map((r) => ({ workspaceId: r.workspace_id, days: Number(r.days) }));
  }
}

/**
 * Deletes the tasks each workspace's retention expired, through the same cascade and receipts
 * as `DELETE /v1/tasks/{id}` (ADR 0051), as the `retention` actor. Time is the injected clock's.
 * Several gateway replicas may sweep at once: a deletion is idempotent, and both get its receipt.
 */
export class RetentionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly policies: RetentionPolicies,
    private readonly sql: SqlClient,
    private readonly clock: Clock,
    private readonly runtime?: TaskRuntimeApi,
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
        await deleteTaskWithReceipt(this.runtime, this.sql, caller, taskId, this.clock.now());
        deleted.push(taskId);
      }
    }
    return deleted;
  }
}
