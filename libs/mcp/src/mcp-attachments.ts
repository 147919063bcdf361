import { createHash } from 'node:crypto';
import type { ToolDefinition, ToolRegistry } from '@lomo/agent-tools';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { systemClock, type Clock } from '@lomo/clock';
import { ApiError, isApiError } from '@lomo/service-api';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { callMcpTool, listMcpTools, type McpEndpoint } from './mcp-client';
import { guardedFetch } from './mcp-fetch';
import { assertPublicUrl, systemResolver, type McpPrivateNetworks, type McpResolver } from './mcp-network';
import { noCredentials, type McpCredentials } from './mcp-credentials';
import { registryName, validateAttachment, type McpServerAttachment, type McpToolPolicy } from './mcp-server';
import { memoryMcpServers, type McpServerStore, type StoredMcpServer } from './mcp-server-store';
import { OperatorMcpServers, transportOf } from './mcp-operator-servers';
import type { McpStdioServer } from './mcp-stdio';
import { mcpToolDefinition, riskOf } from './mcp-tools';

/** An attached server as the API shows it: the record (credential by id only) and the registry names of its tools. */
export interface AttachedServer {
  serverId: string;
  /** `stdio`: declared by the operator in MCP_STDIO_SERVERS, not detachable through the API. */
  transport: 'streamable_http' | 'stdio';
  url: string;
  credentialRef?: string;
  /** OAuth client credentials' public part (the secret stays behind `credentialRef`). */
  oauth?: { clientId: string; issuer: string; scope?: string };
  attachedBy: string;
  attachedAt: string;
  tools: Array<{ name: string; remoteName: string; description: string; risk: string; policy?: McpToolPolicy }>;
}

interface Registered {
  /** Which stored version is registered: the attach, and the last tool-list refresh. */
  version: string;
  attachment: McpServerAttachment;
  /** registry name → remote tool name */
  names: Map<string, string>;
}

/** How attached servers may be reached (issue 31 item 7). */
export interface McpAttachmentsOptions {
  /** The operator's `MCP_PRIVATE_NETWORKS`. @default 'refuse' */
  privateNetworks?: McpPrivateNetworks;
  /** Where hosts resolve. @default the system's DNS */
  resolver?: McpResolver;
}

const keyOf = (workspaceId: string, serverId: string) => `${workspaceId}/${serverId}`;

/**
 * The workspaces' attached MCP servers (R-10.12). Attaching validates the record, resolves
 * its credential and lists the server's tools once, stores all of it (`McpServerStore`), and
 * registers the tools in this process's registry scoped to the workspace; `sync` brings the
 * registry of any replica in line with the store before a turn, so every replica offers the
 * same tools and an attachment survives restarts. `policyFor` is the policy source the
 * runtime consults after the workspace's stored policies.
 */
export class McpAttachments {
  private readonly registered = new Map<string, Registered>();
  private readonly oauthClients = new Map<string, OAuthClientProvider>();
  private readonly operator: OperatorMcpServers;
  private readonly privateNetworks: McpPrivateNetworks;
  private readonly resolver: McpResolver;
  private readonly fetch: FetchLike;

  constructor(
    private readonly registry: ToolRegistry,
    private readonly credentials: McpCredentials = noCredentials,
    private readonly store: McpServerStore = memoryMcpServers(),
    private readonly clock: Clock = systemClock,
    /** The operator's MCP_STDIO_SERVERS (already validated at boot). */
    stdioServers: McpStdioServer[] = [],
    options: McpAttachmentsOptions = {},
  ) {
    this.operator = new OperatorMcpServers(stdioServers, clock.now().toISOString());
    this.privateNetworks = options.privateNetworks ?? 'refuse';
    this.resolver = options.resolver ?? systemResolver;
    this.fetch = guardedFetch(this.privateNetworks, this.resolver);
  }

