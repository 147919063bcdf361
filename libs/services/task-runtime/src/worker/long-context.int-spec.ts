import { randomUUID } from 'node:crypto';
import { ToolRegistry } from '@lomo/agent-tools';
import type { StepContextFacts } from '../task/execution/execution.events';
import type { TaskEvent } from '../task/task.events';
import { historyUnits } from './context/history';
import type { HistorySummariser } from './context/summariser';
import { SUMMARY_RETRY_STEPS } from './context/compaction';
import type { StepDecision } from './task-model';
import { TaskWorker } from './task-worker';
import { SQL_BACKENDS, useRuntimeFixture } from './testing/runtime-fixture';
import { ScriptedModel } from './testing/scripted-model';

const at = '2026-11-29T10:00:00.000Z';
const ROUNDS = 70;
const BUDGET = { recent: 2_000, summaries: 1_000, largeResult: 800 };
/** The prompt ceiling the long task must stay under: prefix (~700) + summaries + recent + tail, with headroom. */
const MAX_PROMPT_TOKENS = 5_000;

/** A tool whose results are a few hundred characters, and one of 30k characters (an asset list) on round 40. */
const generate = {
  name: 'generate_image',
  description: 'Generate an image',
  risk: 'paid' as const,
  idempotent: true,
  inputSchema: { type: 'object', properties: { prompt: { type: 'string' } }, required: ['prompt'] },
  run: async (input: { prompt: string }, context: { callId: string }) => ({
    result: {
      artifact: `art-${context.callId}`,
      prompt: input.prompt,
      assets: input.prompt.includes('round 40')
        ? Array.from({ length: 600 }, (_, i) => `asset-${i}-teal-v${i % 7}`)
        : [],
      log: 'rendered in 3 passes; seed fixed; upscaled 2x; colour profile sRGB; '.repeat(4),
    },
  }),
};

/** Two steps a round: generate, then say so. */
const script = (rounds: number): StepDecision[] =>
  Array.from({ length: rounds }, (_, n) => [
    {
      text: `Round ${n + 1}: generating.`,
      toolCalls: [{ tool: 'generate_image', input: { prompt: `poster round ${n + 1}` } }],
    },
    { text: `Round ${n + 1} done: poster ${n + 1} is ready in teal.`, toolCalls: [] },
  ]).flat();

const factsOf = (events: readonly TaskEvent[]) =>
  events.flatMap((e) => (e.type === 'StepDecided' && e.data.context ? [e.data.context as StepContextFacts] : []));

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];

