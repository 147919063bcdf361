import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { decodeEvent, type IntegrationEvent, isEventTypeName, WakeReason } from '@lomo/contracts';
import { anyMessage, MESSAGE_BUS, type MessageBus, on } from '@lomo/messaging';
import { TASK_TOPIC, TaskRuntimeBusApi, taskStreamId, WAKEUP_TOPIC } from '@lomo/services/task-runtime';
import { platformApp, PlatformConfig } from './app';

const start = async (env: NodeJS.ProcessEnv): Promise<INestApplication> => {
  const app = await createLomoApp(platformApp, loadConfig(PlatformConfig, { LOG_LEVEL: 'silent', ...env }));
  await app.init();
  return app;
};

/**
 * Creates a task through the runtime and follows it on the bus as an outside service would:
 * a test group of its own (declared with an extra `provision`) reads the task topic and the
 * wake-up topic from the beginning, keeping only this task's records.
 */
async function runTaskOverTheBus(app: INestApplication, timeoutMs: number) {
  const bus = app.get<MessageBus>(MESSAGE_BUS);
  const taskId = randomUUID();
  const group = `platform-test-${randomUUID().slice(0, 8)}`;
  await bus.provision({
    topics: [],
    groups: [{ name: group, topics: [TASK_TOPIC, WAKEUP_TOPIC], retry: { maxAttempts: 1 } }],
  });
  const events: IntegrationEvent[] = [];
  const wakeReasons: WakeReason[] = [];
  const subscription = await bus.subscribe({
    group,
    handlers: [
      on(anyMessage, async (m) => {
        if (!isEventTypeName(m.type)) return;
        const event = decodeEvent(m.type, m.payload);
        if (m.topic === TASK_TOPIC && m.key === taskStreamId(taskId)) events.push(event);
        if (
          m.topic === WAKEUP_TOPIC &&
          m.key === taskId &&
          event.$typeName === 'lomo.task_runtime.v1.TaskWakeRequested'
        )
          wakeReasons.push(event.reason);
      }),
    ],
  });
  try {
    await app
      .get(TaskRuntimeBusApi)
      .createTask(
        { workspaceId: `ws-${taskId}`, userId: 'u-1' },
        { taskId, text: 'What can you make for me?', language: 'en' },
      );
    const deadline = Date.now() + timeoutMs;
    // The two topics are fetched independently: the wake-up may be read after the turn's events.
    while (!events.some((e) => e.$typeName === 'lomo.task_runtime.v1.TurnCompleted') || wakeReasons.length === 0) {
      if (Date.now() > deadline)
        throw new Error(`got ${events.map((e) => e.$typeName).join(', ')} and ${wakeReasons.length} wake-ups`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await subscription.close({ timeoutMs: 5_000 });
  }
  return { taskId, events, wakeReasons };
}

function expectTaskLifecycle(taskId: string, events: IntegrationEvent[]) {
  expect(events.map((e) => e.$typeName.split('.').pop())).toEqual([
    'TaskCreated',
    'MessageDelivered',
    'TaskStatusChanged',
    'MessageConsumed',
    'TaskStatusChanged',
    'TurnCompleted',
  ]);
  const positions = events.map((e) => e.envelope!.streamPosition);
  expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);
  for (const e of events)
    expect(e.envelope).toMatchObject({ streamId: taskStreamId(taskId), workspaceId: `ws-${taskId}` });
  expect(events[2]).toMatchObject({ status: 2 /* RUNNING */ });
  expect(events[4]).toMatchObject({ previousStatus: 2, status: 1 /* IDLE */ });
  expect(events[5]).toMatchObject({ taskId, turnNumber: 1, stepCount: 1, nextTurnScheduled: false });
}

describe('platform task runtime over the message bus', () => {
  it('embedded (BUS=inproc): wakes through the bus and publishes the task lifecycle on the task topic', async () => {
    const app = await start({ DATABASE_URL: 'memory://' });
    try {
      const { taskId, events, wakeReasons } = await runTaskOverTheBus(app, 15_000);
      expect(wakeReasons[0]).toBe(WakeReason.MESSAGE_DELIVERED);
      expectTaskLifecycle(taskId, events);
      expect(await app.get(TaskRuntimeBusApi).get(taskId)).toMatchObject({ status: 'idle' });
    } finally {
      await app.close();
    }
  });

  it('distributed (BUS=kafka, PostgreSQL): the same through the real broker, with readiness still up', async () => {
    const app = await start({
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      BUS: 'kafka',
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
    });
    try {
      // Each probe has 2 s: on a loaded machine one can miss it just after boot, as a pod's
      // readiness flaps before it settles; it must settle to up with both dependencies.
      let ready = await request(app.getHttpServer()).get('/health/ready');
      for (const deadline = Date.now() + 30_000; ready.status !== 200 && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, 500));
        ready = await request(app.getHttpServer()).get('/health/ready');
      }
      expect({ status: ready.status, probes: Object.keys(ready.body.details ?? {}).sort() }).toEqual({
        status: 200,
        probes: ['database', 'kafka'],
      });
      const { taskId, events, wakeReasons } = await runTaskOverTheBus(app, 90_000);
      expect(wakeReasons[0]).toBe(WakeReason.MESSAGE_DELIVERED);
      expectTaskLifecycle(taskId, events);
    } finally {
      await app.close();
    }
  }, 180_000);
});
