/**
 * Multinomial logistic regression over standardised sentence vectors, for any label list: the
 * router's dialogue acts (ADR 0036) and memory's statement kinds (ADR 0039) read meaning with it.
 * Why linear and not only nearest neighbours: e5 places a sentence by its subject first, and a
 * learned direction per label can weigh the dimensions that carry the label and ignore the
 * ones that carry the subject, which a cosine cannot.
 */
export interface SoftmaxModel {
  /** Per-dimension mean and standard deviation of the training vectors. */
  mean: number[];
  std: number[];
  /** One weight row per label, in the label list's order, and its bias. */
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

/** Each label's probability for a vector, in the label list's order. */
export function probabilities(vector: readonly number[], m: SoftmaxModel): number[] {
  const z = m.weights.map((w, a) => w.reduce((s, wi, i) => s + (wi * (vector[i] - m.mean[i])) / m.std[i], m.bias[a]));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((s, v) => s + v, 0);
  return e.map((v) => v / sum);
}

/** Fits the model: deterministic (zero start, full batch), so a rebuild gives the same file. */
export function trainSoftmax(
  data: ReadonlyArray<{ label: number; vector: readonly number[] }>,
  labels: number,
  options: TrainOptions = {},
): SoftmaxModel {
  const { l2 = 0.01, epochs = 200, rate = 0.5 } = options;
  const dims = data[0].vector.length;
  const n = data.length;
  const mean = Array.from({ length: dims }, (_, i) => data.reduce((s, d) => s + d.vector[i], 0) / n);
  const std = Array.from(
    { length: dims },
    (_, i) => Math.sqrt(data.reduce((s, d) => s + (d.vector[i] - mean[i]) ** 2, 0) / n) || 1,
  );
  const xs = data.map((d) => Float64Array.from(d.vector, (x, i) => (x - mean[i]) / std[i]));
  const w = Array.from({ length: labels }, () => new Float64Array(dims));
  const b = new Float64Array(labels);
  const gw = Array.from({ length: labels }, () => new Float64Array(dims));
  const gb = new Float64Array(labels);
  const z = new Float64Array(labels);
  // Typed arrays and plain loops: a fold trains in about a second instead of half a minute.
  for (let epoch = 0; epoch < epochs; epoch++) {
    gw.forEach((row) => row.fill(0));
    gb.fill(0);
    for (let j = 0; j < n; j++) {
      const x = xs[j];
      let max = -Infinity;
      for (let a = 0; a < labels; a++) {
        let s = b[a];
        for (let i = 0; i < dims; i++) s += w[a][i] * x[i];
        z[a] = s;
        if (s > max) max = s;
      }
      let sum = 0;
      for (let a = 0; a < labels; a++) sum += z[a] = Math.exp(z[a] - max);
      for (let a = 0; a < labels; a++) {
        const g = z[a] / sum - (a === data[j].label ? 1 : 0);
        gb[a] += g;
        for (let i = 0; i < dims; i++) gw[a][i] += g * x[i];
      }
    }
    for (let a = 0; a < labels; a++) {
      b[a] -= (rate * gb[a]) / n;
      for (let i = 0; i < dims; i++) w[a][i] -= rate * (gw[a][i] / n + l2 * w[a][i]);
    }
  }
  return { mean, std, weights: w.map((row) => Array.from(row)), bias: Array.from(b) };
}