  /**
   * @throws ApiError `invalid_mcp_server` (a bad field), `mcp_url_forbidden` (the URL's host is or
   * resolves to a private, loopback, link-local … address and the operator did not allow them), `mcp_credential_missing` (unknown, foreign or
   * revoked credential), `mcp_server_exists` (the workspace has that server id), `mcp_tool_name_taken`,
   * or the server's failure (`mcp_unavailable`, `mcp_timeout`, …) — nothing is stored then.
   */
  async attach(input: McpServerAttachment, attachedBy = 'system'): Promise<AttachedServer> {
    const attachment = validateAttachment(input);
    const exists = () =>
      new ApiError('conflict', 'mcp_server_exists', `this workspace already has an MCP server ${attachment.serverId}`, {
        field: 'serverId',
      });
    if (
      this.operator.get(attachment.workspaceId, attachment.serverId) ||
      (await this.store.get(attachment.workspaceId, attachment.serverId))
    )
      throw exists();
    // A URL that does not answer as an MCP server is the request's bad field, not this service being down.
    const asUrlField = (error: unknown): never => {
      if (isApiError(error) && error.kind === 'unavailable')
        throw new ApiError('invalid', error.code, error.message, { ...error.details, field: 'url' });
      throw error;
    };
    // Before a secret is resolved or a byte sent: no server inside the network (SSRF); the connection checks again.
    await assertPublicUrl(attachment.url, this.privateNetworks, this.resolver).catch(asUrlField);
    // The OAuth issuer gets the client secret: the same rule (its token endpoint is checked again at connect).
    if (attachment.oauth)
      await assertPublicUrl(attachment.oauth.issuer, this.privateNetworks, this.resolver).catch((error: unknown) => {
        if (isApiError(error))
          throw new ApiError(error.kind, error.code, error.message, { ...error.details, field: 'oauth.issuer' });
        throw error;
      });
    const tools = await listMcpTools(await this.endpoint(attachment, 'attach')).catch(asUrlField);
    const stored: StoredMcpServer = { attachment, tools, attachedBy, attachedAt: this.clock.now().toISOString() };
    const definitions = this.definitions(stored);
    // The row is the race guard: two replicas attaching the same id at once, one wins.
    if (!(await this.store.insert(stored))) throw exists();
    this.register(stored, definitions);
    return view(stored);
  }

  /** Removes the server; a call already journaled for one of its tools is then refused as an unknown tool. */
  async detach(workspaceId: string, serverId: string): Promise<boolean> {
    if (this.operator.get(workspaceId, serverId))
      throw new ApiError(
        'conflict',
        'mcp_server_operator_declared',
        `MCP server ${serverId} is declared by the operator (MCP_STDIO_SERVERS) and cannot be detached`,
        { field: 'serverId' },
      );
    const deleted = await this.store.delete(workspaceId, serverId);
    this.unregister(workspaceId, serverId);
    return deleted;
  }

  /** The operator's servers first (one whose tools cannot be listed now shows none), then the attachments. */
  async list(workspaceId: string): Promise<AttachedServer[]> {
    const operator = await this.operator.records(workspaceId, true);
    return [...operator, ...(await this.store.list(workspaceId))].map(view);
  }

  /**
   * Makes this process's registry hold exactly the workspace's stored attachments: another
   * replica's attach or detach, or a restart, takes effect at the next turn. A stored server
   * whose tool names clash with this process's tools is left out (its calls are unknown tools).
   */
  async sync(workspaceId: string): Promise<void> {
    const stored = [...(await this.operator.records(workspaceId, false)), ...(await this.store.list(workspaceId))];
    const current = new Map(stored.map((s) => [keyOf(workspaceId, s.attachment.serverId), s]));
    for (const [key, entry] of this.registered)
      if (entry.attachment.workspaceId === workspaceId && versionOf(current.get(key)) !== entry.version)
        this.unregister(workspaceId, entry.attachment.serverId);
    for (const [key, server] of current) {
      if (this.registered.has(key)) continue;
      try {
        this.register(server, this.definitions(server));
      } catch (error) {
        if (!isApiError(error)) throw error;
      }
    }
  }

  /** The attachment's policy for a registry tool name (R-10.6); undefined when the tool is not remote. */
  async policyFor(workspaceId: string, tool: string): Promise<McpToolPolicy | undefined> {
    for (const { attachment, names } of this.registered.values()) {
      const remote = attachment.workspaceId === workspaceId ? names.get(tool) : undefined;
      if (remote !== undefined) return attachment.policies?.[remote] ?? attachment.defaultPolicy;
    }
    return undefined;
  }

  private definitions({ attachment, tools }: StoredMcpServer): ToolDefinition[] {
    const names = new Set<string>();
    return tools.map((tool: Tool) => {
      const definition = mcpToolDefinition(attachment, tool, async (a, name, args) =>
        callMcpTool(await this.endpoint(a, 'call'), name, args),
      );
      // Two remote tools whose names sanitise alike, or a name a shared tool has: refused, never shadowed.
      if (this.registry.get(definition.name, attachment.workspaceId) || names.has(definition.name))
        throw new ApiError('conflict', 'mcp_tool_name_taken', `tool ${definition.name} is already registered`, {
          field: 'serverId',
        });
      names.add(definition.name);
      return definition;
    });
  }

  /** Registered only once every name is known to be free: a refused attach leaves nothing half-registered. */
  private register(stored: StoredMcpServer, definitions: ToolDefinition[]): void {
    const { attachment } = stored;
    for (const definition of definitions) this.registry.register(definition as never);
    const names = new Map(definitions.map((d, i) => [d.name, stored.tools[i].name]));
    this.registered.set(keyOf(attachment.workspaceId, attachment.serverId), {
      version: versionOf(stored)!,
      attachment,
      names,
    });
  }

