import type { SoftmaxModel } from '../../libs/search/src/embedding/softmax-classifier';
import { keysOf } from '../router-heldout/conversation';
import { featuresOf, type Moment } from './replay';

/** One message's candidates and which of them is its task (-1: none, new work). */
export interface Group {
  xs: number[][];
  label: number;
}

export function groupOf(mo: Moment): Group | undefined {
  const e = mo.message.expect;
  const xs = featuresOf(mo);
  if (xs.length === 0) return undefined;
  if (e.outcome === 'attach') {
    const [key] = keysOf(e.task);
    const label = mo.keys.indexOf(key);
    return label < 0 ? undefined : { xs, label };
  }
  if (e.outcome.startsWith('create') && !(e.acceptable ?? []).some((a) => a.startsWith('attach')))
    return { xs, label: -1 };
  return undefined;
}

/**
 * The pair model trained per message instead of per pair (route27f): a conditional logit — each
 * candidate's score against its rivals' and against "none of them" (score 0) — so a task's
 * probability is already its share among the live tasks, and the lead between the two best is
 * what the training maximised. Returned in the pair model's shape: row 1 minus row 0 is the score.
 */
export function fitGrouped(ms: readonly Moment[], opts = { l2: 0.01, epochs: 400, rate: 0.5 }): SoftmaxModel {
  const read = ms.map(groupOf).filter((g): g is Group => g !== undefined);
  const dims = read[0].xs[0].length;
  // A feature not read for a pair (NaN: a line naming nothing has no span) is the training mean,
  // as `scorePairs` reads it in the router.
  const mean = Array.from({ length: dims }, (_, i) => {
    const xs = read.flatMap((g) => g.xs.map((x) => x[i])).filter((x) => !Number.isNaN(x));
    return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0;
  });
  const groups = read.map((g) => ({ ...g, xs: g.xs.map((x) => x.map((v, i) => (Number.isNaN(v) ? mean[i] : v))) }));
  const all = groups.flatMap((g) => g.xs);
  const std = Array.from(
    { length: dims },
    (_, i) => Math.sqrt(all.reduce((s, x) => s + (x[i] - mean[i]) ** 2, 0) / all.length) || 1,
  );
  const zs = groups.map((g) => g.xs.map((x) => Float64Array.from(x, (v, i) => (v - mean[i]) / std[i])));
  const w = new Float64Array(dims);
  let b = 0;
  const gw = new Float64Array(dims);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    gw.fill(0);
    let gb = 0;
    groups.forEach((g, k) => {
      const s = zs[k].map((z) => z.reduce((acc, v, i) => acc + v * w[i], b));
      const max = Math.max(0, ...s);
      const e = s.map((v) => Math.exp(v - max));
      const sum = Math.exp(-max) + e.reduce((a, v) => a + v, 0);
      e.forEach((v, j) => {
        const d = v / sum - (j === g.label ? 1 : 0);
        gb += d;
        for (let i = 0; i < dims; i++) gw[i] += d * zs[k][j][i];
      });
    });
    b -= (opts.rate * gb) / groups.length;
    for (let i = 0; i < dims; i++) w[i] -= opts.rate * (gw[i] / groups.length + opts.l2 * w[i]);
  }
  return { mean, std, weights: [Array.from({ length: dims }, () => 0), Array.from(w)], bias: [0, b] };
}
