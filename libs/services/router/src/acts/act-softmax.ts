import { DIALOGUE_ACTS, type DialogueAct } from './dialogue-act';

/**
 * A linear read of the act (multinomial logistic regression over standardised e5 vectors).
 * Why linear and not only nearest neighbours: e5 places a sentence by its subject first —
 * "is the logo done?" lies nearer "pause the logo" than "how's the poster going?" — and a
 * learned direction per act can weigh the dimensions that carry the act and ignore the ones
 * that carry the subject, which a cosine cannot.
 */
export interface SoftmaxModel {
  /** Per-dimension mean and standard deviation of the training vectors. */
  mean: number[];
  std: number[];
  /** One weight row per act (DIALOGUE_ACTS order), and its bias. */
  weights: number[][];
  bias: number[];
}

export interface TrainOptions {
  /** L2 penalty on the weights. @default 0.01 */
  l2?: number;
  /** Full-batch gradient steps. @default 200 */
  epochs?: number;
  /** Step size. @default 0.5 */
  rate?: number;
}

const standardise = (v: readonly number[], m: SoftmaxModel) => v.map((x, i) => (x - m.mean[i]) / m.std[i]);

function softmax(z: number[]): number[] {
  const max = Math.max(...z);
  const e = z.map((x) => Math.exp(x - max));
  const sum = e.reduce((s, x) => s + x, 0);
  return e.map((x) => x / sum);
}

/** Each act's probability for a vector, best first. */
export function softmaxScores(vector: readonly number[], m: SoftmaxModel): Array<{ act: DialogueAct; p: number }> {
  const x = standardise(vector, m);
  const z = m.weights.map((w, a) => w.reduce((s, wi, i) => s + wi * x[i], m.bias[a]));
  return softmax(z)
    .map((p, a) => ({ act: DIALOGUE_ACTS[a], p }))
    .sort((a, b) => b.p - a.p);
}

/** Fits the model to labelled vectors: deterministic (zero start, full batch), so a rebuild gives the same file. */
export function trainSoftmax(
  data: ReadonlyArray<{ act: DialogueAct; vector: readonly number[] }>,
  options: TrainOptions = {},
): SoftmaxModel {
  const { l2 = 0.01, epochs = 200, rate = 0.5 } = options;
  const dims = data[0].vector.length;
  const n = data.length;
  const acts = DIALOGUE_ACTS.length;
  const mean = Array.from({ length: dims }, (_, i) => data.reduce((s, d) => s + d.vector[i], 0) / n);
  const std = Array.from(
    { length: dims },
    (_, i) => Math.sqrt(data.reduce((s, d) => s + (d.vector[i] - mean[i]) ** 2, 0) / n) || 1,
  );
  const xs = data.map((d) => Float64Array.from(d.vector, (x, i) => (x - mean[i]) / std[i]));
  const ys = data.map((d) => DIALOGUE_ACTS.indexOf(d.act));
  // Typed arrays and plain loops: a fold trains in about a second instead of half a minute.
  const w = Array.from({ length: acts }, () => new Float64Array(dims));
  const b = new Float64Array(acts);
  const gw = Array.from({ length: acts }, () => new Float64Array(dims));
  const gb = new Float64Array(acts);
  const z = new Float64Array(acts);
  for (let epoch = 0; epoch < epochs; epoch++) {
    gw.forEach((row) => row.fill(0));
    gb.fill(0);
    for (let j = 0; j < n; j++) {
      const x = xs[j];
      let max = -Infinity;
      for (let a = 0; a < acts; a++) {
        let s = b[a];
        const row = w[a];
        for (let i = 0; i < dims; i++) s += row[i] * x[i];
        z[a] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let a = 0; a < acts; a++) sum += z[a] = Math.exp(z[a] - max);
      for (let a = 0; a < acts; a++) {
        const g = z[a] / sum - (a === ys[j] ? 1 : 0);
        gb[a] += g;
        const row = gw[a];
        for (let i = 0; i < dims; i++) row[i] += g * x[i];
      }
    }
    for (let a = 0; a < acts; a++) {
      b[a] -= (rate * gb[a]) / n;
      const row = w[a];
      for (let i = 0; i < dims; i++) row[i] -= rate * (gw[a][i] / n + l2 * row[i]);
    }
  }
  return { mean, std, weights: w.map((row) => Array.from(row)), bias: Array.from(b) };
}
