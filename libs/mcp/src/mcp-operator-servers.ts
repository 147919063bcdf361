import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { listMcpTools, type McpEndpoint } from './mcp-client';
import type { McpServerAttachment } from './mcp-server';
import type { StoredMcpServer } from './mcp-server-store';
import { servesWorkspace, stdioEnvironment, type McpStdioServer } from './mcp-stdio';

/** The pseudo-URL of an operator-declared server: never a valid attachment URL (those are http(s)). */
const stdioUrl = (name: string) => `stdio:${name}`;

/** The transport an attachment record stands for. */
export const transportOf = (attachment: McpServerAttachment): 'stdio' | 'streamable_http' =>
  attachment.url.startsWith('stdio:') ? 'stdio' : 'streamable_http';

/**
 * The operator's MCP_STDIO_SERVERS as attachment-like records of each workspace they serve.
 * Their tools are listed once per process when first needed (a failure is retried next time),
 * then registered like an attachment's: same risk classes, same policies, same typed failures.
 */
export class OperatorMcpServers {
  private readonly servers: Map<string, McpStdioServer>;
  private readonly tools = new Map<string, Promise<Tool[]>>();

  constructor(
    servers: McpStdioServer[],
    private readonly declaredAt: string,
  ) {
    this.servers = new Map(servers.map((server) => [server.name, server]));
  }

  /** The operator's server of that name, when it serves the workspace. */
  get(workspaceId: string, name: string): McpStdioServer | undefined {
    const server = this.servers.get(name);
    return server && servesWorkspace(server, workspaceId) ? server : undefined;
  }

  /** How to start the server of an operator's record; undefined for a stored (HTTP) attachment. */
  endpoint(attachment: McpServerAttachment): McpEndpoint | undefined {
    const server = this.servers.get(attachment.serverId);
    // Only the operator's configuration names a command; a stored attachment always has an http(s) URL.
    if (!server || attachment.url !== stdioUrl(server.name)) return undefined;
    return {
      serverId: server.name,
      url: attachment.url,
      headers: {},
      timeoutMs: attachment.timeoutMs ?? 15_000,
      stdio: { command: server.command, args: server.args, env: stdioEnvironment(server) },
    };
  }

  /**
   * The workspace's operator servers as stored-like records. One that cannot be listed now is
   * left out (for the registry: its tools are offered from the first turn it answers) or, with
   * `keepFailed` (for the API), shown without tools.
   */
  async records(workspaceId: string, keepFailed: boolean): Promise<StoredMcpServer[]> {
    const serving = [...this.servers.values()].filter((server) => servesWorkspace(server, workspaceId));
    const records = await Promise.all(serving.map((server) => this.record(server, workspaceId)));
    return records.flatMap(({ stored, listed }) => (listed || keepFailed ? [stored] : []));
  }

  private async record(
    server: McpStdioServer,
    workspaceId: string,
  ): Promise<{ stored: StoredMcpServer; listed: boolean }> {
    const attachment: McpServerAttachment = {
      workspaceId,
      serverId: server.name,
      url: stdioUrl(server.name),
      ...(server.timeoutMs ? { timeoutMs: server.timeoutMs } : {}),
    };
    let listing = this.tools.get(server.name);
    if (!listing) {
      listing = listMcpTools(this.endpoint(attachment)!);
      this.tools.set(server.name, listing);
    }
    const tools = await listing.catch(() => {
      this.tools.delete(server.name);
      return undefined;
    });
    const risks = server.risk && Object.fromEntries((tools ?? []).map((tool) => [tool.name, server.risk!]));
    const stored: StoredMcpServer = {
      attachment: { ...attachment, ...(risks ? { risks } : {}) },
      tools: tools ?? [],
      attachedBy: 'operator',
      attachedAt: this.declaredAt,
    };
    return { stored, listed: tools !== undefined };
  }
}
