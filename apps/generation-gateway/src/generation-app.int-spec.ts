import { create } from '@bufbuild/protobuf';
import { Global, type INestApplication, Module } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { ToolRegistry } from '@lomo/agent-tools';
import { createLomoApp, type LomoAppDefinition } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import {
  decodeEvent,
  EventEnvelopeSchema,
  encodeEvent,
  isEventTypeName,
  MediaKind,
  TaskStatus,
  TaskStatusChangedSchema,
  type IntegrationEvent,
  taskStreamId,
} from '@lomo/contracts';
import { anyMessage, MESSAGE_BUS, type MessageBus, on, TOPICS } from '@lomo/messaging';
import { BILLING_API, type BillingApi, WORKSPACE_API } from '@lomo/service-api';
import { BillingModule } from '@lomo/services/billing';
import {
  GenerationGatewayModule,
  GenerationJobs,
  InMemoryWorkspace,
  JOB_TOPIC,
  SimulatedUpstream,
} from '@lomo/services/generation-gateway';
import { GenerationGatewayConfig } from './app';

const workspace = new InMemoryWorkspace();
/** The workspace service is a peer built concurrently: its API is stood in for in memory. */
@Global()
@Module({ providers: [{ provide: WORKSPACE_API, useValue: workspace }], exports: [WORKSPACE_API] })
class TestWorkspaceModule {}

const definition: LomoAppDefinition<GenerationGatewayConfig> = {
  name: 'generation-gateway',
  config: GenerationGatewayConfig,
  services: () => [TestWorkspaceModule, BillingModule, GenerationGatewayModule],
};

async function start(env: NodeJS.ProcessEnv): Promise<INestApplication> {
  const app = await createLomoApp(
    definition,
    loadConfig(GenerationGatewayConfig, { LOG_LEVEL: 'silent', GENERATION_POLL_TICK_MS: '100', ...env }),
  );
  await app.listen(0, '127.0.0.1');
  return app;
}

