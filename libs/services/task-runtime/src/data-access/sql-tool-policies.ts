import { runMigrations, type SqlClient } from '@lomo/database';
import type { ToolPolicy, ToolPolicySource } from '../task/autonomy/tool-permission';

const MIGRATIONS = [
  `create table if not exists tool_policies (
    workspace_id text not null, tool text not null, policy text not null check (policy in ('always_allow', 'always_ask', 'deny')),
    set_by text not null, set_at timestamptz not null default now(), primary key (workspace_id, tool))`,
];

/** Policies set by the workspace's users, in `tool_policies` (operational settings, not an event stream). */
export class SqlToolPolicies implements ToolPolicySource {
  constructor(private readonly sql: SqlClient) {}

  /** Under the shared migration lock: two replicas booting together raced on the bare `create table` (pg_type duplicate key). */
  async migrate(): Promise<void> {
    await this.sql.transaction((tx) => runMigrations(tx, 'task-runtime-tool-policies', MIGRATIONS));
  }

  async policyFor(workspaceId: string, tool: string): Promise<ToolPolicy | undefined> {
    const { rows } = await this.sql.query<{ policy: ToolPolicy }>(
      'select policy from tool_policies where workspace_id = $1 and tool = $2',
      [workspaceId, tool],
    );
    return rows[0]?.policy;
  }

  async set(workspaceId: string, tool: string, policy: ToolPolicy, setBy: string): Promise<void> {
    await this.sql.query(
      `insert into tool_policies (workspace_id, tool, policy, set_by) values ($1, $2, $3, $4)
       on conflict (workspace_id, tool) do update set policy = excluded.policy, set_by = excluded.set_by, set_at = now()`,
      [workspaceId, tool, policy, setBy],
    );
  }

  async list(workspaceId: string): Promise<Array<{ tool: string; policy: ToolPolicy }>> {
    const { rows } = await this.sql.query<{ tool: string; policy: ToolPolicy }>(
      'select tool, policy from tool_policies where workspace_id = $1 order by tool',
      [workspaceId],
    );
    return rows;
  }
}
