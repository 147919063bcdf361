import type { INestApplication } from '@nestjs/common';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import {
  TASK_RUNTIME_API,
  type TaskEventView,
  type TaskRuntimeApi,
  WORKSPACE_API,
  type WorkspaceApi,
} from '@lomo/service-api';
import type { StepDecision, StepInput, TaskModel } from '@lomo/services/task-runtime';
import { PlatformConfig } from './app';
import { platformWithModel } from './testing/scripted-platform';

/** The agent's side, scripted step by step (each step may read what the test knows by then). */
class StepScript implements TaskModel {
  readonly inputs: StepInput[] = [];
  constructor(private readonly steps: Array<() => StepDecision>) {}
  async decide(input: StepInput): Promise<StepDecision> {
    this.inputs.push(input);
    const step = this.steps.shift();
    if (!step) throw new Error('the agent was asked for more steps than scripted');
    return step();
  }
}

/**
 * the user edits a document by hand while a task works on it. The embedded platform with
 * a scripted agent: the user's edit leaves a notice (never a wake-up), the task's next step
 * carries it, and the agent's write based on the version it read is refused with the current
 * version — all visible in the task's own event stream.
 */
describe('a document edited by the user and a task at once (embedded platform)', () => {
  let app: INestApplication;
  let objectId = '';
  const agent = new StepScript([
    () => ({ text: 'Reading the storyboard.', toolCalls: [{ tool: 'workspace_read_object', input: { objectId } }] }),
    () => ({ text: 'I have read it.', toolCalls: [] }),
    () => ({
      text: 'Darkening shot 3.',
      toolCalls: [
        {
          tool: 'workspace_update_document',
          input: {
            objectId,
            baseVersion: 1,
            change: { type: 'replace', text: 'Shot 1: city\nShot 2: rain\nShot 3: night' },
          },
        },
      ],
    }),
    () => ({ text: 'Your edit came first; I will redo mine on version 2.', toolCalls: [] }),
  ]);

  beforeAll(async () => {
    app = await createLomoApp(
      platformWithModel(agent),
      loadConfig(PlatformConfig, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://' }),
    );
    await app.init();
  });
  afterAll(() => app?.close());

  const until = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('leaves a notice, never wakes the task, and the stale write is refused with the current version', async () => {
    const runtime = app.get<TaskRuntimeApi>(TASK_RUNTIME_API);
    const workspace = app.get<WorkspaceApi>(WORKSPACE_API);
    const caller = { workspaceId: 'ws-storyboard', userId: 'u-1' };
    ({ objectId } = await workspace.createObject(caller, {
      kind: 'document',
      name: 'storyboard',
      content: { type: 'text', text: 'Shot 1: city\nShot 2: rain\nShot 3: dawn' },
    }));
    const { taskId } = await runtime.createTask(caller, { text: 'Work on the storyboard with me' });
    const turnsDone = async (n: number) =>
      (await runtime.taskEvents(caller, taskId)).filter((e) => e.type === 'TurnCompleted').length >= n
        ? true
        : undefined;
    await until(() => turnsDone(1), 'the first turn');

    const edit = await workspace.updateDocument(caller, objectId, {
      baseVersion: 1,
      change: { type: 'fragments', edits: [{ oldText: 'Shot 2: rain', newText: 'Shot 2: heavy rain' }] },
    });
    expect(edit.version).toBe(2);
    const notices = await workspace.pendingNotices(caller, taskId);
    expect(notices.map((n) => [n.fromVersion, n.toVersion])).toEqual([[1, 2]]);
    await new Promise((r) => setTimeout(r, 500));
    const beforeMessage = await runtime.taskEvents(caller, taskId);
    expect(beforeMessage.filter((e) => e.type === 'TurnStarted')).toHaveLength(1); // a notice never wakes the task

    await runtime.deliverMessage(caller, taskId, { messageId: 'm-2', text: 'Make shot 3 a night scene' });
    await until(() => turnsDone(2), 'the second turn');
    const events: TaskEventView[] = await runtime.taskEvents(caller, taskId);
    const step = events.find((e) => e.type === 'StepDecided' && (e.data as { notices?: string[] }).notices?.length);
    expect((step!.data as { notices: string[] }).notices[0]).toContain('v1 → v2');
    expect(agent.inputs[2].messages.map((m) => m.content).join('\n')).toContain('Changed by someone else');
    const write = events.find(
      (e) => e.type === 'ToolCallCompleted' && JSON.stringify(e.data).includes('stale_version'),
    );
    expect(write).toBeDefined();
    expect(JSON.stringify(write!.data)).toContain('"currentVersion":2');
    expect(await workspace.readContent(caller, objectId)).toMatchObject({
      type: 'text',
      version: 2,
      text: expect.stringContaining('heavy rain'),
    });
    expect(await workspace.pendingNotices(caller, taskId)).toEqual([]);
  }, 60_000);
});
