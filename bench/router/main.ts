/**
 * B10 — the router on a labelled set (bench/router/dataset.ts): 300+ main-thread messages
 * over five simulated days, posted in order through the real router (`RouterApi` of the
 * embedded platform, PGlite + pgvector search, the hashed-n-gram embedder). Reports accuracy
 * per outcome, per kind and overall, p50/p99 routing latency and prompt tokens per decision,
 * 0 duplicate tasks on the duplicate cases; then the prompt size at 10, 1,000 and 10,000
 * tasks (scale.ts); then the scenario runner over HTTP (scenarios.ts).
 *
 *   npm run bench:router   BENCH_ROUTER_RECORDING=<jsonl> (replay a recorded routing model),
 *                          BENCH_ROUTER_RECORD=<jsonl> (record one: needs LLM_PROVIDER + key),
 *                          BENCH_ROUTER_SCALES=10,1000,10000, BENCH_ROUTER_ONLY=cases|scale|scenarios
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { createChatModel, LlmConfig, RecordingChatModel, ReplayChatModel, type ChatModelPort } from '@lomo/llm';
import { EMBEDDER, SEARCH_INDEX, type Embedder, type SearchIndex } from '@lomo/search';
import { ROUTER_API, TASK_RUNTIME_API, type RouterApi, type TaskRuntimeApi } from '@lomo/service-api';
import { ROUTING_MODEL } from '@lomo/services/router';
import { platformApp } from '../../apps/platform/src/app';
import { writeSection } from '../shared/doc-section';
import { buildCases, type Case } from './dataset';
import { buildHeldOut } from './held-out';
import { routingEvidence } from './evidence';
import { report, type ModeResult } from './report';
import { runCases } from './run-cases';
import { measureScale, type ScaleRow } from './scale';
import { runScenarios, type ScenarioResult } from './scenarios';

const ONLY = process.env.BENCH_ROUTER_ONLY;
const SCALES = (process.env.BENCH_ROUTER_SCALES ?? '10,1000,10000').split(',').map(Number);

function withModel(model?: ChatModelPort) {
  if (!model) return platformApp;
  @Global()
  @Module({ providers: [{ provide: ROUTING_MODEL, useValue: model }], exports: [ROUTING_MODEL] })
  class RoutingModelModule {}
  return {
    ...platformApp,
    services: (c: Parameters<typeof platformApp.services>[0]) => [...platformApp.services(c), RoutingModelModule],
  };
}

async function routingModel(): Promise<{ model: ChatModelPort; label: string } | undefined> {
  const record = process.env.BENCH_ROUTER_RECORD;
  if (record)
    return {
      model: new RecordingChatModel(await createChatModel(loadConfig(LlmConfig, process.env)), { path: record }),
      label: `recording to ${record}`,
    };
  const replay = process.env.BENCH_ROUTER_RECORDING;
  if (replay && existsSync(replay))
    return { model: await ReplayChatModel.fromJsonl(replay), label: `replay of ${replay}` };
  return undefined;
}

async function runMode(mode: string, cases: Case[], model?: ChatModelPort): Promise<ModeResult> {
  const app = await createLomoApp(
    withModel(model),
    loadConfig(platformApp.config, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://' }),
  );
  await app.init();
  try {
    const caller = { workspaceId: `ws-b10-${mode.replace(/\W+/g, '-')}-${Date.now().toString(36)}`, userId: 'bench' };
    const results = await runCases(
      app.get<RouterApi>(ROUTER_API),
      app.get<TaskRuntimeApi>(TASK_RUNTIME_API),
      caller,
      cases,
      'm',
    );
    console.error(`b10: ${mode} done (${results.filter((r) => r.correct).length} of ${results.length} correct)`);
    const evidence = await routingEvidence(app.get<EventStore>(EVENT_STORE), caller);
    return { mode, results: results.map((r) => ({ ...r, ...evidence.get(r.messageId) })) };
  } finally {
    await app.close();
  }
}

async function runScale(): Promise<ScaleRow[]> {
  const app = await createLomoApp(
    platformApp,
    loadConfig(platformApp.config, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://' }),
  );
  await app.init();
  try {
    const texts = buildCases()
      .filter((_, i) => i % 10 === 0)
      .map((c) => c.text);
    const rows: ScaleRow[] = [];
    const run = Date.now().toString(36);
    for (const n of SCALES)
      rows.push(await measureScale(app.get<SearchIndex>(SEARCH_INDEX), app.get<Embedder>(EMBEDDER), n, texts, run));
    return rows;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const loads = [loadavg()[0]];
  const modes: ModeResult[] = [];
  let modelLabel: string | undefined;
  if (!ONLY || ONLY === 'cases') {
    modes.push(await runMode('offline', buildCases()));
    modes.push(await runMode('offline, held-out', buildHeldOut()));
    loads.push(loadavg()[0]);
    const model = await routingModel();
    if (model) {
      modelLabel = model.label;
      modes.push(await runMode('model', buildCases(), model.model));
      loads.push(loadavg()[0]);
    }
  }
  const scale = !ONLY || ONLY === 'scale' ? await runScale() : [];
  const scenarios: ScenarioResult[] = !ONLY || ONLY === 'scenarios' ? await runScenarios() : [];
  loads.push(loadavg()[0]);
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load average: ${loads.map((l) => l.toFixed(1)).join(' · ')}`;
  if (process.env.BENCH_ROUTER_DUMP)
    await writeFile(
      process.env.BENCH_ROUTER_DUMP,
      JSON.stringify(
        modes.map((m) => ({
          mode: m.mode,
          misses: m.results
            .filter((r) => !r.correct)
            .map((r) => ({
              n: r.case.n,
              kind: r.case.kind,
              text: r.case.text,
              expect: r.case.expect,
              task: r.case.task,
              got: r.got,
              reason: r.reason,
            })),
        })),
        null,
        1,
      ),
    );
  const section = report({ started, machine, modes, scale, scenarios, modelLabel });
  console.log(section);
  if (!ONLY) await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'router', section);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
