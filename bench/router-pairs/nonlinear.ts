/**
 * Would a non-linear pair model tell the pieces apart better? (issue 27, after route27j) The
 * shipped pair model is a conditional logit: one weight per feature. This what-if trains, per
 * left-out seen set, the same grouped loss with one hidden layer (tanh) on the same features and
 * compares both on the left-out lines: how often the labelled task is on top for a line that
 * continues a piece, and how often each model would attach surely (p ≥ 0.45, lead ≥ 0.4) to the
 * right or to a wrong task, or find no task its own (best p < 0.6) for new work. Not shipped:
 * a measurement to decide whether the runtime should score pairs non-linearly.
 *
 *   node -r @swc-node/register bench/router-pairs/nonlinear.ts [--hidden 16] [--epochs 60]
 */
import type { ActModelFile, PeopleActModelFile } from '../../libs/services/router/src/acts/act-model';
import checkedInActs from '../../libs/services/router/src/acts/act-weights.json';
import type { ContinuationModelFile } from '../../libs/services/router/src/acts/continuation';
import checkedInContinuation from '../../libs/services/router/src/acts/continuation-weights.json';
import checkedInPeople from '../../libs/services/router/src/acts/people-act-weights.json';
import checkedInKinds from '../../libs/services/router/src/routing/work-kind-weights.json';
import type { WorkKindModelFile } from '../../libs/services/router/src/routing/work-kind';
import { shares, sharesOfScores } from '../../libs/services/router/src/routing/pair-score';
import { seeded, shuffled } from '../shared/random';
import { fitGrouped, groupOf as labelled, type Group } from './grouped';
import { moments, type Moment } from './replay';
import { loadSeen, SEEN_SETS } from './sets';
import { vectorsOf } from './vectors';

const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const HIDDEN = arg('--hidden', 16);
const EPOCHS = arg('--epochs', 60);

/** `grouped.ts`'s groups, a feature not read for a pair at 0 (the mean, once standardised). */
const groupOf = (mo: Moment): Group | undefined => {
  const g = labelled(mo);
  return g && { ...g, xs: g.xs.map((f) => f.map((x) => (Number.isNaN(x) ? 0 : x))) };
};

type Scorer = (xs: readonly number[][]) => number[];

/** The grouped loss with one tanh layer, trained by Adam on mini-batches of messages. */
function fitHidden(groups: readonly Group[], hidden: number, epochs: number): Scorer {
  const dims = groups[0].xs[0].length;
  const all = groups.flatMap((g) => g.xs);
  const mean = Array.from({ length: dims }, (_, i) => all.reduce((s, x) => s + x[i], 0) / all.length);
  const std = Array.from(
    { length: dims },
    (_, i) => Math.sqrt(all.reduce((s, x) => s + (x[i] - mean[i]) ** 2, 0) / all.length) || 1,
  );
  const z = (x: readonly number[]) => x.map((v, i) => (v - mean[i]) / std[i]);
  const zs = groups.map((g) => g.xs.map(z));
  const random = seeded(27);
  const rand = () => random() * 2 - 1;
  // Parameters in one array: W (hidden × dims), c (hidden), v (hidden), d (1).
  const nW = hidden * dims;
  const p = Float64Array.from({ length: nW + 2 * hidden + 1 }, (_, i) =>
    i < nW ? rand() / Math.sqrt(dims) : i < nW + hidden ? 0 : i < nW + 2 * hidden ? rand() / Math.sqrt(hidden) : 0,
  );
  const m1 = new Float64Array(p.length);
  const m2 = new Float64Array(p.length);
  const g = new Float64Array(p.length);
  const h = new Float64Array(hidden);
  const forward = (x: readonly number[], keep?: Float64Array) => {
    let s = p[nW + 2 * hidden];
    for (let k = 0; k < hidden; k++) {
      let a = p[nW + k];
      for (let i = 0; i < dims; i++) a += p[k * dims + i] * x[i];
      const t = Math.tanh(a);
      if (keep) keep[k] = t;
      s += p[nW + hidden + k] * t;
    }
    return s;
  };
  let step = 0;
  const [rate, b1, b2, l2, batch] = [0.01, 0.9, 0.999, 1e-4, 128];
  for (let epoch = 0; epoch < epochs; epoch++) {
    const order = shuffled(
      groups.map((_, i) => i),
      27 + epoch,
    );
    for (let from = 0; from < order.length; from += batch) {
      g.fill(0);
      const members = order.slice(from, from + batch);
      for (const k of members) {
        const xs = zs[k];
        const ps = sharesOfScores(xs.map((x) => forward(x)));
        xs.forEach((x, j) => {
          const d = ps[j] - (j === groups[k].label ? 1 : 0);
          forward(x, h);
          g[nW + 2 * hidden] += d;
          for (let u = 0; u < hidden; u++) {
            g[nW + hidden + u] += d * h[u];
            const back = d * p[nW + hidden + u] * (1 - h[u] * h[u]);
            g[nW + u] += back;
            for (let i = 0; i < dims; i++) g[u * dims + i] += back * x[i];
          }
        });
      }
      step++;
      for (let i = 0; i < p.length; i++) {
        const grad = g[i] / members.length + l2 * p[i];
        m1[i] = b1 * m1[i] + (1 - b1) * grad;
        m2[i] = b2 * m2[i] + (1 - b2) * grad * grad;
        p[i] -= (rate * (m1[i] / (1 - b1 ** step))) / (Math.sqrt(m2[i] / (1 - b2 ** step)) + 1e-8);
      }
    }
  }
  return (xs) => sharesOfScores(xs.map((x) => forward(z(x))));
}

