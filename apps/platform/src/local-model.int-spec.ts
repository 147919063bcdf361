import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ToolRegistry } from '@lomo/agent-tools';
import { mainThreadStreamId } from '@lomo/contracts';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { closeLocalModels, defaultSmallModelPath, FALLBACK_NOTE, SMALL_MODEL_FILE } from '@lomo/llm';
import { TASK_RUNTIME_API, type TaskRuntimeApi } from '@lomo/service-api';
import { RUNTIME_TOOL_NAMES } from '@lomo/services/task-runtime';
import { bearer, eventually, startApi, type ApiFixture } from '../../gateway/src/testing/api-fixture';
import { platformApp } from './app';

// The real model: npm test installs it first; the script is idempotent (a few ms when installed)
// and prints the GGUF file's path (under SMALL_MODEL_PATH or its default, defaultSmallModelPath()).
const ROOT = resolve(__dirname, '../../..');
const MODEL = execFileSync('bash', [join(ROOT, 'scripts/lib/ensure-small-model.sh')], { encoding: 'utf8' }).trim();
const FOX = 'Make a poster of a red fox in the snow, watercolour.';
/** The name the model's answers carry: the GGUF file's. */
const MODEL_NAME = SMALL_MODEL_FILE.replace(/\.gguf$/, '');

interface Routed {
  decision: string;
  taskIds: string[];
  reason: string;
  decidedBy?: string;
  modelFallback?: string;
}
interface TaskEvent {
  type: string;
  data: { output?: string; toolCalls?: Array<{ tool: string; input: unknown }> };
}

/**
 * Issue 27 item 3: the whole model path against a real model, not a fake. The embedded platform
 * runs on SmolLM2-135M (a 4-bit GGUF, scripts/lib/ensure-small-model.sh) through node-llama-cpp
 * on the CPU, and through the HTTP API the router, the planner and the memory extractor each ask
 * it once. A 135M model does not route or plan well, so each asserts what it can honestly do:
 * a valid structured answer from the model — or the offline decision standing in, with the
 * reason recorded. Never neither.
 */
describe('the local model path on a real small model (LLM_PROVIDER=llama-cpp, SmolLM2-135M)', () => {
  let api: ApiFixture;
  let store: EventStore;
  let routed: Routed;
  let taskId: string;

  beforeAll(async () => {
    expect(MODEL).toBe(defaultSmallModelPath());
    api = await startApi(platformApp, {
      DATABASE_URL: 'memory://',
      LLM_PROVIDER: 'llama-cpp',
      LLM_MODEL_PATH: MODEL,
      // One thread: on a busy 2-core machine two threads of llama.cpp wait on each other.
      LLM_THREADS: '1',
      LLM_MAX_TOKENS: '200',
      // Each call is bounded, its wait behind the others included: on a loaded machine the
      // fallbacks stand in, and the whole file stays within its budget.
      LLM_TIMEOUT_MS: '40000',
      ROUTER_DECIDER: 'model',
      ROUTER_MODEL_TIMEOUT_MS: '25000',
    });
    store = api.app.get<EventStore>(EVENT_STORE);
  }, 60_000);

  afterAll(async () => {
    // The model first: a call still waiting fails over to the offline decision, so the app
    // closes without waiting out its deadline.
    await closeLocalModels();
    await api?.close();
  });

  it('routes a message with the model, or records why the offline rules decided', async () => {
    const posted = await api.http.post('/v1/main/messages').set(bearer(api.keys.a)).send({ text: FOX }).expect(201);
    const events = await store.readStream(mainThreadStreamId(api.workspaces.a, 'alice'));
    routed = events.find((e) => e.type === 'MainMessageRouted')!.data as Routed;

    expect(posted.body).toMatchObject({ decision: routed.decision, taskIds: routed.taskIds });
    if (routed.decidedBy === MODEL_NAME) {
      // The model's own `route` call, checked by routeFromModel: one of the five outcomes, its reason kept.
      expect(routed.reason).toMatch(/^model: /);
      expect(routed.modelFallback).toBeUndefined();
    } else {
      expect(routed.decidedBy).toBe('offline-rules');
      expect(routed.modelFallback).toEqual(expect.stringMatching(/\S/));
    }
  }, 60_000);

  it('plans a step of the task with the model, or records why the offline planner decided it', async () => {
    // The task the message started; a 135M model may answer it in the main thread instead, and
    // then the task is started as the router would have started it.
    taskId =
      routed.taskIds[0] ??
      (
        await api.app
          .get<TaskRuntimeApi>(TASK_RUNTIME_API)
          .createTask({ workspaceId: api.workspaces.a, userId: 'alice' }, { text: FOX })
      ).taskId;
    const step = await eventually(
      async () => {
        const res = await api.http.get(`/v1/tasks/${taskId}/events`).set(bearer(api.keys.a)).expect(200);
        return (res.body as TaskEvent[]).find((e) => e.type === 'StepDecided');
      },
      'the first step of the task',
      55_000,
    );
    const { output = '', toolCalls = [] } = step.data;
    if (output.startsWith(FALLBACK_NOTE)) {
      // The offline planner's step, the model's error in parentheses.
      expect(output).toMatch(new RegExp(`^${FALLBACK_NOTE} \\(.+\\); the offline planner decided this step\\.`));
    } else {
      // The model's own answer, shaped by the grammar: a reply and calls of offered tools only,
      // each with an object input (whether the input suits the tool is the registry's to judge).
      const catalogue = new Set([
        ...api.app
          .get(ToolRegistry)
          .list(api.workspaces.a)
          .map((t) => t.name),
        ...RUNTIME_TOOL_NAMES,
        'read_history',
      ]);
      expect(toolCalls.map((c) => c.tool).filter((tool) => !catalogue.has(tool))).toEqual([]);
      for (const call of toolCalls) expect(call.input).toEqual(expect.any(Object));
      expect(typeof output).toBe('string');
    }
  }, 60_000);

  it('extracts memory from a statement with the model, or counts the offline extractor standing in', async () => {
    // Sent to the task by id (deterministic routing: no routing model call); the memory reads
    // the task's messages, and a statement about the brand is what it remembers.
    await api.http
      .post('/v1/main/messages')
      .set(bearer(api.keys.a))
      .send({ text: 'Our brand colour is teal.', taskId })
      .expect(201);
    const outcomes = await eventually(
      async () => {
        const metrics = (await api.http.get('/metrics').expect(200)).text;
        const counted = [...metrics.matchAll(/^lomo_memory_extractions_total\{[^}]*outcome="(\w+)"[^}]*\} (\d+)/gm)];
        const byOutcome: Record<string, number> = Object.fromEntries(counted.map(([, o, n]) => [o, Number(n)]));
        // Both messages read: the request the task started from, and the statement.
        return Object.values(byOutcome).reduce((a, b) => a + b, 0) >= 2 ? byOutcome : undefined;
      },
      'a memory extraction by the guarded model',
      50_000,
    );
    // Each extraction was the model's answer or the offline extractor's, counted as such (the
    // fallback's reason is in the log), and nothing else is counted. More than two when the
    // model's plan gave the task more messages (a sub-agent's brief is one).
    expect(Object.keys(outcomes).filter((o) => o !== 'model' && o !== 'offline_fallback')).toEqual([]);
    expect((outcomes['model'] ?? 0) + (outcomes['offline_fallback'] ?? 0)).toBeGreaterThanOrEqual(2);
  }, 60_000);
});
