/**
 * The continuation model (issue #27, run 4): does a message the act model reads as new work
 * in fact continue a live task ("Zum Dessert: Schwarzwälder Kirsch im Glas", "for the dog
 * bowl, a scruffy terrier drinking from it")? A logistic regression over the message's e5
 * vector, trained on the labelled lines of the SEEN routing sets (B10h, B10h2, B10h3: their
 * follow-ups, corrections, pauses and ambiguous lines against their new requests and one-offs)
 * and the act training set (bench/router-acts). No word of theirs enters a rule: the model
 * reads meaning, and its threshold is chosen by leave-one-set-out (each seen set read by a
 * model trained on the other two and the act set).
 *
 *   npm run bench:router-continuation             leave-one-set-out report
 *   npm run bench:router-continuation -- --build  also writes
 *                                                 libs/services/router/src/acts/continuation-weights.json
 *
 * Vectors are cached in the OS temp dir (one embedding per line, ~2,500 lines, a few minutes).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { probabilities, trainSoftmax, type SoftmaxModel } from '../../libs/search/src/embedding/softmax-classifier';
import { E5_SMALL_RELEASE } from '../../libs/search/src/embedding/e5-small/e5-small.embedder';
import { readAct, type ActModelFile } from '../../libs/services/router/src/acts/act-model';
import checkedInActs from '../../libs/services/router/src/acts/act-weights.json';
import type { ContinuationModelFile } from '../../libs/services/router/src/acts/continuation';
import { CONTINUATION_CACHE, vectorsOf } from '../router-pairs/vectors';
import { SEEN_SETS as SETS, trainingLines, trainingSha, type Line } from './lines';

const FILE = join(__dirname, '../../libs/services/router/src/acts/continuation-weights.json');
const TRAIN = { l2: 0.05, epochs: 200, rate: 0.5 };
/** A new request read as a continuation (a wrong task) costs this many continuations caught. */
const COST = 1.5;
const THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];

async function embed(all: Line[]): Promise<void> {
  const vectors = await vectorsOf(
    all.map((l) => l.text),
    CONTINUATION_CACHE,
    [],
    'router-continuation',
  );
  for (const l of all) l.vector = vectors.get(l.text);
}

const fitModel = (ls: readonly Line[]) =>
  trainSoftmax(
    ls.map((l) => ({ label: l.label, vector: l.vector as number[] })),
    2,
    TRAIN,
  );

const rounded = (m: SoftmaxModel): SoftmaxModel => {
  const r = (x: number) => Math.round(x * 1e5) / 1e5;
  return { mean: m.mean.map(r), std: m.std.map(r), weights: m.weights.map((w) => w.map(r)), bias: m.bias.map(r) };
};

async function main(): Promise<void> {
  const all = await trainingLines();
  await embed(all);
  const acts = checkedInActs as ActModelFile;
  // Leave one seen set out; score only the lines the act model reads as new work (where the
  // continuation model is asked).
  const tally = THRESHOLDS.map(() => ({ caught: 0, lost: 0 }));
  const perSet: string[] = [];
  let asked = { continues: 0, starts: 0 };
  for (const set of SETS) {
    const model = fitModel(all.filter((l) => l.set !== set));
    const test = all.filter((l) => l.set === set);
    const readAsNew = test.filter((l) => {
      const read = readAct(l.vector as number[], acts);
      return read.act === 'new_request' || read.act === 'one_off';
    });
    const ps = readAsNew.map((l) => probabilities(l.vector as number[], model)[1]);
    const c = readAsNew.filter((l) => l.label === 1).length;
    asked = { continues: asked.continues + c, starts: asked.starts + readAsNew.length - c };
    THRESHOLDS.forEach((t, i) => {
      tally[i].caught += readAsNew.filter((l, j) => l.label === 1 && ps[j] >= t).length;
      tally[i].lost += readAsNew.filter((l, j) => l.label === 0 && ps[j] >= t).length;
    });
    perSet.push(
      `${set}: ${test.length} lines; read as new work by the act model: ${c} continuations, ${readAsNew.length - c} new; at 0.7: caught ${readAsNew.filter((l, j) => l.label === 1 && ps[j] >= 0.7).length}, new read as continuing ${readAsNew.filter((l, j) => l.label === 0 && ps[j] >= 0.7).length}`,
    );
  }
  const gain = tally.map((t) => t.caught - COST * t.lost);
  const best = THRESHOLDS[gain.indexOf(Math.max(...gain))];
  const report = [
    `Lines: ${all.length} (${all.filter((l) => l.label === 1).length} continue, ${all.filter((l) => l.label === 0).length} new); leave one seen set out, on the lines the act model reads as new work (${asked.continues} continuations, ${asked.starts} new):`,
    ...perSet,
    '| threshold | continuations caught | new work read as continuing |',
    '| ---: | ---: | ---: |',
    ...THRESHOLDS.map((t, i) => `| ${t} | ${tally[i].caught} | ${tally[i].lost} |`),
    `chosen threshold (caught − ${COST} × lost): ${best}`,
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--build')) {
    const sha = trainingSha(all);
    const file: ContinuationModelFile = {
      embedder: acts.embedder,
      release: E5_SMALL_RELEASE,
      trainingSha: sha,
      builtAt: new Date().toISOString(),
      threshold: best,
      cv: { cost: COST, thresholds: THRESHOLDS, tally },
      model: rounded(fitModel(all)),
    };
    await writeFile(FILE, await format(JSON.stringify(file), { ...(await resolveConfig(FILE)), filepath: FILE }));
  }
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
