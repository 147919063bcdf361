import { genJobStreamId, STATUS_METADATA_KEY, taskStreamId, type StatusFactV1 } from '@lomo/contracts';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { formatPosition, PostgresEventStore, type EventStore } from '@lomo/event-store';
import { SseClient } from '../testing/sse-client';
import { InProcessFanOut, RedisFanOut, type StatusFanOut } from './status-fan-out';
import type { StatusUpdate } from './status-line.projection';
import { SqlFeedCheckpoint } from './feed-checkpoint';
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
    const checkpoint = new SqlFeedCheckpoint(sql, { everyMs: 100 });
    await checkpoint.migrate();
    feed = new StatusFeed(store, reader, fanOut, redis ? redisLeadership(redis, checkpoint, 1_500) : soleLeader());
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

  /** A task event as task-runtime records it: private data plus its status fact (contract v1). */
  const append = (
    taskId: string,
    type: string,
    fact: Record<string, unknown> & { kind: string },
    ws = workspaceId,
    data: Record<string, unknown> = {},
  ) =>
    store.append(
      taskStreamId(taskId),
      [
        {
          id: randomUUID(),
          type,
          data: { at: new Date().toISOString(), ...data },
          metadata: { workspaceId: ws, [STATUS_METADATA_KEY]: { v: 1, at: new Date().toISOString(), ...fact } },
        },
      ],
      { expected: 'any' },
    );

  /** Appends one event with the status fact its producer records (status contract v1). */
  const record = (
    streamId: string,
    type: string,
    fact: Record<string, unknown> & { kind: string },
    data: Record<string, unknown>,
  ) =>
    store.append(
      streamId,
      [
        {
          id: randomUUID(),
          type,
          data: { at: new Date().toISOString(), ...data },
          metadata: { workspaceId, [STATUS_METADATA_KEY]: { v: 1, ...fact } as StatusFactV1 },
        },
      ],
      { expected: 'any' },
    );

  it('delivers events appended by concurrent writers, live, in log order; a reconnect with Last-Event-ID misses nothing and repeats nothing', async () => {
    // Where the history below starts: before this test's events, not the log's start, which on the
    // shared server holds every earlier file's events (a workspace's history pages through them all:
    // a cold CI run at load 15 gave 0 of 44 in 15 s).
    const start = formatPosition(await store.headPosition());
    const live = new SseClient(url);
    await live.opened;
    await new Promise((r) => setTimeout(r, 100)); // the connection subscribes before the first append
    const tasks = Array.from({ length: 4 }, () => randomUUID());
    await Promise.all(
      tasks.map((t) =>
        append(t, 'TaskCreated', { kind: 'task.created', brief: `brief ${t}` }, workspaceId, {
          taskId: t,
          workspaceId,
          brief: `brief ${t}`,
        }),
      ),
    );
    await append(randomUUID(), 'TaskCreated', { kind: 'task.created', brief: 'elsewhere' }, 'ws-other', {
      brief: 'elsewhere',
    });
    await live.waitFor(() => live.updates().length >= 4);
    live.close();
    const seen = live.events.map((e) => e.id!);

    const writers = tasks.map(async (t) => {
      for (let i = 0; i < 10; i++)
        await append(t, 'MessageDelivered', { kind: 'message.received', messageId: `${t}-${i}` }, workspaceId, {
          messageId: `${t}-${i}`,
        });
    });
    const midway = new SseClient(url, { 'last-event-id': seen[seen.length - 1] });
    await Promise.all(writers);
    await midway.waitFor(() => midway.updates().length >= 40);
    await new Promise((r) => setTimeout(r, 300));
    midway.close();

    const history = new SseClient(`${url}after=${start}`);
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

  it('given a task that ran a generation, when its history is read without a cursor, then it tells the same story as the live stream (#21 §5c)', async () => {
    const taskId = randomUUID();
    const task = taskStreamId(taskId);
    const job = genJobStreamId(workspaceId, `${taskId}:1:1:0`);
    const live: StatusUpdate[] = [];
    const unsubscribe = fanOut.subscribe(workspaceId, (u) => void (u.taskId === taskId && live.push(u)));
    try {
      // Private data as the producers write it (the shared database's other readers fold it); the lines come from the facts.
      const call = { callId: '1:1:0', generation: 1 };
      await record(
        task,
        'TaskCreated',
        { kind: 'task.created', brief: 'a red cat' },
        { taskId, workspaceId, userId: 'u', kind: 'persistent', brief: 'a red cat' },
      );
      await record(
        task,
        'StepDecided',
        { kind: 'step.decided', toolCalls: [{ callId: '1:1:0', tool: 'generate_image' }], consumedMessageIds: [] },
        {
          turn: 1,
          step: 1,
          generation: 1,
          output: '',
          toolCalls: [{ id: '1:1:0', tool: 'generate_image', input: {} }],
          consumedMessageIds: [],
        },
      );
      await record(task, 'ToolCallStarted', { kind: 'tool.started', callId: '1:1:0' }, call);
      await record(
        job,
        'JobRequested',
        { kind: 'job.requested', taskId, jobId: job },
        {
          jobId: job,
          workspaceId,
          userId: 'u',
          taskId,
          callId: '1:1:0',
          idempotencyKey: `${taskId}:1:1:0`,
          provider: 'test',
          model: 'test',
          kind: 'image',
          prompt: 'a red cat',
          params: {},
          references: [],
          cost: { amountMinor: 0, currency: 'USD' },
          wakeOnCompletion: true,
        },
      );
      await record(
        job,
        'JobSubmitted',
        { kind: 'job.progressed', status: 'submitted' },
        { upstreamJobId: 'u-1', reconciled: false },
      );
      await record(
        task,
        'ToolCallCompleted',
        { kind: 'tool.completed', callId: '1:1:0', submitted: true, jobId: job },
        { ...call, result: { jobId: job }, progress: 'generation_submitted', waitingFor: `generation:${job}` },
      );
      await record(
        task,
        'TurnCompleted',
        { kind: 'turn.completed', next: 'waiting_external' },
        { turn: 1, generation: 1, next: 'waiting_external', reason: 'waiting', waitingFor: [`generation:${job}`] },
      );
      await record(job, 'JobProgressed', { kind: 'job.progressed', status: 'running', percent: 40 }, { percent: 40 });
      await record(
        job,
        'JobSucceeded',
        { kind: 'job.progressed', status: 'succeeded', percent: 100 },
        { objectIds: ['o-1'], actualCost: { amountMinor: 0, currency: 'USD' } },
      );
      await record(
        task,
        'ExternalEventReceived',
        { kind: 'result.received', source: 'generation', artifacts: 1, wakes: true },
        {
          source: 'generation',
          eventId: randomUUID(),
          result: { objectIds: ['o-1'] },
          waitKey: `generation:${job}`,
          artifactIds: ['o-1'],
        },
      );
      const deadline = Date.now() + 10_000;
      while (live.length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    } finally {
      unsubscribe();
    }
    const history = await new StatusReader(store).taskHistory(workspaceId, taskId, undefined);
    const story = (updates: StatusUpdate[]) => updates.map((u) => [u.id, u.line, u.jobId ?? null]);
    expect(live).toHaveLength(10);
    expect(story(history)).toEqual(story(live));
    expect(history.filter((u) => u.jobId === job).map((u) => u.line)).toEqual([
      'generation requested',
      'generation submitted',
      'generation running · 40%',
      'generation succeeded · 100%',
    ]);
  });
  it("given the feed's Redis restarted empty (distributed) while events are appended, then the next leader resumes from the saved position: a live client misses none", async () => {
    const live = new SseClient(url);
    await live.opened;
    await new Promise((r) => setTimeout(r, 100));
    const taskId = randomUUID();
    await append(taskId, 'TaskCreated', { kind: 'task.created', brief: 'before' }, workspaceId, { brief: 'before' });
    await live.waitFor(() => live.updates().length >= 1);

    // What a Redis restart leaves: no lease, no key at all (the server runs without persistence).
    // The embedded feed has no leader to lose: there, the same appends simply all arrive.
    await redis?.flushdb();
    const messages = Array.from({ length: 25 }, (_, i) => `${taskId}-${i}`);
    for (const messageId of messages) {
      await append(taskId, 'MessageDelivered', { kind: 'message.received', messageId }, workspaceId, { messageId });
      await new Promise((r) => setTimeout(r, 80)); // across the old leader's resignation and the new one's start
    }

    await live.waitFor(() => live.updates().length >= 1 + messages.length, 20_000);
    await new Promise((r) => setTimeout(r, 300));
    live.close();
    const received = live.updates<StatusUpdate>().flatMap((u) => u.message?.messageIds ?? []);
    expect(received).toEqual(messages);
  }, 40_000);
});
