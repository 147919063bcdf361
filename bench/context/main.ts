/**
 * B12 — a step's context over a three-day task (issue 17 §8). A scripted user (bench/context/
 * workload.ts) makes decisions on day 1, asks for posters and storyboard edits for three
 * days and on day 3 asks about every early decision; a scripted agent that knows only its
 * input answers them from summaries or by paging read_history. The task runs on the embedded
 * platform's pieces (PGlite event store, the real TaskWorker, the offline extractive
 * summariser, tools on demand) under the default budget. The full-replay baseline (every turn
 * and result verbatim, as before issue 17) is computed on the same stream in the same run.
 *
 *   npm run bench:context   BENCH_CONTEXT_ROUNDS (default 300), BENCH_CONTEXT_WRITE=0 (no docs)
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ToolRegistry } from '@lomo/agent-tools';
import { openSqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { historyUnits } from '../../libs/services/task-runtime/src/worker/context/history';
import { TaskLeases } from '../../libs/services/task-runtime/src/worker/task-leases';
import { TaskRepository } from '../../libs/services/task-runtime/src/worker/task-repository';
import { DEFAULT_CONTEXT_BUDGET } from '../../libs/services/task-runtime/src/worker/context/step-context';
import { TaskWorker } from '../../libs/services/task-runtime/src/worker/task-worker';
import type { StepContextFacts } from '../../libs/services/task-runtime/src/task/execution/execution.events';
import type { Task } from '../../libs/services/task-runtime/src/task/task.state';
import { writeSection } from '../shared/doc-section';
import { benchTools, FACTS, ReadingModel, userScript } from './workload';

const ROUNDS = Number(process.env.BENCH_CONTEXT_ROUNDS ?? 300);
const AIM_TOKENS = 12_000;
const START = Date.parse('2026-11-30T08:00:00.000Z');
const THREE_DAYS_MS = 3 * 24 * 3600_000;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
  const store = await PostgresEventStore.open(sql);
  const tasks = new TaskRepository(store);
  const leases = new TaskLeases(sql, 30_000);
  await leases.migrate();
  let now = START;
  const clock = { now: () => new Date(now) };
  const registry = new ToolRegistry();
  for (const tool of benchTools()) registry.register(tool);
  const model = new ReadingModel();
  const worker = new TaskWorker(tasks, leases, model, registry, { heartbeatMs: 0, clock, maxNoProgressTurns: 1_000 });
  const taskId = '00000000-0000-4000-8000-00000000b012';
  await tasks.execute(taskId, {
    type: 'CreateTask',
    taskId,
    workspaceId: 'ws-b12',
    userId: 'u-1',
    kind: 'persistent',
    brief: 'A short film about a lighthouse keeper: posters, a storyboard and a teaser, over three days.',
    language: 'en',
    at: clock.now().toISOString(),
  });
  const script = userScript(ROUNDS);
  const baseline: Array<{ step: number; fullReplay: number; layered: number }> = [];
  const t0 = Date.now();
  for (const [n, turn] of script.entries()) {
    now = START + Math.round((n / script.length) * THREE_DAYS_MS);
    await tasks.execute(taskId, {
      type: 'DeliverMessage',
      messageId: `m${n}`,
      text: turn.text,
      at: clock.now().toISOString(),
    });
    for (let guard = 0; guard < 20; guard++) {
      const state = (await tasks.load(taskId)).state as Task;
      const pending = [...state.inbox.values()].some((m) => m.state === 'pending');
      if (!(state.status === 'rescheduling' || pending || state.openTurn)) break;
      await worker.runTask(taskId);
    }
    if (n % 25 === 24 || n === script.length - 1) {
      // The baseline in the same run: this step's prompt had the whole stream been replayed verbatim.
      const { events } = await tasks.load(taskId);
      const facts = factsOf(events);
      const last = facts.at(-1)!;
      const history = historyUnits(events, 0, { largeResultTokens: Infinity }).reduce((sum, u) => sum + u.tokens, 0);
      baseline.push({ step: facts.length, fullReplay: last.prefixTokens + history, layered: last.tokens });
    }
  }
  const seconds = (Date.now() - t0) / 1000;
  const { events } = await tasks.load(taskId);
  const facts = factsOf(events);
  const tokens = facts.map((f) => f.tokens);
  const stable = facts.slice(1).filter((f, i) => f.prefixHash === facts[i].prefixHash).length / (facts.length - 1);
  const switches = facts.slice(1).filter((f, i) => (f.areas ?? []).join() !== (facts[i].areas ?? []).join()).length;
  const summaries = events.filter((e) => e.type === 'HistorySummarised').length;
  const asked = script.filter((t) => t.asks).map((t) => t.asks!);
  const correct = asked.filter((subject) => {
    const answer = model.answers.find((a) => a.subject === subject);
    return answer?.answer === FACTS.find((f) => f.subject === subject)!.value;
  });
  const paged = model.answers.filter((a) => a.pages > 0).length;
  const span = (Date.parse(lastAt(events)) - START) / 3600_000;
  const result = {
    events: events.length,
    steps: facts.length,
    hours: span,
    p50: percentile(tokens, 0.5),
    max: Math.max(...tokens),
    stable,
    switches,
    summaries,
    baselineLast: baseline.at(-1)!,
    baselineP50: percentile(
      baseline.map((b) => b.fullReplay),
      0.5,
    ),
    questions: asked.length,
    correct: correct.length,
    paged,
    seconds,
    answers: model.answers,
  };
  console.log(JSON.stringify(result));
  await leases.close();
  await store.close();
  await sql.close();
  if (process.env.BENCH_CONTEXT_WRITE === '0') return;
  const met = result.max <= AIM_TOKENS && stable >= 0.95 && correct.length === asked.length && events.length >= 2_000;
  const section = [
    '<!-- bench:context:start -->',
    '## B12 — a step’s context over a three-day task',
    '',
    `\`npm run bench:context\`, run ${started}. Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load average: ${loadavg()[0].toFixed(1)}.`,
    '',
    `One task over ${span.toFixed(0)} simulated hours (\`bench/context/workload.ts\`): ${ROUNDS} user messages — ${FACTS.length} decisions early on day 1, poster requests (a 1,500-asset list every 40th), a storyboard edit every 9th, and on day 3 a question about each early decision. A scripted agent that knows only its input answers from the summaries or pages \`read_history\` from the start until it finds the original. Real \`TaskWorker\` on PGlite, offline extractive summariser, tools on demand, default budget (recent ${DEFAULT_CONTEXT_BUDGET.recent}, summaries ${DEFAULT_CONTEXT_BUDGET.summaries}, large result ${DEFAULT_CONTEXT_BUDGET.largeResult} tokens; js-tiktoken o200k_base). Aims (issue 17): ≥ 2,000 events, prompt ≤ ${AIM_TOKENS.toLocaleString('en')} tokens, prefix byte-identical on ≥ 95 % of consecutive steps, no fact lost.`,
    '',
    '| events | steps | prompt tokens/step p50 | max | full replay at the last step | full replay p50 (sampled every 25 rounds) | prefix identical to the previous step | tool-area switches | summaries | early decisions answered correctly | of them via read_history | wall time |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${result.events.toLocaleString('en')} | ${result.steps} | ${result.p50.toLocaleString('en')} | ${result.max.toLocaleString('en')} | ${result.baselineLast.fullReplay.toLocaleString('en')} | ${result.baselineP50.toLocaleString('en')} | ${(stable * 100).toFixed(1)} % | ${switches} | ${summaries} | ${correct.length} of ${asked.length} | ${paged} | ${seconds.toFixed(0)} s |`,
    '',
    met
      ? 'All aims met.'
      : 'Not all aims met: see the row (the prompt ceiling, the prefix stability, the answers and the event count are each compared with the aims above).',
    'A prefix change here is a change of the offered tools (an area loaded or dropped at a compaction boundary); the system text is the same on every step of this run (no memory source). The baseline grows with every round and has no ceiling; the layered prompt is bounded by the budget.',
    '<!-- bench:context:end -->',
  ].join('\n');
  await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'context', section);
}

const factsOf = (events: ReadonlyArray<{ type: string; data: unknown }>) =>
  events.flatMap((e) =>
    e.type === 'StepDecided' && (e.data as { context?: StepContextFacts }).context
      ? [(e.data as { context: StepContextFacts }).context]
      : [],
  );
const lastAt = (events: ReadonlyArray<{ data: unknown }>) => (events.at(-1)!.data as { at: string }).at;

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
