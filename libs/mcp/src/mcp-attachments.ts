import type { ToolDefinition, ToolRegistry } from '@lomo/agent-tools';
import { ApiError } from '@lomo/service-api';
import { callMcpTool, listMcpTools, type McpEndpoint } from './mcp-client';
import { noCredentials, type McpCredentials } from './mcp-credentials';
import { validateAttachment, type McpServerAttachment, type McpToolPolicy } from './mcp-server';
import { mcpToolDefinition } from './mcp-tools';

/** What an attach reports back: the registry names of the tools now offered in the workspace. */
export interface AttachedServer {
  serverId: string;
  url: string;
  tools: Array<{ name: string; remoteName: string; risk: string; policy?: McpToolPolicy }>;
}

/**
 * The workspaces' attached MCP servers (R-10.12): attaching validates the record, lists the
 * server's tools and registers them in the process's tool registry, scoped to the workspace,
 * so the runtime offers them and checks schema, risk class and policy before any call like
 * any other tool. `policyFor` is a policy source the runtime consults after the workspace's
 * stored policies. Attachments are held in memory: a restart re-attaches from configuration.
 */
export class McpAttachments {
  private readonly attached = new Map<string, { attachment: McpServerAttachment; names: Map<string, string> }>();

  constructor(
    private readonly registry: ToolRegistry,
    private readonly credentials: McpCredentials = noCredentials,
  ) {}

  async attach(input: McpServerAttachment): Promise<AttachedServer> {
    const attachment = validateAttachment(input);
    const key = `${attachment.workspaceId}/${attachment.serverId}`;
    const tools = await listMcpTools(await this.endpoint(attachment));
    this.detach(attachment.workspaceId, attachment.serverId);
    const names = new Map<string, string>();
    const definitions: ToolDefinition[] = [];
    const listed: AttachedServer['tools'] = [];
    for (const tool of tools) {
      const definition = mcpToolDefinition(attachment, tool, async (a, name, args) =>
        callMcpTool(await this.endpoint(a), name, args),
      );
      // Two remote tools whose names sanitise alike, or a name a shared tool has: refused, never shadowed.
      if (this.registry.get(definition.name, attachment.workspaceId) || names.has(definition.name))
        throw new ApiError('conflict', 'mcp_tool_name_taken', `tool ${definition.name} is already registered`, {
          field: 'serverId',
        });
      names.set(definition.name, tool.name);
      definitions.push(definition);
      const policy = attachment.policies?.[tool.name] ?? attachment.defaultPolicy;
      listed.push({
        name: definition.name,
        remoteName: tool.name,
        risk: definition.risk,
        ...(policy ? { policy } : {}),
      });
    }
    // Registered only once every name is known to be free: a refused attach leaves nothing half-registered.
    for (const definition of definitions) this.registry.register(definition as never);
    this.attached.set(key, { attachment, names });
    return { serverId: attachment.serverId, url: attachment.url, tools: listed };
  }

  /** Removes the server's tools; a call already journaled for one is then refused as an unknown tool. */
  detach(workspaceId: string, serverId: string): boolean {
    const entry = this.attached.get(`${workspaceId}/${serverId}`);
    if (!entry) return false;
    for (const name of entry.names.keys()) this.registry.unregister(name, workspaceId);
    this.attached.delete(`${workspaceId}/${serverId}`);
    return true;
  }

  list(workspaceId: string): McpServerAttachment[] {
    return [...this.attached.values()].map((e) => e.attachment).filter((a) => a.workspaceId === workspaceId);
  }

  /** The attachment's policy for a registry tool name; undefined when the tool is not remote. */
  async policyFor(workspaceId: string, tool: string): Promise<McpToolPolicy | undefined> {
    for (const { attachment, names } of this.attached.values()) {
      const remote = attachment.workspaceId === workspaceId ? names.get(tool) : undefined;
      if (remote !== undefined) return attachment.policies?.[remote] ?? attachment.defaultPolicy;
    }
    return undefined;
  }

  private async endpoint(attachment: McpServerAttachment): Promise<McpEndpoint> {
    const headers: Record<string, string> = {};
    if (attachment.credentialRef) {
      const secret = await this.credentials.resolve(attachment.credentialRef, attachment.workspaceId);
      if (secret === undefined)
        throw new ApiError('invalid', 'mcp_credential_missing', `no credential ${attachment.credentialRef}`, {
          field: 'credentialRef',
        });
      headers['authorization'] = `Bearer ${secret}`;
    }
    return { serverId: attachment.serverId, url: attachment.url, headers, timeoutMs: attachment.timeoutMs ?? 15_000 };
  }
}
