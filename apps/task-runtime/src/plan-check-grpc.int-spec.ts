import type { INestApplication } from '@nestjs/common';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { GENERATION_API, TASK_RUNTIME_API, type GenerationApi, type TaskRuntimeApi } from '@lomo/service-api';
import { freePort, freshDatabase, type FreshDatabase } from '@lomo/testing';
import { GenerationGatewayConfig, generationGatewayApp } from '../../generation-gateway/src/app';
import { TaskRuntimeConfig, taskRuntimeApp } from './app';

const SERVICE_TOKEN = 'plan-check-service-token-0123';
const alice = { workspaceId: 'ws-plan', userId: 'alice' };

const until = async <T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 90_000): Promise<T> => {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Distributed mode's plan check: the standalone task-runtime has no capability registry
 * of its own; with GENERATION_GRPC_URL its GENERATION_API is a gRPC client of the standalone
 * generation-gateway (built-in simulator: image, video, 3D model), which judges every plan.
 */
describe('standalone task-runtime: plans are checked against the generation-gateway over gRPC', () => {
  let generation: INestApplication;
  let runtime: INestApplication;
  let database: FreshDatabase;

  beforeAll(async () => {
    const grpcPort = await freePort();
    // One database of the real server, as a cluster's processes share it.
    database = await freshDatabase('lomo_plan_check');
    const common = { LOG_LEVEL: 'silent', DATABASE_URL: database.url, SERVICE_TOKEN };
    generation = await createLomoApp(
      generationGatewayApp,
      loadConfig(GenerationGatewayConfig, { ...common, GRPC_PORT: String(grpcPort) }),
    );
    await generation.listen(0, '127.0.0.1');
    runtime = await createLomoApp(
      taskRuntimeApp,
      loadConfig(TaskRuntimeConfig, { ...common, GENERATION_GRPC_URL: `127.0.0.1:${grpcPort}` }),
    );
    await runtime.listen(0, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await runtime?.close();
    await generation?.close();
    await database?.drop();
  });

  it('given the task-runtime process, when it resolves GENERATION_API, then it reads the generation-gateway registry over the wire', async () => {
    const api = runtime.get<GenerationApi>(GENERATION_API, { strict: false });
    const registry = await api.capabilities(alice);
    expect(registry.entries.map((e) => e.kind).sort()).toEqual(['image', 'model3d', 'video']);
  });

  it('given a request needing audio no provider makes, when the task runs, then the plan is refused with the generation-gateway registry reason before any job', async () => {
    const tasks = runtime.get<TaskRuntimeApi>(TASK_RUNTIME_API, { strict: false });
    const { taskId } = await tasks.createTask(alice, {
      text: 'make a 3-scene video of a lighthouse with a soundtrack',
      kind: 'persistent',
      language: 'en',
    });
    const card = await until(async () => {
      const c = await tasks.getTask(alice, taskId);
      return c.status === 'idle' && c.lastOutput?.includes('refused') ? c : undefined;
    }, 'the refusal');
    expect(card.lastOutput).toContain('soundtrack: needs audio generation, which no configured provider offers');
    const events = await tasks.taskEvents(alice, taskId, { limit: 1000 });
    expect(events.some((e) => e.type === 'ChecklistSet' || e.type === 'PlanNodeStarted')).toBe(false);
  }, 120_000);
});
