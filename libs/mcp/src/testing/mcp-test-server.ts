import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/** A real MCP server (the SDK's server side) over Streamable HTTP on a loopback port, for tests. */
export interface McpTestServer {
  url: string;
  /** Calls of `place_order` that reached the server, in order. */
  orders: Array<{ item: string; quantity: number }>;
  /** The `authorization` header of every request. */
  authorizations: Array<string | undefined>;
  /** With `oauth`: the `authorization` header of every token request (client credentials). */
  tokenRequests: Array<string | undefined>;
  close(): Promise<void>;
}

/**
 * Tools: `lookup_colour` (read-only), `place_order` (a write with an effect the test counts),
 * `slow` (answers after `slowMs`), `broken` (a reply that breaks the protocol's result shape),
 * `fails` (a tool-level `isError`). With `token`, a request without `Bearer <token>` is a 401.
 * With `listChanging`, `unlock` adds the tool `archive` and sends `notifications/tools/list_changed`.
 */
export async function startMcpTestServer(
  options: {
    token?: string;
    slowMs?: number;
    listChanging?: boolean;
    /** The server is an OAuth-protected resource and its own authorization server (client credentials only). */
    oauth?: { clientId: string; clientSecret: string };
  } = {},
): Promise<McpTestServer> {
  const orders: McpTestServer['orders'] = [];
  const authorizations: McpTestServer['authorizations'] = [];
  const tokenRequests: McpTestServer['tokenRequests'] = [];
  const issued = new Set<string>();
  let base = '';
  let unlocked = false;
  const mcp = () => {
    const server = new McpServer({ name: 'lomo-test-mcp', version: '1.0.0' });
    if (options.listChanging) {
      // `unlock` adds the tool `archive` and says so on the call's own stream (stateless: no other stream exists).
      server.registerTool(
        'unlock',
        { description: 'Unlocks the archive tool', inputSchema: {} },
        async (_args, extra) => {
          unlocked = true;
          await extra.sendNotification({ method: 'notifications/tools/list_changed' });
          return { content: [{ type: 'text', text: 'unlocked' }] };
        },
      );
      if (unlocked)
        server.registerTool(
          'archive',
          { description: 'Archives an order', inputSchema: { orderNo: z.number().int() } },
          async ({ orderNo }) => ({ content: [{ type: 'text', text: `order ${orderNo} archived` }] }),
        );
    }
    server.registerTool(
      'lookup_colour',
      {
        description: 'The hex code of a named colour',
        inputSchema: { name: z.string() },
        annotations: { readOnlyHint: true },
      },
      async ({ name }) => ({ content: [{ type: 'text', text: name === 'teal' ? '#008080' : 'unknown' }] }),
    );
    server.registerTool(
      'place_order',
      {
        description: 'Orders printed material',
        inputSchema: { item: z.string(), quantity: z.number().int() },
        annotations: { readOnlyHint: false, destructiveHint: false },
      },
      async ({ item, quantity }) => {
        orders.push({ item, quantity });
        return {
          content: [{ type: 'text', text: `order ${orders.length} placed` }],
          structuredContent: { orderNo: orders.length },
        };
      },
    );
    server.registerTool('slow', { description: 'Answers late', inputSchema: {} }, async () => {
      // Unref'd: a test that closed the server does not wait for this reply.
      await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5_000).unref());
      return { content: [{ type: 'text', text: 'late' }] };
    });
    server.registerTool('broken', { description: 'Breaks the protocol', inputSchema: {} }, async () => ({
      content: [{ type: 'text', text: 'unreachable: the HTTP layer answers instead' }],
    }));
    server.registerTool('fails', { description: 'Reports an error', inputSchema: {} }, async () => ({
      isError: true,
      content: [{ type: 'text', text: 'quota exhausted upstream' }],
    }));
    return server;
  };
  const http: Server = createServer(async (req, res) => {
    if (options.oauth && (await oauthRoute(req, res))) return;
    authorizations.push(req.headers.authorization);
    if (options.oauth && !issued.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      res
        .writeHead(401, {
          'www-authenticate': `Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`,
        })
        .end();
      return;
    }
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401).end();
      return;
    }
    const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || 'null') : undefined;
    if (body?.method === 'tools/call' && body.params?.name === 'broken') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: { content: 'not a list', isError: 'maybe' } }));
      return;
    }
    // Stateless: a server and transport per request, as the SDK's examples do.
    const server = mcp();
    // A server that sends notifications answers as an event stream, where they can travel with the answer.
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: !options.listChanging,
    });
    res.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  /** RFC 9728 resource metadata, RFC 8414 server metadata and the token endpoint (client_secret_basic). */
  const oauthRoute = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return true;
    };
    if (req.url?.startsWith('/.well-known/oauth-protected-resource'))
      return json(200, { resource: `${base}/mcp`, authorization_servers: [base] });
    if (req.url === '/.well-known/oauth-authorization-server')
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        response_types_supported: ['code'],
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    if (req.url?.startsWith('/.well-known/')) return json(404, {});
    if (req.url !== '/token') return false;
    tokenRequests.push(req.headers.authorization);
    const form = new URLSearchParams(await readBody(req));
    const { clientId, clientSecret } = options.oauth!;
    const basic = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
    if (req.headers.authorization !== basic || form.get('grant_type') !== 'client_credentials')
      return json(401, { error: 'invalid_client' });
    const token = `at-${tokenRequests.length}-${Math.random().toString(36).slice(2)}`;
    issued.add(token);
    return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
  };
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    orders,
    authorizations,
    tokenRequests,
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
