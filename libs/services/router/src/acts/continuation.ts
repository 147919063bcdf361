import { probabilities, type SoftmaxModel } from '@lomo/search';

/**
 * The continuation model (`continuation-weights.json`, built by `npm run bench:router-continuation
 * -- --build`): a logistic regression over the message's e5 vector that tells a line continuing a
 * live task ("Zum Dessert: Schwarzwälder Kirsch im Glas") from a line starting new work, which
 * the act model, trained on short textbook lines, reads alike. Trained on the labelled lines of
 * the seen routing sets and the act training set; its threshold chosen by leave-one-set-out.
 */
export interface ContinuationModelFile {
  /** The embedder whose vectors it reads; with any other it reads nothing. */
  embedder: string;
  release: string;
  /** SHA-256 of the training lines (set, label, text). */
  trainingSha: string;
  builtAt: string;
  /** A line whose probability of continuing reaches this continues a live task. */
  threshold: number;
  /** The leave-one-set-out figures the threshold was chosen on. */
  cv?: unknown;
  /** Two rows: starts new work, continues a live task. */
  model: SoftmaxModel;
}

/** The probability that a message continues a live task (0 for a blank message). */
export function continuation(
  vector: readonly number[],
  file: Pick<ContinuationModelFile, 'model' | 'threshold'>,
): { p: number; continues: boolean } {
  if (!vector.some((x) => x !== 0)) return { p: 0, continues: false };
  const p = probabilities(vector, file.model)[1];
  return { p, continues: p >= file.threshold };
}
