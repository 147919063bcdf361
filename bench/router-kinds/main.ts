/**
 * The work-kind classifier (issue #27, run 6): trained on bench/router-kinds/training-set.ts
 * only (lines written for it, no routing set), 5-fold cross-validated, checked in as
 * libs/services/router/src/routing/work-kind-weights.json. The pair model reads it as one more
 * feature of a (message, task) pair: whether the message's part and the task's brief are of one
 * kind of work.
 *
 *   npm run bench:router-kinds             cross-validation (accuracy by kind and language)
 *   npm run bench:router-kinds -- --build  also writes the weights file
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { trainSoftmax, type SoftmaxModel } from '../../libs/search/src/embedding/softmax-classifier';
import { kindsOf, WORK_KINDS, type WorkKindModelFile } from '../../libs/services/router/src/routing/work-kind';
import { vectorsOf } from '../router-pairs/vectors';
import { KIND_TRAINING_SET } from './training-set';

const FILE = join(__dirname, '../../libs/services/router/src/routing/work-kind-weights.json');
const TRAIN = { l2: 0.01, epochs: 300, rate: 0.5 };
const FOLDS = 5;

export const kindTrainingSha = () => createHash('sha256').update(JSON.stringify(KIND_TRAINING_SET)).digest('hex');

const fit = (rows: ReadonlyArray<{ kind: number; vector: number[] }>) =>
  trainSoftmax(
    rows.map((r) => ({ label: r.kind, vector: r.vector })),
    WORK_KINDS.length,
    TRAIN,
  );

const rounded = (m: SoftmaxModel): SoftmaxModel => {
  const r = (x: number) => Math.round(x * 1e5) / 1e5;
  return { mean: m.mean.map(r), std: m.std.map(r), weights: m.weights.map((w) => w.map(r)), bias: m.bias.map(r) };
};

async function main(): Promise<void> {
  const vec = await vectorsOf(KIND_TRAINING_SET.map(([, , text]) => text));
  const rows = KIND_TRAINING_SET.map(([kind, lang, text], i) => ({
    kind: WORK_KINDS.indexOf(kind),
    lang,
    fold: i % FOLDS,
    vector: vec.get(text) as number[],
  }));
  let right = 0;
  const byLang = new Map<string, { n: number; right: number }>();
  for (let f = 0; f < FOLDS; f++) {
    const model = fit(rows.filter((r) => r.fold !== f));
    for (const r of rows.filter((x) => x.fold === f)) {
      const p = kindsOf(r.vector, { model });
      const best = p.indexOf(Math.max(...p));
      const t = byLang.get(r.lang) ?? { n: 0, right: 0 };
      t.n++;
      if (best === r.kind) {
        right++;
        t.right++;
      }
      byLang.set(r.lang, t);
    }
  }
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
  const cv = {
    folds: FOLDS,
    lines: rows.length,
    accuracy: Number((right / rows.length).toFixed(3)),
    byLanguage: Object.fromEntries([...byLang].map(([l, t]) => [l, Number((t.right / t.n).toFixed(3))])),
  };
  console.log(`work kinds, ${FOLDS}-fold: ${pct(right, rows.length)} of ${rows.length} lines read as their kind`);
  for (const [l, t] of byLang) console.log(`  ${l}: ${pct(t.right, t.n)} of ${t.n}`);
  if (process.argv.includes('--build')) {
    const file: WorkKindModelFile = {
      embedder: 'multilingual-e5-small-q4',
      trainingSha: kindTrainingSha(),
      builtAt: new Date().toISOString(),
      cv,
      model: rounded(fit(rows)),
    };
    await writeFile(FILE, await format(JSON.stringify(file), { ...(await resolveConfig(FILE)), filepath: FILE }));
  }
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