  private unregister(workspaceId: string, serverId: string): void {
    const entry = this.registered.get(keyOf(workspaceId, serverId));
    if (!entry) return;
    for (const name of entry.names.keys()) this.registry.unregister(name, workspaceId);
    this.registered.delete(keyOf(workspaceId, serverId));
  }

  /**
   * The secret is resolved here, per operation, and lives only in this request's header. At
   * attach, a reference that does not open is the caller's bad field; at call time the
   * vault's typed refusal is what the model reads.
   */
  private async endpoint(attachment: McpServerAttachment, purpose: 'attach' | 'call'): Promise<McpEndpoint> {
    const operator = this.operator.endpoint(attachment);
    if (operator) return operator;
    const headers: Record<string, string> = {};
    let authProvider: OAuthClientProvider | undefined;
    if (attachment.credentialRef) {
      const missing = () =>
        new ApiError('invalid', 'mcp_credential_missing', `no usable credential ${attachment.credentialRef}`, {
          field: 'credentialRef',
        });
      let secret: string | undefined;
      try {
        secret = await this.credentials.resolve(attachment.credentialRef, attachment.workspaceId);
      } catch (error) {
        if (purpose === 'attach' && isApiError(error) && error.kind !== 'unavailable') throw missing();
        throw error;
      }
      if (secret === undefined) throw missing();
      if (attachment.oauth) authProvider = this.oauthClient(attachment, secret);
      else headers['authorization'] = `Bearer ${secret}`;
    }
    return {
      serverId: attachment.serverId,
      url: attachment.url,
      headers,
      timeoutMs: attachment.timeoutMs ?? 15_000,
      fetch: this.fetch,
      ...(authProvider ? { authProvider } : {}),
      ...(purpose === 'call' ? { onToolsChanged: (tools: Tool[]) => this.toolsChanged(attachment, tools) } : {}),
    };
  }

  /**
   * One OAuth client per attachment and client secret, kept in this process so its access token
   * serves the next operations until it expires (the SDK refreshes or asks again on a 401); a
   * rotated secret gets a new client. Only tokens are kept, in memory.
   */
  private oauthClient(attachment: McpServerAttachment, secret: string): OAuthClientProvider {
    const { clientId, issuer, scope } = attachment.oauth!;
    const key = `${keyOf(attachment.workspaceId, attachment.serverId)}\u0000${createHash('sha256').update(`${clientId}\u0000${issuer}\u0000${secret}`).digest('hex')}`;
    let client = this.oauthClients.get(key);
    if (!client) {
      for (const k of this.oauthClients.keys())
        if (k.startsWith(`${keyOf(attachment.workspaceId, attachment.serverId)}\u0000`)) this.oauthClients.delete(k);
      client = new ClientCredentialsProvider({
        clientId,
        clientSecret: secret,
        expectedIssuer: issuer,
        ...(scope ? { scope } : {}),
      });
      this.oauthClients.set(key, client);
    }
    return client;
  }

  /**
   * The server said its tools changed (`notifications/tools/list_changed`) and the list was read
   * again: stored for every replica (each re-registers at its next turn's sync) and registered
   * here at once. A new list whose names clash with other tools leaves the server without tools
   * here until it changes again (never shadowing another tool).
   */
  private async toolsChanged(attachment: McpServerAttachment, tools: Tool[]): Promise<void> {
    const { workspaceId, serverId } = attachment;
    if (!(await this.store.replaceTools(workspaceId, serverId, tools, this.clock.now().toISOString()))) return;
    const stored = await this.store.get(workspaceId, serverId);
    if (!stored) return;
    this.unregister(workspaceId, serverId);
    try {
      this.register(stored, this.definitions(stored));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  }
}

/** The stored version of an attachment a process registered: its attach and its last tool refresh. */
const versionOf = (stored: StoredMcpServer | undefined): string | undefined =>
  stored && `${stored.attachedAt}|${stored.toolsAt ?? ''}`;

function view({ attachment, tools, attachedBy, attachedAt }: StoredMcpServer): AttachedServer {
  return {
    serverId: attachment.serverId,
    transport: transportOf(attachment),
    url: attachment.url,
    ...(attachment.credentialRef ? { credentialRef: attachment.credentialRef } : {}),
    ...(attachment.oauth ? { oauth: attachment.oauth } : {}),
    attachedBy,
    attachedAt,
    tools: tools.map((tool) => {
      const policy = attachment.policies?.[tool.name] ?? attachment.defaultPolicy;
      return {
        name: registryName(attachment.serverId, tool.name),
        remoteName: tool.name,
        description: tool.description ?? '',
        risk: riskOf(attachment, tool),
        ...(policy ? { policy } : {}),
      };
    }),
  };
}
