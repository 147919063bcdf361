import type { ApiCaller } from './caller';

/**
 * OAuth 2.1 client credentials for a remote MCP server: the client secret is the vault
 * credential `credentialId` names, sent only to the issuer's token endpoint (found through the
 * server's protected-resource metadata); the server receives only the access tokens it grants.
 */
export interface McpServerOAuthView {
  /** The authorization server: https, or plain http to a loopback host the operator allows. */
  issuer: string;
  clientId: string;
  scope?: string;
}

/** What attaching a remote MCP server takes; the token goes by vault reference only. */
export interface AttachMcpServerInput {
  /** `[a-z][a-z0-9_]{0,23}`: the server's name in the workspace; its tools are `mcp__<name>__<tool>`. */
  name: string;
  url: string;
  /** Only Streamable HTTP is served through the API (stdio would start processes on the server). */
  transport?: 'streamable_http';
  /** A credential of the workspace's vault, sent as `Authorization: Bearer …` at each call. */
  credentialId?: string;
  /** Deadline of one call. @default 15000 */
  timeoutMs?: number;
  /** Client credentials: `credentialId` is then the client secret, not the bearer token (required with it). */
  oauth?: McpServerOAuthView;
}

/** An attached server and its tools, as listed when it was attached; never a secret. */
export interface McpServerView {
  name: string;
  url: string;
  /** `stdio`: declared by the operator (MCP_STDIO_SERVERS; `url` is `stdio:<name>`), listed but not detachable. */
  transport: 'streamable_http' | 'stdio';
  credentialId?: string;
  /** How the server is authorized when by OAuth client credentials (never the secret). */
  oauth?: McpServerOAuthView;
  attachedBy: string;
  attachedAt: string;
  tools: Array<{ name: string; remoteName: string; description: string; risk: string; policy?: string }>;
}

/**
 * The workspace's remote MCP servers, owned by the task runtime (it calls them). Errors are
 * `ApiError`s naming the API's field: `invalid_mcp_server`, `mcp_credential_missing`,
 * `mcp_server_exists`, `mcp_unavailable`/`mcp_timeout` (the URL did not answer), `mcp_server_not_found`,
 * `mcp_server_operator_declared` (a detach of an operator's stdio server).
 */
export interface McpServersApi {
  attachMcpServer(caller: ApiCaller, input: AttachMcpServerInput): Promise<McpServerView>;
  listMcpServers(caller: ApiCaller): Promise<McpServerView[]>;
  detachMcpServer(caller: ApiCaller, name: string): Promise<void>;
}

export const MCP_SERVERS_API = Symbol('MCP_SERVERS_API');
