import type { INestApplication } from '@nestjs/common';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import {
  readAllBytes,
  TASK_RUNTIME_API,
  type TaskCardView,
  type TaskRuntimeApi,
  WORKSPACE_API,
  type WorkspaceApi,
} from '@lomo/service-api';
import { PNG } from 'pngjs';
import { platformApp, PlatformConfig } from './app';

/**
 * The whole embedded platform, no key, no server: the offline planner plans, calls the real
 * generation tool, the simulated upstream renders a real PNG over HTTP, the result is stored
 * as a workspace object and ends the task's wait — and, with nothing left in the plan, the
 * task is not woken again.
 */
describe('embedded platform end to end (offline planner, simulated upstream)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createLomoApp(
      platformApp,
      loadConfig(PlatformConfig, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://' }),
    );
    await app.init();
  });
  afterAll(() => app?.close());

  it('"a red cat, watercolour": a plan, a paid tool call, a real image in the workspace, the task done', async () => {
    const runtime = app.get<TaskRuntimeApi>(TASK_RUNTIME_API);
    const workspace = app.get<WorkspaceApi>(WORKSPACE_API);
    const caller = { workspaceId: 'ws-red-cat', userId: 'u-1' };
    const { taskId } = await runtime.createTask(caller, { text: 'a red cat, watercolour' });

    let card: TaskCardView = await runtime.getTask(caller, taskId);
    const deadline = Date.now() + 30_000;
    while (!(card.status === 'idle' && card.artifacts.length > 0)) {
      if (Date.now() > deadline)
        throw new Error(
          `task stuck: ${JSON.stringify({ status: card.status, reason: card.stopReason, checklist: card.checklist, out: card.lastOutput })}`,
        );
      await new Promise((r) => setTimeout(r, 100));
      card = await runtime.getTask(caller, taskId);
    }

    expect(card.checklist).toEqual([expect.objectContaining({ title: expect.any(String), status: 'done' })]);
    expect(card.stopReason).toBe('every checklist item is done');
    expect(card.inbox).toEqual([expect.objectContaining({ state: 'consumed' })]);
    const events = await runtime.taskEvents(caller, taskId);
    const types = events.map((e) => e.type);
    expect(types.filter((t) => t === 'TurnStarted')).toHaveLength(1);
    expect(types).toEqual(
      expect.arrayContaining([
        'ChecklistSet',
        'StepDecided',
        'ToolCallCompleted',
        'TurnCompleted',
        'ExternalEventReceived',
      ]),
    );
    const generation = events.find(
      (e) =>
        e.type === 'StepDecided' &&
        (e.data as { toolCalls: Array<{ tool: string }> }).toolCalls.some((c) => c.tool === 'generate_image'),
    );
    expect(generation).toBeDefined();

    const image = await workspace.readBlob(caller, card.artifacts[0].objectId);
    expect(image.mediaType).toBe('image/png');
    const bytes = Buffer.from(await readAllBytes(image.stream));
    expect(bytes.byteLength).toBe(image.sizeBytes);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    const png = PNG.sync.read(bytes);
    const corner = png.data.subarray(
      (png.width * (png.height - 2) + 2) * 4,
      (png.width * (png.height - 2) + 2) * 4 + 3,
    );
    expect(corner[0]).toBeGreaterThan(corner[1] + 80); // the simulated upstream paints what the prompt names: red
    const object = await workspace.getObject(caller, card.artifacts[0].objectId);
    expect(object).toMatchObject({ kind: 'image' });
  }, 60_000);
});
