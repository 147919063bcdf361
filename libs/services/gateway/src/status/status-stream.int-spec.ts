import { taskStreamId } from '@lomo/contracts';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { PostgresEventStore, type EventStore } from '@lomo/event-store';
import { openSqlClient, type SqlClient } from '@lomo/infra/sql';
import { SseClient } from '../testing/sse-client';
import { InProcessFanOut, RedisFanOut, type StatusFanOut } from './status-fan-out';
import { redisLeadership, soleLeader, StatusFeed } from './status-feed';
import { StatusReader } from './status-reader';
import { cursorOf, serveSse } from './sse-connection';

const BACKENDS: Array<[string, () => Promise<SqlClient>, boolean]> = [
  ['PGlite, in-process fan-out', () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' }), false],
  [
    'PostgreSQL server, Redis fan-out',
    () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' }),
    true,
  ],
];

describe.each(BACKENDS)('status stream over %s', (_name, openSql, useRedis) => {
  let sql: SqlClient;
  let store: EventStore;
  let fanOut: StatusFanOut;
  let feed: StatusFeed;
  let server: Server;
  let url: string;
  let redis: Redis | undefined;
  const workspaceId = `ws-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    sql = await openSql();
    store = await PostgresEventStore.open(sql);
    const reader = new StatusReader(store);
    redis = useRedis ? new Redis(process.env.TEST_REDIS_URL!) : undefined;
    fanOut = redis ? new RedisFanOut(redis) : new InProcessFanOut();
    await fanOut.ready();
    feed = new StatusFeed(store, reader, fanOut, redis ? redisLeadership(redis, 1_500) : soleLeader());
    feed.start();
    server = createServer((req, res) => {
      const query = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
      const after = cursorOf(Object.assign(req, { query }) as unknown as Request).after;
      void serveSse(
        req as unknown as Request,
        res as unknown as Response,
        {
          subscribe: (listener) => fanOut.subscribe(workspaceId, listener),
          history: async (cursor) => (cursor ? reader.workspaceHistory(workspaceId, cursor) : []),
          accept: () => true,
        },
        after,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await feed.stop();
    await fanOut.close();
    redis?.disconnect();
    await store.close().catch(() => undefined);
    await sql.close();
  });

  const append = (taskId: string, type: string, data: Record<string, unknown>, ws = workspaceId) =>
    store.append(
      taskStreamId(taskId),
      [{ id: randomUUID(), type, data: { at: new Date().toISOString(), ...data }, metadata: { workspaceId: ws } }],
      { expected: 'any' },
    );

  it('delivers events appended by concurrent writers, live, in log order; a reconnect with Last-Event-ID misses nothing and repeats nothing', async () => {
    const live = new SseClient(url);
    await live.opened;
    await new Promise((r) => setTimeout(r, 100)); // the connection subscribes before the first append
    const tasks = Array.from({ length: 4 }, () => randomUUID());
    await Promise.all(tasks.map((t) => append(t, 'TaskCreated', { taskId: t, workspaceId, brief: `brief ${t}` })));
    await append(randomUUID(), 'TaskCreated', { brief: 'elsewhere' }, 'ws-other');
    await live.waitFor(() => live.updates().length >= 4);
    live.close();
    const seen = live.events.map((e) => e.id!);

    const writers = tasks.map(async (t) => {
      for (let i = 0; i < 10; i++) await append(t, 'MessageDelivered', { messageId: `${t}-${i}` });
    });
    const midway = new SseClient(url, { 'last-event-id': seen[seen.length - 1] });
    await Promise.all(writers);
    await midway.waitFor(() => midway.updates().length >= 40);
    await new Promise((r) => setTimeout(r, 300));
    midway.close();

    const history = new SseClient(`${url}after=0-0`);
    await history.waitFor(() => history.updates().length >= 44);
    history.close();
    const stitched = [...seen, ...midway.events.map((e) => e.id!)];
    expect(stitched).toHaveLength(44);
    expect(history.events.map((e) => e.id)).toEqual(stitched);
    expect(history.updates().every((u) => (u as unknown as { workspaceId: string }).workspaceId === workspaceId)).toBe(
      true,
    );
    expect(midway.updates().map((u) => u.line)).toEqual(Array(40).fill('message received'));
  });
});
