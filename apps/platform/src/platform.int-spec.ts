import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { tcpRelay } from '@lomo/testing';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { TaskRuntimeBusApi, taskStreamId } from '@lomo/services/task-runtime';
import { EsdbWireDouble } from '../../../libs/event-store/src/eventstoredb/testing/esdb-wire-double';
import { platformApp, PlatformConfig } from './app';

const start = async (env: NodeJS.ProcessEnv): Promise<INestApplication> => {
  const app = await createLomoApp(platformApp, loadConfig(PlatformConfig, { LOG_LEVEL: 'silent', ...env }));
  await app.init();
  return app;
};

describe('platform (embedded) over HTTP', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await start({ DATABASE_URL: 'memory://' });
  });
  afterAll(() => app.close());

  it('answers liveness without touching a dependency', async () => {
    await request(app.getHttpServer()).get('/health/live').expect(200, { status: 'ok' });
  });

  it('is ready when its embedded database answers, and checks nothing it does not use', async () => {
    const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(res.body.status).toBe('ok');
    expect(Object.keys(res.body.details)).toEqual(['database']);
    expect(res.body.details.database).toMatchObject({ status: 'up', kind: 'pglite' });
  });

  it('hosts every service module', async () => {
    const res = await request(app.getHttpServer()).get('/info').expect(200);
    expect(res.body.app).toBe('platform');
    expect(res.body.services.map((s: { name: string }) => s.name)).toEqual([
      'billing',
      'gateway',
      'generation-gateway',
      'memory',
      'router',
      'task-runtime',
      'workspace',
    ]);
  });

  it('hosts the event log on its embedded database', async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    const streamId = `probe-${randomUUID()}`;
    await store.append(streamId, [{ id: randomUUID(), type: 'Probed', data: { ok: true } }], { expected: 'no_stream' });
    expect((await store.readStream(streamId)).map((e) => e.data)).toEqual([{ ok: true }]);
  });

  it('runs a task end to end with the offline planner: message in, turn, reply, all in the task stream', async () => {
    const runtime = app.get(TaskRuntimeBusApi);
    const { taskId } = await runtime.createTask(
      { workspaceId: 'ws-1', userId: 'u-1' },
      { text: 'What can you make for me?', language: 'en' },
    );
    const store = app.get<EventStore>(EVENT_STORE);
    const deadline = Date.now() + 15_000;
    while (!(await store.readStream(taskStreamId(taskId))).some((e) => e.type === 'TurnCompleted')) {
      if (Date.now() > deadline) throw new Error('the turn did not complete');
      await new Promise((r) => setTimeout(r, 50));
    }
    const events = await store.readStream(taskStreamId(taskId));
    expect(events.map((e) => e.type)).toEqual([
      'TaskCreated',
      'MessageDelivered',
      'ExecutionTakenOver',
      'TurnStarted',
      'StepDecided',
      'TurnCompleted',
    ]);
    const decided = events.find((e) => e.type === 'StepDecided')!.data as {
      output: string;
      consumedMessageIds: string[];
    };
    expect(decided.output).toMatch(/offline planner/i);
    expect(decided.consumedMessageIds).toHaveLength(1);
    expect(events[0].metadata).toMatchObject({ workspaceId: 'ws-1', actor: 'user:u-1' });
    expect(await runtime.get(taskId)).toMatchObject({ status: 'idle' });
  });

  it('echoes a caller-supplied correlation id and mints one otherwise', async () => {
    await request(app.getHttpServer())
      .get('/health/live')
      .set('x-correlation-id', 'req-42')
      .expect('x-correlation-id', 'req-42');
    const minted = await request(app.getHttpServer()).get('/health/live').expect(200);
    expect(minted.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await request(app.getHttpServer())
      .get('/health/live')
      .set('x-correlation-id', 'a b\tc')
      .expect(200);
    expect(hostile.headers['x-correlation-id']).not.toBe('a b\tc');
  });

  it('exposes Prometheus metrics with request timings by route template', async () => {
    await request(app.getHttpServer()).get('/info').expect(200);
    const res = await request(app.getHttpServer())
      .get('/metrics')
      .expect(200)
      .expect('content-type', /text\/plain/);
    expect(res.text).toContain('process_cpu_seconds_total{app="platform"}');
    expect(res.text).toMatch(
      /lomo_http_request_duration_seconds_count\{app="platform",method="GET",route="\/info",status="200"\} [1-9]/,
    );
    // The task run above (issue 17 §5): prompt tokens per step and the prefix against the previous step.
    expect(res.text).toMatch(/lomo_task_prompt_tokens_count\{app="platform"\} [1-9]/);
    expect(res.text).toMatch(/lomo_task_context_steps_total\{prefix="first",app="platform"\} 1/);
  });

  it("exposes every hosted processor's lag, checkpoint position and lease (ARCHITECTURE §3)", async () => {
    const text = (await request(app.getHttpServer()).get('/metrics').expect(200)).text;
    const of = (metric: string) =>
      new Map(
        [...text.matchAll(new RegExp(`^${metric}\\{processor="([^"]+)",app="platform"\\} (\\d+)$`, 'gm'))].map((m) => [
          m[1],
          Number(m[2]),
        ]),
      );
    const lag = of('lomo_processor_lag_events');
    // One of each kind: a projection, the outbox, and a service's own processor in each service that has one.
    expect([...lag.keys()]).toEqual(
      expect.arrayContaining(['task_attention_v4', 'task-runtime-outbox', 'router-task-index', 'memory-search']),
    );
    expect([...of('lomo_processor_position').keys()].sort()).toEqual([...lag.keys()].sort());
    // Embedded: this one process holds every processor's lease.
    expect([...of('lomo_processor_active').values()].every((held) => held === 1)).toBe(true);
  });
});

