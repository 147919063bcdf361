import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SseClient } from './sse';

/** A gateway's /v1/stream: each handler answers one connection, in order; the last one repeats. */
async function fakeGateway(
  handlers: Array<(req: IncomingMessage, res: ServerResponse) => void>,
): Promise<{ url: string; server: Server; seen: Array<string | undefined> }> {
  const seen: Array<string | undefined> = [];
  const server = createServer((req, res) => {
    seen.push(req.headers['last-event-id'] as string | undefined);
    handlers[Math.min(seen.length - 1, handlers.length - 1)](req, res);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen };
}

const open = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });
const send = (res: ServerResponse, id: string) => res.write(`: heartbeat\n\nevent: status\nid: ${id}\ndata: {}\n\n`);

async function until(check: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5_000; !check(); await new Promise((r) => setTimeout(r, 20)))
    if (Date.now() > deadline) throw new Error('timed out');
}

describe('the reconnecting SSE client', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  it('given its connection cut after two events, then it reconnects with Last-Event-ID and keeps every status id once', async () => {
    const gateway = await fakeGateway([
      (_req, res) => {
        open(res);
        send(res, '5-1');
        send(res, '5-2');
        setTimeout(() => res.destroy(), 50);
      },
      (_req, res) => {
        open(res);
        send(res, '7-3');
      },
    ]);
    servers.push(gateway.server);
    const client = new SseClient('c', [gateway.url], 0, {});
    client.start();
    await until(() => client.ids.length === 3);
    await client.stop();
    expect({ ids: client.ids, connections: client.connections, sent: gateway.seen }).toEqual({
      ids: ['5-1', '5-2', '7-3'],
      connections: 2,
      sent: [undefined, '5-2'],
    });
  });

  it('given its own gateway not answering, then it resumes on the other with its cursor', async () => {
    const home = await fakeGateway([
      (_req, res) => {
        open(res);
        send(res, '1-1');
        setTimeout(() => res.destroy(), 50);
      },
      (_req, res) => res.writeHead(503).end(),
    ]);
    const other = await fakeGateway([
      (_req, res) => {
        open(res);
        send(res, '2-2');
      },
    ]);
    servers.push(home.server, other.server);
    const client = new SseClient('c', [home.url, other.url], 0, {});
    client.start();
    await until(() => client.ids.length === 2);
    await client.stop();
    expect({ ids: client.ids, resumedWith: other.seen[0] }).toEqual({ ids: ['1-1', '2-2'], resumedWith: '1-1' });
  });
});
