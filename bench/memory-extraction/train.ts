/**
 * Trains and checks the statement classifier (issue 28 item 1, ADR 0039) on
 * `training-set.ts` only: neither held-out set (B11x `heldout/`, B11y `heldout-b11y.ts`)
 * informs a weight or a threshold.
 *
 *   npm run bench:memory-extraction-train             embeds the set with e5-small and
 *                                                     cross-validates (exit 1 when the
 *                                                     checked-in model is stale)
 *   npm run bench:memory-extraction-train -- --build  also calibrates the threshold by 5-fold
 *                                                     CV, trains on the whole set and writes
 *                                                     libs/services/memory/src/extraction/meaning/statement-weights.json
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { CachedEmbedder } from '../../libs/search/src/embedding/cached.embedder';
import {
  defaultE5SmallPath,
  E5_SMALL_RELEASE,
  E5SmallEmbedder,
} from '../../libs/search/src/embedding/e5-small/e5-small.embedder';
import { probabilities, trainSoftmax, type SoftmaxModel } from '../../libs/search/src/embedding/softmax-classifier';
import {
  REMEMBERED,
  STATEMENT_KINDS,
  STATEMENT_SCOPES,
  TOPICS,
  type StatementExample,
} from '../../libs/services/memory/src/extraction/meaning/statement-labels';
import type {
  StatementModelFile,
  StatementThresholds,
} from '../../libs/services/memory/src/extraction/meaning/statement-model';
import { TRAINING_SET } from './training-set';
import { shuffled } from '../shared/random';

const FILE = join(__dirname, '../../libs/services/memory/src/extraction/meaning/statement-weights.json');
const FOLDS = 5;
const TRAIN = { l2: 0.01, epochs: 200, rate: 0.5 };
/** Remembering a request or small talk (or missing a one-off's task scope) costs three right readings. */
const COST = 3;

export const trainingSha = (set: readonly StatementExample[] = TRAINING_SET) =>
  createHash('sha256').update(JSON.stringify(set)).digest('hex');

interface Example {
  ex: StatementExample;
  vector: readonly number[];
}

interface Heads {
  kind: SoftmaxModel;
  scope: SoftmaxModel;
  topic: SoftmaxModel;
}

function trainHeads(examples: readonly Example[]): Heads {
  const statements = examples.filter((e) => e.ex[2] !== '-');
  const lasting = statements.filter((e) => e.ex[1] === 'user' || e.ex[1] === 'workspace');
  return {
    kind: trainSoftmax(
      examples.map((e) => ({ label: STATEMENT_KINDS.indexOf(e.ex[0]), vector: e.vector })),
      STATEMENT_KINDS.length,
      TRAIN,
    ),
    scope: trainSoftmax(
      lasting.map((e) => ({ label: STATEMENT_SCOPES.indexOf(e.ex[1] as 'user'), vector: e.vector })),
      STATEMENT_SCOPES.length,
      TRAIN,
    ),
    topic: trainSoftmax(
      statements.map((e) => ({ label: TOPICS.indexOf(e.ex[2] as 'colour'), vector: e.vector })),
      TOPICS.length,
      TRAIN,
    ),
  };
}

interface Reading {
  e: Example;
  kind: string;
  p: number;
  margin: number;
  scope: string;
  topic: string;
}

const argmax = (ps: number[]) => ps.indexOf(Math.max(...ps));

function readWith(h: Heads, e: Example): Reading {
  const ps = probabilities(e.vector, h.kind);
  const sorted = [...ps].sort((a, b) => b - a);
  return {
    e,
    kind: STATEMENT_KINDS[argmax(ps)],
    p: sorted[0],
    margin: sorted[0] - sorted[1],
    scope: STATEMENT_SCOPES[argmax(probabilities(e.vector, h.scope))],
    topic: TOPICS[argmax(probabilities(e.vector, h.topic))],
  };
}

function grouped(examples: readonly Example[], key: (e: Example) => string): Reading[] {
  const out = new Map<Example, Reading>();
  for (const group of new Set(examples.map(key))) {
    const heads = trainHeads(examples.filter((e) => key(e) !== group));
    for (const e of examples.filter((x) => key(x) === group)) out.set(e, readWith(heads, e));
  }
  return examples.map((e) => out.get(e) as Reading);
}

function kFold(examples: readonly Example[]): Reading[] {
  const fold = new Map<Example, number>();
  for (const kind of STATEMENT_KINDS)
    shuffled(
      examples.filter((e) => e.ex[0] === kind),
      28,
    ).forEach((e, i) => fold.set(e, i % FOLDS));
  return grouped(examples, (e) => String(fold.get(e)));
}

