import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { tcpRelay, type TcpRelay } from '@lomo/testing';
import { SseClient } from '../testing/sse-client';
import { RedisFanOut } from './status-fan-out';
import type { StatusUpdate } from './status-line.projection';
import { serveSse } from './sse-connection';

/**
 * Chaos soak finding (issue 29, a Redis cut): pub/sub delivers at most once, so an update
 * the feed leader published while this replica's subscriber was cut off never reached its
 * live SSE connections, which then went on past the hole for good.
 */
describe('an SSE connection fed by Redis pub/sub, when the subscriber loses Redis for a while', () => {
  const workspaceId = `ws-${randomUUID().slice(0, 8)}`;
  const update = (n: number): StatusUpdate => ({ id: `${n}-0`, workspaceId, type: 'TaskStarted', line: `line ${n}` });
  let relay: TcpRelay | undefined;
  let subscriberSide: Redis;
  let leader: Redis;
  let fanOut: RedisFanOut;
  let server: Server;
  let client: SseClient | undefined;

  beforeAll(async () => {
    relay = await tcpRelay(process.env.TEST_REDIS_URL!);
    subscriberSide = new Redis(`redis://127.0.0.1:${relay.port}`, { maxRetriesPerRequest: 1 });
    subscriberSide.on('error', () => undefined);
    // The feed leader (another replica) publishes over its own, uncut connection.
    leader = new Redis(process.env.TEST_REDIS_URL!);
    fanOut = new RedisFanOut(subscriberSide);
    await fanOut.ready();
    server = createServer(
      (req, res) =>
        void serveSse(
          req as unknown as Request,
          res as unknown as Response,
          {
            subscribe: (listener, missed) => fanOut.subscribe(workspaceId, listener, missed),
            history: async () => [],
            accept: () => true,
          },
          undefined,
        ),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(async () => {
    client?.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await fanOut.close();
    subscriberSide.disconnect();
    leader.disconnect();
    await relay?.close();
  });

  it('given an update published while it was cut off, when it is subscribed again, then the SSE connection ends (its client resumes from the log) instead of going on past the hole', async () => {
    client = new SseClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const response = await client.opened;
    const ended = once(response, 'end').then(() => true);
    await leader.publish(`lomo:status:${workspaceId}`, JSON.stringify(update(1)));
    await client.waitFor((events) => events.some((e) => e.id === '1-0'));

    const port = relay!.port;
    await relay!.close();
    await leader.publish(`lomo:status:${workspaceId}`, JSON.stringify(update(2)));
    relay = await tcpRelay(process.env.TEST_REDIS_URL!, port);
    // Published once the subscriber is back, as the leader's next update would be.
    for (const until = Date.now() + 10_000; subscriberSide.status !== 'ready' && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    await leader.publish(`lomo:status:${workspaceId}`, JSON.stringify(update(3)));
    const outcome = await Promise.race([ended, new Promise((r) => setTimeout(() => r(false), 5_000))]);

    const ids = client.events.map((e) => e.id);
    expect({ ended: outcome, wentOnPastTheHole: ids.includes('3-0') && !ids.includes('2-0') }).toEqual({
      ended: true,
      wentOnPastTheHole: false,
    });
  });
});
