import { createServer, type IncomingMessage, type Server } from 'node:http';
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
  close(): Promise<void>;
}

/**
 * Tools: `lookup_colour` (read-only), `place_order` (a write with an effect the test counts),
 * `slow` (answers after `slowMs`), `broken` (a reply that breaks the protocol's result shape),
 * `fails` (a tool-level `isError`). With `token`, a request without `Bearer <token>` is a 401.
 * With `listChanging`, `unlock` adds the tool `archive` and sends `notifications/tools/list_changed`.
 */
export async function startMcpTestServer(
  options: { token?: string; slowMs?: number; listChanging?: boolean } = {},
): Promise<McpTestServer> {
  const orders: McpTestServer['orders'] = [];
  const authorizations: McpTestServer['authorizations'] = [];
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
    authorizations.push(req.headers.authorization);
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
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    orders,
    authorizations,
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