/** The shipped kind of model: `fitGrouped`'s weights, read as the runtime reads them. */
function linear(train: readonly Moment[]): Scorer {
  const m = fitGrouped(train);
  return (xs) => shares(xs, m);
}

interface Tally {
  continues: number;
  onTop: number;
  sureRight: number;
  sureWrong: number;
  fresh: number;
  freshNone: number;
}

function judge(score: Scorer, groups: readonly Group[], t: Tally) {
  for (const g of groups) {
    const ps = score(g.xs);
    const order = ps.map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0]);
    const [[best, top], next] = [order[0], order[1]];
    const sure = best >= 0.45 && best - (next?.[0] ?? 0) >= 0.4;
    if (g.label < 0) {
      t.fresh++;
      if (best < 0.6) t.freshNone++;
      continue;
    }
    t.continues++;
    if (top === g.label) t.onTop++;
    if (sure && top === g.label) t.sureRight++;
    if (sure && top !== g.label) t.sureWrong++;
  }
}

async function main() {
  const seen = await loadSeen();
  const vec = await vectorsOf([...seen.values()].flat().flatMap((c) => c.messages.map((m) => m.text)));
  const acts = { ...(checkedInActs as ActModelFile), people: checkedInPeople as PeopleActModelFile };
  const bySet = new Map(
    SEEN_SETS.map((s) => [
      s,
      (seen.get(s) ?? []).flatMap((c) =>
        moments(s, c, vec, acts, checkedInContinuation as ContinuationModelFile, checkedInKinds as WorkKindModelFile),
      ),
    ]),
  );
  const empty = (): Tally => ({ continues: 0, onTop: 0, sureRight: 0, sureWrong: 0, fresh: 0, freshNone: 0 });
  const [lin, mlp] = [empty(), empty()];
  for (const set of SEEN_SETS) {
    const train = SEEN_SETS.filter((s) => s !== set).flatMap((s) => bySet.get(s) ?? []);
    const test = (bySet.get(set) ?? []).map(groupOf).filter((g): g is Group => g !== undefined);
    judge(linear(train), test, lin);
    const groups = train.map(groupOf).filter((g): g is Group => g !== undefined);
    judge(fitHidden(groups, HIDDEN, EPOCHS), test, mlp);
    console.error(`nonlinear: ${set} done`);
  }
  const pc = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  console.log(
    `| pair model (left out, ${SEEN_SETS.length} sets) | labelled task on top | sure and right | sure and wrong | new work: no task its own |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, t] of [
    ['linear (shipped)', lin],
    [`one hidden layer of ${HIDDEN}, ${EPOCHS} epochs`, mlp],
  ] as const)
    console.log(
      `| ${name} | ${pc(t.onTop, t.continues)} | ${pc(t.sureRight, t.continues)} | ${pc(t.sureWrong, t.continues)} | ${pc(t.freshNone, t.fresh)} |`,
    );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
