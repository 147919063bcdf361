/**
 * B11 — long-term memory on a synthetic LongMemEval-style set (bench/memory/histories.ts):
 * people state preferences over several days (tasks), refine them, wish something else
 * "this time", restate and forget some. Each message goes through the memory API's
 * extraction (`observeMessage`, the offline extractor), forgets through `forgetMemory`.
 * Then, per question: recall@5 (the expected memory among the top 5 recalled for the
 * question), answer accuracy (offline: the top recalled memory on the question's subject is
 * exactly the expected fact), and resurfacing (a forgotten fact in the list, the profile, a
 * recall, the search index or the step context lines = profile + recall). Latency: recall
 * p50/p99 with BENCH_MEMORY_SCALE search documents of one person in the index (filler
 * memories written straight into the search port, embedded with the same embedder).
 *
 *   npm run bench:memory   BENCH_MEMORY_PEOPLE (default 60), BENCH_MEMORY_SCALE (100000),
 *                          BENCH_MEMORY_QUERIES (300), OPENSEARCH_URL (also run on OpenSearch)
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { taskStreamId } from '@lomo/contracts';
import { EMBEDDER, SEARCH_INDEX, type Embedder, type SearchDocument, type SearchIndex } from '@lomo/search';
import { MEMORY_API, type MemoryApi } from '@lomo/service-api';
import { memoryKind } from '@lomo/services/memory';
import { memoryApp } from '../../apps/memory/src/app';
import { writeSection } from '../shared/doc-section';
import { buildHistories } from './histories';

const PEOPLE = Number(process.env.BENCH_MEMORY_PEOPLE ?? 60);
const SCALE = Number(process.env.BENCH_MEMORY_SCALE ?? 100_000);
const QUERIES = Number(process.env.BENCH_MEMORY_QUERIES ?? 300);
const NOTE =
  "Not met: p99 ≤ 50 ms. On PGlite the vector column has no ANN index (ADR 0015) and every recall ranks all of the person's 100,000 documents by full text, trigram similarity and exact vector distance in one WASM process; OpenSearch (HNSW k-NN, BM25) is an order of magnitude faster but its p99 here is under a load average of ~8–12 on 2 shared cores. Recall@5 and accuracy are 1.0 because the offline extractor gives each preference a stable subject and the questions name it; a model extractor and paraphrased questions would be the harder set.";
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Result {
  adapter: string;
  questions: number;
  recallAt5: number;
  accuracy: number;
  forgottenFacts: number;
  resurfaced: number;
  scale: number;
  p50: number;
  p99: number;
}

async function runOn(env: Record<string, string>): Promise<Result> {
  const run = Date.now().toString(36);
  const app = await createLomoApp(
    memoryApp,
    loadConfig(memoryApp.config, { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', ...env }),
  );
  await app.init();
  try {
    const memory = app.get<MemoryApi>(MEMORY_API);
    const index = app.get<SearchIndex>(SEARCH_INDEX);
    const embedder = app.get<Embedder>(EMBEDDER);
    const workspaceId = `ws-b11-${run}`;
    const histories = buildHistories(PEOPLE);
    let questions = 0;
    let hits = 0;
    let correct = 0;
    let forgottenFacts = 0;
    let resurfaced = 0;
    for (const h of histories) {
      const caller = { workspaceId, userId: h.userId };
      for (const [i, day] of h.days.entries()) {
        await memory.observeMessage(caller, {
          streamId: taskStreamId(day.taskId),
          revision: 1,
          messageId: `${h.userId}-m${i}`,
          text: day.text,
          taskId: day.taskId,
        });
        if (day.forget) {
          const target = (await memory.listMemories(caller)).find((m) => m.content === day.forget);
          if (target) await memory.forgetMemory(caller, target.memoryId);
        }
      }
      const list = await memory.listMemories(caller);
      const profile = await memory.getProfile(caller);
      for (const q of h.questions) {
        const recalled = await memory.recall(caller, { query: q.query, taskId: `${h.userId}-later`, limit: 5 });
        if (q.expected !== undefined) {
          questions++;
          if (recalled.some((r) => r.memory.content === q.expected)) hits++;
          const answer = recalled.find((r) => r.memory.subject === q.subject);
          if (answer?.memory.content === q.expected) correct++;
        }
        for (const fact of q.forgotten ?? []) {
          forgottenFacts++;
          const stepContext = [...profile.entries.map((e) => e.content), ...recalled.map((r) => r.memory.content)];
          const docs = await index.search({ workspaceId, text: fact, kinds: [memoryKind(h.userId)], limit: 20 });
          const places = [
            list.some((m) => m.content === fact || m.versions.some((v) => v.content === fact)),
            stepContext.includes(fact),
            docs.some((d) => d.document.body === fact),
          ];
          if (places.some(Boolean)) resurfaced++;
        }
      }
    }
    // Scale: one person with SCALE memories in the index.
    const heavy = { workspaceId, userId: histories[0].userId };
    const now = new Date().toISOString();
    for (let i = 0; i < SCALE; i += 1_000) {
      const batch: SearchDocument[] = [];
      for (let j = i; j < Math.min(SCALE, i + 1_000); j++)
        batch.push({
          id: `filler-${j}`,
          workspaceId,
          kind: memoryKind(heavy.userId),
          title: `note ${j % 97}`,
          body: `client ${j % 1_013} asked for ${['bold', 'quiet', 'bright', 'soft'][j % 4]} artwork ${j}`,
          createdAt: now,
          updatedAt: now,
        });
      const vectors = await embedder.embed(batch.map((d) => `${d.title}\n${d.body}`));
      await index.upsert(batch.map((d, k) => ({ ...d, vector: vectors[k] })));
    }
    const queries = [
      'which colours for the poster',
      'fonts for the headline',
      'layout of the flyer',
      'photos for the campaign',
      'illustration style',
    ];
    const samples: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const started = performance.now();
      await memory.recall(heavy, { query: queries[i % queries.length], limit: 5 });
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return {
      adapter: index.adapter,
      questions,
      recallAt5: hits / questions,
      accuracy: correct / questions,
      forgottenFacts,
      resurfaced,
      scale: SCALE,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
    };
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const loads: number[] = [loadavg()[0]];
  const results = [await runOn({})];
  loads.push(loadavg()[0]);
  if (process.env.OPENSEARCH_URL) {
    results.push(await runOn({ OPENSEARCH_URL: process.env.OPENSEARCH_URL }));
    loads.push(loadavg()[0]);
  }
  const f = (x: number) => x.toFixed(3);
  const rows = results.map(
    (r) =>
      `| ${r.adapter} | ${r.questions} | ${f(r.recallAt5)} | ${f(r.accuracy)} | ${r.resurfaced} of ${r.forgottenFacts} | ${r.scale.toLocaleString('en')} | ${f(r.p50)} | ${f(r.p99)} |`,
  );
  const section = [
    '<!-- bench:memory:start -->',
    '## B11 — long-term memory: recall, forgetting, retrieval latency',
    '',
    `\`npm run bench:memory\`, run ${started}. Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; 1-min load average: ${loads.map((l) => l.toFixed(1)).join(' · ')}.`,
    '',
    `${PEOPLE} synthetic people (\`bench/memory/histories.ts\`, seeded), 5 subjects each over several days: a stated preference, then a refinement, a "this time" one-off, or a restatement followed by a forget. Messages go through \`observeMessage\` (offline extractor), forgets through \`forgetMemory\`. Aims (issue 16): recall@5 ≥ 0.9, resurfacing 0, p99 ≤ 50 ms at 100,000 memories.`,
    '',
    '| search | questions | recall@5 | answer accuracy | forgotten facts resurfacing (list, profile, recall, index) | memories in the index | recall p50 ms | recall p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    "Latency is `MemoryApi.recall` end to end (state fold of the person's stream, embedding, hybrid search, ranking), sequential calls; the filler memories are search documents of one person written straight into the index (their stream holds only the real ones), so the search works through the whole volume.",
    '',
    NOTE,
    '<!-- bench:memory:end -->',
  ].join('\n');
  console.log(section);
  await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'memory', section);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
