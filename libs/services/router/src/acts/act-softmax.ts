import { probabilities, trainSoftmax as trainLabels, type SoftmaxModel, type TrainOptions } from '@lomo/search';
import { DIALOGUE_ACTS, type DialogueAct } from './dialogue-act';

export type { SoftmaxModel, TrainOptions };

/** Each act's probability for a vector, best first (weight rows in DIALOGUE_ACTS order). */
export function softmaxScores(vector: readonly number[], m: SoftmaxModel): Array<{ act: DialogueAct; p: number }> {
  return probabilities(vector, m)
    .map((p, a) => ({ act: DIALOGUE_ACTS[a], p }))
    .sort((a, b) => b.p - a.p);
}

/** Fits the act model to labelled vectors: deterministic, so a rebuild gives the same file. */
export function trainSoftmax(
  data: ReadonlyArray<{ act: DialogueAct; vector: readonly number[] }>,
  options: TrainOptions = {},
): SoftmaxModel {
  const labelled = data.map((d) => ({ label: DIALOGUE_ACTS.indexOf(d.act), vector: d.vector }));
  return trainLabels(labelled, DIALOGUE_ACTS.length, options);
}
