import type { OnModuleInit, Provider } from '@nestjs/common';
import { ToolRegistry } from '@lomo/agent-tools';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { McpAttachments, SqlMcpServers, type AttachedServer, type McpPrivateNetworks } from '@lomo/mcp';
import {
  ApiError,
  isApiError,
  MCP_SERVERS_API,
  type ApiCaller,
  type AttachMcpServerInput,
  type McpServersApi,
  type McpServerView,
} from '@lomo/service-api';
import { systemClock } from '@lomo/clock';
import { APP_CONFIG } from '@lomo/config';
import { toolCredentials, Vault } from '@lomo/vault';
import { mcpStdioServersOf, type TaskRuntimeSettings } from '../task-runtime.config';
import type { ToolPolicySource } from '../task/autonomy/tool-permission';

/** The attachment record's field names as the API calls them. */
const API_FIELDS: Record<string, string> = { serverId: 'name', credentialRef: 'credentialId' };

const toView = ({ serverId, credentialRef, ...server }: AttachedServer): McpServerView => ({
  name: serverId,
  ...server,
  ...(credentialRef ? { credentialId: credentialRef } : {}),
});

/**
 * The workspace's remote MCP servers through the application API. The task
 * runtime owns them: it is the process that calls the servers, with the token resolved from
 * the vault per call (`toolCredentials`), never stored in an attachment, an event or a reply.
 */
export class McpServersService implements McpServersApi {
  constructor(private readonly attachments: McpAttachments) {}

  async attachMcpServer(caller: ApiCaller, input: AttachMcpServerInput): Promise<McpServerView> {
    try {
      const attached = await this.attachments.attach(
        {
          workspaceId: caller.workspaceId,
          serverId: input.name,
          url: input.url,
          ...(input.credentialId ? { credentialRef: input.credentialId } : {}),
          ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
          ...(input.oauth ? { oauth: input.oauth } : {}),
        },
        caller.userId,
      );
      return toView(attached);
    } catch (error) {
      if (!isApiError(error) || typeof error.details.field !== 'string') throw error;
      const field = error.details.field;
      throw new ApiError(error.kind, error.code, error.message, {
        ...error.details,
        field: API_FIELDS[field] ?? field,
      });
    }
  }

  async listMcpServers(caller: ApiCaller): Promise<McpServerView[]> {
    return (await this.attachments.list(caller.workspaceId)).map(toView);
  }

  async detachMcpServer(caller: ApiCaller, name: string): Promise<void> {
    const detached = await this.attachments.detach(caller.workspaceId, name).catch((error: unknown) => {
      if (isApiError(error) && error.details.field === 'serverId')
        throw new ApiError(error.kind, error.code, error.message, { ...error.details, field: 'name' });
      throw error;
    });
    if (!detached)
      throw new ApiError('not_found', 'mcp_server_not_found', `no MCP server ${name} in this workspace`, {
        field: 'name',
      });
  }
}

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

/** The task runtime's MCP wiring: the stored attachments, the vault as their credential source, the API. */
export const mcpToolProviders: Provider[] = [
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
  {
    provide: McpServersService,
    inject: [McpAttachments],
    useFactory: (attachments: McpAttachments) => new McpServersService(attachments),
  },
  { provide: MCP_SERVERS_API, useExisting: McpServersService },
  {
    provide: McpServersLifecycle,
    inject: [SqlMcpServers],
    useFactory: (store: SqlMcpServers) => new McpServersLifecycle(store),
  },
];