describe('platform readiness against real servers', () => {
  it('checks every configured dependency and reports each one up', async () => {
    const app = await start({
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      BUS: 'kafka',
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
      REDIS_URL: process.env.TEST_REDIS_URL,
      OPENSEARCH_URL: process.env.TEST_OPENSEARCH_URL,
    });
    try {
      const res = await request(app.getHttpServer()).get('/health/ready');
      expect(res.body.details).toEqual({
        database: expect.objectContaining({ status: 'up', kind: 'postgres' }),
        kafka: expect.objectContaining({ status: 'up', brokers: 1 }),
        redis: expect.objectContaining({ status: 'up' }),
        opensearch: expect.objectContaining({ status: 'up', cluster: expect.stringMatching(/^(green|yellow)$/) }),
      });
      expect(res.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('uses EventStoreDB when EVENT_STORE=eventstoredb, and reports it in readiness (wire double)', async () => {
    const double = await EsdbWireDouble.start();
    const app = await start({
      DATABASE_URL: 'memory://',
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: double.connectionString,
    });
    try {
      const res = await request(app.getHttpServer()).get('/health/ready').expect(200);
      expect(res.body.details.eventstoredb.status).toBe('up');
      const streamId = `probe-${randomUUID()}`;
      await app
        .get<EventStore>(EVENT_STORE)
        .append(streamId, [{ id: randomUUID(), type: 'Probed', data: {} }], { expected: 'no_stream' });
      expect(double.log.all.some((record) => record.streamId === streamId)).toBe(true);
    } finally {
      await app.close();
      await double.stop();
    }
  });

  it('answers 503 naming the dependency that is down, while liveness stays 200', async () => {
    // Redis is waited for at boot, so it goes away after the app is up.
    const redis = await tcpRelay(process.env.TEST_REDIS_URL!);
    const app = await start({ DATABASE_URL: 'memory://', REDIS_URL: `redis://127.0.0.1:${redis.port}` });
    await redis.close();
    try {
      const res = await request(app.getHttpServer()).get('/health/ready').expect(503);
      expect(res.body.status).toBe('error');
      expect(res.body.details.database.status).toBe('up');
      expect(res.body.error.redis.status).toBe('down');
      await request(app.getHttpServer()).get('/health/live').expect(200);
    } finally {
      await app.close();
    }
  });
});
