import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { ApiError, isApiError } from '@lomo/service-api';

/** Where and how to reach one server for one operation; `headers` hold the resolved secret only in memory. */
export interface McpEndpoint {
  serverId: string;
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** The HTTP client of a remote server (`guardedFetch`: addresses checked at every connect); @default global fetch */
  fetch?: FetchLike;
  /** Set for an operator-declared server: the child process to start instead of `url` (mcp-stdio.ts). */
  stdio?: { command: string; args: string[]; env: Record<string, string> };
  /**
   * Told the server's new tool list when it sends `notifications/tools/list_changed` during the
   * operation (the SDK client's `listChanged` support; only servers that declare it send it):
   * the list is read again, all pages, in the same session before it closes.
   */
  onToolsChanged?: (tools: Tool[]) => Promise<void>;
  /** An OAuth client (the SDK's): tokens are fetched, sent and refreshed by the transport. */
  authProvider?: OAuthClientProvider;
}

const CLIENT_INFO = { name: 'lomo-task-runtime', version: '1.0.0' };

/**
 * Opens a Streamable HTTP session, runs `use`, closes it. A session per operation: a server
 * that restarted between two calls costs nothing, and no socket lingers for idle attachments.
 * The deadline covers connect and the request; every failure is a typed `ApiError`
 * (`mcp_unavailable`, `mcp_timeout`, `mcp_malformed_result`) whose message never holds a header.
 */
export async function withMcpClient<T>(endpoint: McpEndpoint, use: (client: Client) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(endpoint.timeoutMs);
  let client: Client | undefined;
  const changed = { tools: false };
  try {
    client = await connect(endpoint, signal, changed).catch((error: unknown) => {
      // The pool may hand `initialize` a socket the server closed while idle (its keep-alive
      // ran out between two operations): a network failure before any answer. Initialize has
      // no effect on the server, so one fresh attempt is always safe; tool calls are never re-sent.
      if (signal.aborted || !isNetworkFailure(error)) throw error;
      return connect(endpoint, signal, changed);
    });
    const result = await use(client);
    if (changed.tools && endpoint.onToolsChanged) {
      // The operation's own result stands whatever happens to the refresh: a failed re-listing
      // leaves the stored list as it was (the next change notice, or a re-attach, refreshes it).
      const tools = await allTools(client, endpoint.timeoutMs).catch(() => undefined);
      if (tools) await endpoint.onToolsChanged(tools).catch(() => undefined);
    }
    return result;
  } catch (error) {
    throw mcpFailure(endpoint, error, signal.aborted);
  } finally {
    await client?.close().catch(() => undefined);
  }
}

async function connect(endpoint: McpEndpoint, signal: AbortSignal, changed: { tools: boolean }): Promise<Client> {
  // stdio: one child per operation, killed by close() below; its stderr is dropped (it may echo its env).
  const transport = endpoint.stdio
    ? new StdioClientTransport({ ...endpoint.stdio, stderr: 'ignore' })
    : new StreamableHTTPClientTransport(new URL(endpoint.url), {
        requestInit: { headers: endpoint.headers, signal },
        ...(endpoint.fetch ? { fetch: endpoint.fetch } : {}),
        ...(endpoint.authProvider ? { authProvider: endpoint.authProvider } : {}),
      });
  // The SDK's list-changed support: it subscribes only when the server declares `tools.listChanged`;
  // the list is read once the operation is done (all pages), not by the SDK's first-page refresh.
  const client = new Client(
    CLIENT_INFO,
    endpoint.onToolsChanged
      ? {
          listChanged: {
            tools: { autoRefresh: false, debounceMs: 0, onChanged: () => void (changed.tools = true) },
          },
        }
      : undefined,
  );
  try {
    await client.connect(transport, { timeout: endpoint.timeoutMs, signal });
    return client;
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** fetch's own failure (no HTTP answer at all), however the SDK passed it on. */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof Error && !(error instanceof McpError) && /fetch failed/.test(error.message);

/** The server's tool list (one page per cursor, all pages). */
export async function listMcpTools(endpoint: McpEndpoint): Promise<Tool[]> {
  return withMcpClient(endpoint, (client) => allTools(client, endpoint.timeoutMs));
}

async function allTools(client: Client, timeoutMs: number): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

/** Calls one tool; the SDK validates the result's shape (and its structured content against the output schema). */
export async function callMcpTool(endpoint: McpEndpoint, name: string, args: unknown): Promise<CallToolResult> {
  return withMcpClient(endpoint, async (client) => {
    const result = await client.callTool({ name, arguments: (args ?? {}) as Record<string, unknown> }, undefined, {
      timeout: endpoint.timeoutMs,
    });
    if (!Array.isArray(result.content)) throw new MalformedResult('the result has no content list');
    return result as CallToolResult;
  });
}

class MalformedResult extends Error {}

/** A typed error (a refused address) however deep the SDK or fetch wrapped it. */
function typedCause(error: unknown): ApiError | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if (isApiError(e)) return e;
  return undefined;
}

function mcpFailure(endpoint: McpEndpoint, error: unknown, timedOut: boolean): ApiError {
  const typed = typedCause(error);
  if (typed) return typed;
  const details = { server: endpoint.serverId };
  const message = error instanceof Error ? error.message : String(error);
  if (timedOut || (error instanceof McpError && error.code === ErrorCode.RequestTimeout))
    return new ApiError(
      'unavailable',
      'mcp_timeout',
      `MCP server ${endpoint.serverId} did not answer within ${endpoint.timeoutMs} ms`,
      details,
    );
  // A reply that is not the protocol (bad JSON, a result that fails the schema) is the server's fault, not a network one.
  if (
    error instanceof MalformedResult ||
    (error instanceof McpError && [ErrorCode.ParseError, ErrorCode.InvalidParams].includes(error.code)) ||
    error instanceof SyntaxError ||
    // The SDK's schema check (zod) of a result: an error carrying `issues`.
    (error instanceof Error && Array.isArray((error as { issues?: unknown }).issues))
  )
    return new ApiError(
      'unavailable',
      'mcp_malformed_result',
      `MCP server ${endpoint.serverId} sent a malformed reply: ${clip(message)}`,
      details,
    );
  // A child that exited (or a session that dropped) before answering: the server is not there.
  if (error instanceof McpError && error.code !== ErrorCode.ConnectionClosed)
    return new ApiError('unavailable', 'mcp_error', `MCP server ${endpoint.serverId}: ${clip(message)}`, {
      ...details,
      mcpCode: error.code,
    });
  return new ApiError(
    'unavailable',
    'mcp_unavailable',
    `MCP server ${endpoint.serverId} is unreachable: ${clip(message)}`,
    details,
  );
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);
