import type { OnModuleInit, Provider } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ToolRegistry } from '@lomo/agent-tools';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { McpAttachments, SqlMcpServers, type McpPrivateNetworks } from '@lomo/mcp';
import { MCP_SERVERS_API } from '@lomo/service-api';
import { APP_CONFIG } from '@lomo/config';
import { systemClock } from '@lomo/clock';
import { toolCredentials, Vault } from '@lomo/vault';
import { McpServersBusApi } from '../application/mcp-servers.bus-api';
import { mcpStdioServersOf, type TaskRuntimeSettings } from '../task-runtime.config';
import type { ToolPolicySource } from '../task/autonomy/tool-permission';
import { MCP_SERVERS_HANDLERS } from './mcp-servers.handlers';

/** The workspace's stored policy first, else what the attachment declares. */
export const withMcpPolicies = (stored: ToolPolicySource, mcp: McpAttachments): ToolPolicySource => ({
  policyFor: async (workspaceId, tool) =>
    (await stored.policyFor(workspaceId, tool)) ?? (await mcp.policyFor(workspaceId, tool)),
});

/** `mcp_servers` exists before any worker runs a turn (workers start at application bootstrap). */
class McpServersLifecycle implements OnModuleInit {
  constructor(private readonly store: SqlMcpServers) {}

  async onModuleInit(): Promise<void> {
    await this.store.migrate();
  }
}

/**
 * The task runtime's MCP wiring: the stored attachments, the vault as their credential source,
 * the handlers and the API on the buses. The module's `CqrsModule` registers the handlers.
 */
export const mcpServersProviders: Provider[] = [
  { provide: SqlMcpServers, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new SqlMcpServers(sql) },
  {
    provide: McpAttachments,
    inject: [ToolRegistry, Vault, SqlMcpServers, { token: APP_CONFIG, optional: true }],
    useFactory: (
      tools: ToolRegistry,
      vault: Vault,
      store: SqlMcpServers,
      config?: Partial<TaskRuntimeSettings> & { MCP_PRIVATE_NETWORKS?: McpPrivateNetworks },
    ) =>
      new McpAttachments(tools, toolCredentials(vault, 'mcp'), store, systemClock, mcpStdioServersOf(config ?? {}), {
        privateNetworks: config?.MCP_PRIVATE_NETWORKS ?? 'refuse',
      }),
  },
  ...MCP_SERVERS_HANDLERS,
  {
    provide: McpServersBusApi,
    inject: [CommandBus, QueryBus],
    useFactory: (commands: CommandBus, queries: QueryBus) => new McpServersBusApi({ commands, queries }),
  },
  { provide: MCP_SERVERS_API, useExisting: McpServersBusApi },
  {
    provide: McpServersLifecycle,
    inject: [SqlMcpServers],
    useFactory: (store: SqlMcpServers) => new McpServersLifecycle(store),
  },
];