/** How a reading would be used: stored for the task, stored to last, or not stored. */
const use = (kind: string) => (kind === 'one_off' ? 'task' : REMEMBERED.has(kind as 'fact') ? 'lasting' : 'none');
const sure = (r: Reading, t: StatementThresholds) => r.p >= t.minProbability && r.margin >= t.minMargin;

function tally(rs: readonly Reading[], t: StatementThresholds) {
  const read = rs.filter((r) => sure(r, t));
  const lasting = rs.filter((r) => r.e.ex[1] === 'user' || r.e.ex[1] === 'workspace');
  const topical = rs.filter((r) => r.e.ex[2] !== '-');
  return {
    n: rs.length,
    read: read.length,
    rightKind: read.filter((r) => r.kind === r.e.ex[0]).length,
    usedAlike: read.filter((r) => use(r.kind) === use(r.e.ex[0])).length,
    scopeRight: `${lasting.filter((r) => r.scope === r.e.ex[1]).length}/${lasting.length}`,
    topicRight: `${topical.filter((r) => r.topic === r.e.ex[2]).length}/${topical.length}`,
  };
}

function calibrate(rs: readonly Reading[]): StatementThresholds {
  let best: { t: StatementThresholds; u: number } | undefined;
  for (let p = 20; p <= 95; p++)
    for (let m = 0; m <= 40; m += 2) {
      const t = { minProbability: p / 100, minMargin: m / 100 };
      const s = tally(rs, t);
      const u = s.usedAlike - COST * (s.read - s.usedAlike);
      if (!best || u > best.u) best = { t, u };
    }
  if (!best) throw new Error('nothing to calibrate');
  return best.t;
}

const rounded = (m: SoftmaxModel): SoftmaxModel => {
  const r = (x: number) => Math.round(x * 1e5) / 1e5;
  return { mean: m.mean.map(r), std: m.std.map(r), weights: m.weights.map((w) => w.map(r)), bias: m.bias.map(r) };
};

async function main(): Promise<void> {
  const build = process.argv.includes('--build');
  const checkedIn: StatementModelFile = JSON.parse(await readFile(FILE, 'utf8'));
  if (!build && checkedIn.trainingSha !== trainingSha()) {
    console.error('memory-extraction: statement-weights.json is stale against training-set.ts; run with --build');
    process.exit(1);
  }
  const embedder = new CachedEmbedder(new E5SmallEmbedder({ path: process.env.EMBEDDER_PATH || defaultE5SmallPath() }));
  const started = Date.now();
  let examples: Example[];
  try {
    const vectors = await embedder.embed(TRAINING_SET.map((e) => e[4]));
    examples = TRAINING_SET.map((ex, i) => ({ ex, vector: vectors[i] }));
  } finally {
    await embedder.close();
  }
  console.error(`embedded ${examples.length} examples in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const readings = kFold(examples);
  const thresholds = build ? calibrate(readings) : checkedIn.thresholds;
  const lolo = grouped(examples, (e) => e.ex[3]);
  const cv = {
    folds: FOLDS,
    cost: COST,
    kFold: tally(readings, thresholds),
    leaveLanguageOut: tally(lolo, thresholds),
  };
  const langs = [...new Set(TRAINING_SET.map((e) => e[3]))];
  const perLang = Object.fromEntries(
    langs.map((l) => [
      l,
      tally(
        lolo.filter((r) => r.e.ex[3] === l),
        thresholds,
      ),
    ]),
  );
  const perKind = Object.fromEntries(
    STATEMENT_KINDS.map((k) => [
      k,
      tally(
        readings.filter((r) => r.e.ex[0] === k),
        thresholds,
      ),
    ]),
  );
  console.log(
    JSON.stringify({ examples: examples.length, thresholds, cv, perKind, leaveLanguageOutPerLang: perLang }, null, 1),
  );
  if (build) {
    const heads = trainHeads(examples);
    const file: StatementModelFile = {
      embedder: embedder.name,
      release: E5_SMALL_RELEASE,
      trainingSha: trainingSha(),
      builtAt: new Date().toISOString(),
      thresholds,
      cv,
      kind: rounded(heads.kind),
      scope: rounded(heads.scope),
      topic: rounded(heads.topic),
    };
    await writeFile(FILE, await format(JSON.stringify(file), { ...(await resolveConfig(FILE)), filepath: FILE }));
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