const context = (workspaceId: string, taskId: string, callId = '1:1:0') => ({
  workspaceId,
  taskId,
  callId,
  generation: 1,
});
const until = async (check: () => boolean | Promise<boolean>, what: () => string, timeoutMs = 30_000) => {
  for (const deadline = Date.now() + timeoutMs; !(await check());) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('generation gateway app (BUS=kafka, PostgreSQL server, upstream over HTTP)', () => {
  const secret = randomBytes(16).toString('hex');
  const upstream = new SimulatedUpstream({ secret });
  let app: INestApplication;
  let bus: MessageBus;
  const received: Array<{ id: string; key: string; event: IntegrationEvent }> = [];
  let closeSubscription: () => Promise<void>;

  beforeAll(async () => {
    await upstream.start();
    app = await start({
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      BUS: 'kafka',
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS,
      GENERATION_SIMULATOR: 'off',
      GENERATION_PROVIDER_ID: 'sim',
      GENERATION_PROVIDER_URL: upstream.url(),
      GENERATION_PROVIDER_SECRETS: `old-secret,${secret}`,
    });
    bus = app.get<MessageBus>(MESSAGE_BUS);
    const group = `generation-test-${randomUUID().slice(0, 8)}`;
    await bus.provision({ topics: [], groups: [{ name: group, topics: [JOB_TOPIC], retry: { maxAttempts: 1 } }] });
    const subscription = await bus.subscribe({
      group,
      handlers: [
        on(
          anyMessage,
          async (m) =>
            void (
              isEventTypeName(m.type) && received.push({ id: m.id, key: m.key, event: decodeEvent(m.type, m.payload) })
            ),
        ),
      ],
    });
    closeSubscription = () => subscription.close({ timeoutMs: 5_000 });
  }, 120_000);
  afterAll(async () => {
    await closeSubscription?.();
    await app?.close();
    await upstream.stop();
  });

  const of = (jobId: string, type: string) =>
    received.filter((r) => r.key === jobId && r.event.$typeName.endsWith(type));
  const stopTask = (workspaceId: string, taskId: string) => {
    const envelope = create(EventEnvelopeSchema, {
      eventId: randomUUID(),
      streamId: taskStreamId(taskId),
      workspaceId,
    });
    const payload = create(TaskStatusChangedSchema, { envelope, taskId, status: TaskStatus.TERMINATED });
    const type = 'lomo.task_runtime.v1.TaskStatusChanged';
    return bus.publish({
      topic: TOPICS.taskRuntime.task,
      key: taskStreamId(taskId),
      type,
      value: encodeEvent(type, payload),
      id: envelope.eventId,
    });
  };

  it('tool calls repeated 10× make one job; duplicate shuffled callbacks yield one completion event carrying the job identity', async () => {
    const tools = app.get(ToolRegistry);
    expect(
      tools
        .list()
        .map((t) => `${t.name}:${t.risk}`)
        .sort(),
    ).toEqual([
      'generate_3d:paid',
      'generate_audio:paid',
      'generate_image:paid',
      'generate_video:paid',
      'get_generation_status:read',
      'list_capabilities:read',
      'render_video:write',
    ]);
    const workspaceId = `ws-${randomUUID().slice(0, 8)}`;
    const taskId = randomUUID();
    upstream.script({
      idempotencyKey: `${taskId}:1:1:0`,
      script: { duplicateCallbacks: 3, shuffleCallbacks: true, stepMs: 30 },
    });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        tools.get('generate_image')!.run({ prompt: 'a lighthouse at dusk' }, context(workspaceId, taskId)),
      ),
    );
    const jobId = (outcomes[0].result as { jobId: string }).jobId;
    expect(
      outcomes.every((o) => o.waitingFor === `generation:${jobId}` && (o.result as { jobId: string }).jobId === jobId),
    ).toBe(true);
    await until(
      () => of(jobId, 'GenerationJobSettled').length > 0,
      () =>
        `${received.length} received; keys ${[...new Set(received.map((r) => r.key))].slice(-3).join(' ')}; job ${jobId}`,
      60_000,
    );
    expect(upstream.submissions(`${taskId}:1:1:0`)).toHaveLength(1);
    const completions = new Set(of(jobId, 'GenerationJobSucceeded').map((r) => r.id));
    expect(completions.size).toBe(1);
    expect(of(jobId, 'GenerationJobSucceeded')[0].event).toMatchObject({
      jobId,
      taskId,
      toolCallId: '1:1:0',
      workspaceId,
      mediaKind: MediaKind.IMAGE,
      objectIds: [expect.any(String)],
      wakeOnCompletion: true,
    });
    const percents = of(jobId, 'GenerationJobProgressed').map((r) => (r.event as { percent: number }).percent);
    expect([...new Set(percents)].sort((a, b) => a - b)).toEqual([...new Set(percents)]);
    const status = await tools.get('get_generation_status')!.run({ jobId }, context(workspaceId, taskId, '1:2:0'));
    expect(status.result).toMatchObject({ state: 'succeeded', settled: true });
  }, 90_000);

  it('a stopped task has its running job cancelled upstream and refunded (R-5.5, R-5.6)', async () => {
    const workspaceId = `ws-${randomUUID().slice(0, 8)}`;
    const taskId = randomUUID();
    upstream.script({ idempotencyKey: `${taskId}:1:1:0`, script: { stepMs: 500, steps: 40 } });
    const generation = app.get(GenerationJobs);
    const caller = { workspaceId, userId: 'u-1' };
    const { jobId } = await generation.submit(caller, {
      taskId,
      callId: '1:1:0',
      kind: 'video',
      prompt: 'a long pan over hills',
    });
    await until(
      async () => (await app.get<BillingApi>(BILLING_API).ledger(caller)).length > 0,
      () => 'hold',
    );
    // The open-jobs projection must know the job before the stop can find it.
    await new Promise((r) => setTimeout(r, 300));
    await stopTask(workspaceId, taskId);
    await until(
      async () => (await generation.status(caller, jobId)).settled,
      () => 'settled',
      60_000,
    );
    expect(await generation.status(caller, jobId)).toMatchObject({ state: 'cancelled' });
    expect(upstream.ledger.filter((e) => e.upstreamJobId && e.path.endsWith('/cancel'))).not.toHaveLength(0);
    expect((await app.get<BillingApi>(BILLING_API).ledger(caller)).map((e) => e.entry)).toEqual(['hold', 'refund']);
  }, 90_000);

  it('a stop racing the completion settles the job exactly once', async () => {
    const workspaceId = `ws-${randomUUID().slice(0, 8)}`;
    const taskId = randomUUID();
    upstream.script({ idempotencyKey: `${taskId}:1:1:0`, script: { stepMs: 40, steps: 2, duplicateCallbacks: 2 } });
    const generation = app.get(GenerationJobs);
    const caller = { workspaceId, userId: 'u-1' };
    const { jobId } = await generation.submit(caller, { taskId, callId: '1:1:0', kind: 'image', prompt: 'racing' });
    await new Promise((r) => setTimeout(r, 100));
    await Promise.all([stopTask(workspaceId, taskId), generation.cancel(caller, jobId)]);
    await until(
      async () => (await generation.status(caller, jobId)).settled,
      () => 'settled',
      60_000,
    );
    await until(
      () => of(jobId, 'GenerationJobSettled').length > 0,
      () => 'settled event',
      60_000,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(new Set(of(jobId, 'GenerationJobSettled').map((r) => r.id)).size).toBe(1);
    const entries = (await app.get<BillingApi>(BILLING_API).ledger(caller)).map((e) => e.entry);
    expect(entries[0]).toBe('hold');
    expect(entries.slice(1).length).toBe(1);
  }, 90_000);
});

describe('generation gateway app, embedded defaults (in-process simulated upstream, PGlite, in-process bus)', () => {
  it('generates through the simulator, with callbacks verified on the app’s own raw-body route', async () => {
    const app = await start({ DATABASE_URL: 'memory://' });
    try {
      const generation = app.get(GenerationJobs);
      const caller = { workspaceId: 'ws-embedded', userId: 'u-1' };
      const view = await generation.submit(caller, {
        taskId: 't-1',
        callId: '1:1:0',
        kind: 'video',
        prompt: 'a paper boat',
        params: { seconds: 1 },
        provider: 'simulated',
      });
      await until(
        async () => (await generation.status(caller, view.jobId)).settled,
        () => 'settled',
        20_000,
      );
      const done = await generation.status(caller, view.jobId);
      expect(done).toMatchObject({ state: 'succeeded', cost: { amountMinor: 15, currency: 'USD' } });
      const object = workspace.objects.get(done.objectIds[0])!;
      expect(object.input.content).toMatchObject({ type: 'blob', mediaType: 'image/gif' });
    } finally {
      await app.close();
    }
  }, 60_000);
});