describe.each(SQL_BACKENDS.slice(0, 1))('a long task on %s (issue 17)', (_name, openSql) => {
  const fx = useRuntimeFixture(openSql, 5_000);

  const newTask = async () => {
    const taskId = randomUUID();
    await fx.tasks.execute(taskId, {
      type: 'CreateTask',
      taskId,
      workspaceId: 'ws-1',
      userId: 'u-1',
      kind: 'persistent',
      brief: 'a poster series, one per day',
      language: 'en',
      at,
    });
    return taskId;
  };
  const round = async (worker: TaskWorker, taskId: string, n: number) => {
    const text = n === 1 ? 'Start the series. Decision: the brand colour is teal #00897B.' : `Next poster, round ${n}.`;
    await fx.tasks.execute(taskId, { type: 'DeliverMessage', messageId: `m${n}`, text, at });
    expect(await worker.runTask(taskId)).toBe('idle');
  };

  it('given hundreds of events, when every step is built, then prompts stay under budget with a byte-identical prefix and old facts stay readable', async () => {
    const taskId = await newTask();
    const model = new ScriptedModel([
      ...script(ROUNDS),
      // After 70 rounds the model pages the stream for the very first decision.
      { text: 'Checking the first decision.', toolCalls: [{ tool: 'read_history', input: { from: 0, to: 6 } }] },
      { text: 'The brand colour is teal #00897B.', toolCalls: [] },
    ]);
    const tools = new ToolRegistry().register(generate);
    const worker = new TaskWorker(fx.tasks, fx.leases, model, tools, { heartbeatMs: 0, contextBudget: BUDGET });
    for (let n = 1; n <= ROUNDS + 1; n++) await round(worker, taskId, n);

    const { events } = await fx.tasks.load(taskId);
    expect(events.length).toBeGreaterThan(500);
    const facts = factsOf(events);
    const tokens = facts.map((f) => f.tokens);
    const stable = facts.slice(1).filter((f, i) => f.prefixHash === facts[i].prefixHash).length / (facts.length - 1);
    // The baseline in the same run: the last step's prompt had every turn and result been replayed verbatim.
    const fullReplay =
      facts.at(-1)!.prefixTokens +
      historyUnits(events, 0, { largeResultTokens: Infinity }).reduce((sum, u) => sum + u.tokens, 0);
    expect(fullReplay).toBeGreaterThan(5 * Math.max(...tokens));
    process.stdout.write(
      `long task: ${events.length} events, ${facts.length} steps, full replay ${fullReplay} tokens, tokens/step p50 ${percentile(tokens, 0.5)} max ${Math.max(...tokens)}, ` +
        `prefix stable ${(stable * 100).toFixed(1)} %, summaries ${events.filter((e) => e.type === 'HistorySummarised').length}\n`,
    );
    // Then: every prompt under the ceiling, the prefix identical on every consecutive step.
    expect(Math.max(...tokens)).toBeLessThan(MAX_PROMPT_TOKENS);
    expect(stable).toBe(1);
    // And: summaries were appended in contiguous segments, never rewriting.
    const summaries = events.flatMap((e) => (e.type === 'HistorySummarised' ? [e.data] : []));
    expect(summaries.length).toBeGreaterThan(3);
    summaries.forEach((s, i) => expect(s.from).toBe(i === 0 ? 0 : summaries[i - 1].to));
    // And: the early decision is no longer verbatim in the prompt, yet read_history brings back the original.
    const last = model.inputs.at(-1)!;
    expect(last.messages.some((m) => m.role === 'user' && m.content.includes('Decision: the brand colour'))).toBe(
      false,
    );
    expect(last.messages.filter((m) => m.role === 'tool').at(-1)?.content).toContain(
      'the brand colour is teal #00897B',
    );
    // And: the large asset list reached the model as a handle, not 30k characters.
    const handle = model.inputs.flatMap((i) => i.messages).find((m) => m.content.includes('"large_result"'));
    expect(handle?.content).toContain('read_history');
  }, 600_000);

  it('given a summariser that fails, when history outgrows the budget, then the failure is recorded and the step runs with a pointer to the originals', async () => {
    const taskId = await newTask();
    const failing: HistorySummariser = {
      name: 'down',
      summarise: async () => {
        throw new Error('summary model timed out');
      },
    };
    const model = new ScriptedModel(script(30));
    const worker = new TaskWorker(fx.tasks, fx.leases, model, new ToolRegistry().register(generate), {
      heartbeatMs: 0,
      summariser: failing,
      contextBudget: { recent: 600, summaries: 300, largeResult: 800 },
    });
    for (let n = 1; n <= 30; n++) await round(worker, taskId, n);
    const { events } = await fx.tasks.load(taskId);
    const failures = events.filter((e) => e.type === 'HistorySummaryFailed');
    // Then: recorded, and retried only every SUMMARY_RETRY_STEPS steps, not on every step.
    const steps = events.filter((e) => e.type === 'StepDecided').length;
    expect(failures.length).toBeGreaterThan(1);
    expect(failures.length).toBeLessThanOrEqual(Math.ceil(steps / SUMMARY_RETRY_STEPS));
    expect(failures[0].data).toMatchObject({ from: 0, reason: 'summary model timed out' });
    expect(events.some((e) => e.type === 'HistorySummarised')).toBe(false);
    // And: with no summary at all the prompt still stays bounded (recent window + a pointer).
    expect(Math.max(...factsOf(events).map((f) => f.tokens))).toBeLessThan(2_500);
    expect(model.remaining).toBe(0);
    const last = model.inputs.at(-1)!;
    expect(last.messages[0].content).toMatch(/Events 0–\d+: not summarised yet; read them with read_history/);
  }, 300_000);
});
