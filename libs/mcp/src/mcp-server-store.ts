import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { runMigrations, type SqlClient } from '@lomo/database';
import type { McpServerAttachment } from './mcp-server';

/**
 * An attachment as stored: the record (a credential by reference only), the server's tool
 * list as read when it was attached, so every replica registers the same tools without
 * asking the server, and who attached it when.
 */
export interface StoredMcpServer {
  attachment: McpServerAttachment;
  tools: Tool[];
  attachedBy: string;
  attachedAt: string;
  /** When the server last said its tools changed and the list was read again (`notifications/tools/list_changed`). */
  toolsAt?: string;
}

/**
 * Where a deployment keeps its workspaces' MCP attachments (operational settings like tool
 * policies, not an event stream): one row per workspace and server id.
 */
export interface McpServerStore {
  /** @returns false when the workspace already has a server of that id (nothing written) */
  insert(server: StoredMcpServer): Promise<boolean>;
  list(workspaceId: string): Promise<StoredMcpServer[]>;
  get(workspaceId: string, serverId: string): Promise<StoredMcpServer | undefined>;
  /** @returns false when there was none */
  delete(workspaceId: string, serverId: string): Promise<boolean>;
  /** The server's tool list read again after it said it changed; @returns false when there is no such server */
  replaceTools(workspaceId: string, serverId: string, tools: Tool[], at: string): Promise<boolean>;
}

/** One process's attachments (unit tests, a runtime without SQL). */
export function memoryMcpServers(): McpServerStore {
  const rows = new Map<string, StoredMcpServer>();
  const key = (workspaceId: string, serverId: string) => `${workspaceId}\u0000${serverId}`;
  return {
    async insert(server) {
      const k = key(server.attachment.workspaceId, server.attachment.serverId);
      if (rows.has(k)) return false;
      rows.set(k, server);
      return true;
    },
    list: async (workspaceId) => [...rows.values()].filter((s) => s.attachment.workspaceId === workspaceId),
    get: async (workspaceId, serverId) => rows.get(key(workspaceId, serverId)),
    delete: async (workspaceId, serverId) => rows.delete(key(workspaceId, serverId)),
    async replaceTools(workspaceId, serverId, tools, at) {
      const row = rows.get(key(workspaceId, serverId));
      if (row) rows.set(key(workspaceId, serverId), { ...row, tools, toolsAt: at });
      return row !== undefined;
    },
  };
}

const MIGRATIONS = [
  `create table if not exists mcp_servers (
    workspace_id text not null, server_id text not null, attachment jsonb not null, tools jsonb not null,
    attached_by text not null, attached_at timestamptz not null default now(), primary key (workspace_id, server_id))`,
  `alter table mcp_servers add column if not exists tools_at timestamptz`,
];

type Row = {
  attachment: McpServerAttachment;
  tools: Tool[];
  attached_by: string;
  attached_at: Date | string;
  tools_at: Date | string | null;
};

const toStored = (row: Row): StoredMcpServer => ({
  attachment: row.attachment,
  tools: row.tools,
  attachedBy: row.attached_by,
  attachedAt: new Date(row.attached_at).toISOString(),
  ...(row.tools_at ? { toolsAt: new Date(row.tools_at).toISOString() } : {}),
});

/** `mcp_servers`, read by every task-runtime replica of the deployment (PGlite or PostgreSQL). */
export class SqlMcpServers implements McpServerStore {
  constructor(private readonly sql: SqlClient) {}

  /** Under the shared migration lock, as every table of the runtime. */
  async migrate(): Promise<void> {
    await this.sql.transaction((tx) => runMigrations(tx, 'mcp-servers', MIGRATIONS));
  }

  async insert(server: StoredMcpServer): Promise<boolean> {
    const { workspaceId, serverId } = server.attachment;
    const { rows } = await this.sql.query(
      `insert into mcp_servers (workspace_id, server_id, attachment, tools, attached_by, attached_at)
       values ($1, $2, $3::jsonb, $4::jsonb, $5, $6) on conflict (workspace_id, server_id) do nothing returning server_id`,
      [
        workspaceId,
        serverId,
        JSON.stringify(server.attachment),
        JSON.stringify(server.tools),
        server.attachedBy,
        server.attachedAt,
      ],
    );
    return rows.length === 1;
  }

  async list(workspaceId: string): Promise<StoredMcpServer[]> {
    const { rows } = await this.sql.query<Row>(
      `select attachment, tools, attached_by, attached_at, tools_at from mcp_servers where workspace_id = $1 order by server_id`,
      [workspaceId],
    );
    return rows.map(toStored);
  }

  async get(workspaceId: string, serverId: string): Promise<StoredMcpServer | undefined> {
    const { rows } = await this.sql.query<Row>(
      `select attachment, tools, attached_by, attached_at, tools_at from mcp_servers where workspace_id = $1 and server_id = $2`,
      [workspaceId, serverId],
    );
    return rows[0] && toStored(rows[0]);
  }

  async replaceTools(workspaceId: string, serverId: string, tools: Tool[], at: string): Promise<boolean> {
    const { rows } = await this.sql.query(
      `update mcp_servers set tools = $3::jsonb, tools_at = $4 where workspace_id = $1 and server_id = $2 returning server_id`,
      [workspaceId, serverId, JSON.stringify(tools), at],
    );
    return rows.length === 1;
  }

  async delete(workspaceId: string, serverId: string): Promise<boolean> {
    const { rows } = await this.sql.query(
      `delete from mcp_servers where workspace_id = $1 and server_id = $2 returning server_id`,
      [workspaceId, serverId],
    );
    return rows.length === 1;
  }
}
