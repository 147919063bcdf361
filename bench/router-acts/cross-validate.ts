import { softmaxScores, trainSoftmax, type TrainOptions } from '../../libs/services/router/src/acts/act-softmax';
import type { ActThresholds } from '../../libs/services/router/src/acts/act-model';
import { DIALOGUE_ACTS, ROUTE_GROUP, type DialogueAct } from '../../libs/services/router/src/acts/dialogue-act';
import { shuffled } from '../shared/random';

export interface Labelled {
  act: DialogueAct;
  lang: string;
  text: string;
  vector: readonly number[];
}

/** One example read by a model that was not trained on it. */
export interface FoldReading {
  example: Labelled;
  best: DialogueAct;
  probability: number;
  margin: number;
}

/** Stratified k-fold: each act's examples dealt round the folds. */
export function kFold(examples: readonly Labelled[], folds: number, options: TrainOptions, seed = 27): FoldReading[] {
  const fold = new Map<Labelled, number>();
  for (const act of DIALOGUE_ACTS)
    shuffled(
      examples.filter((e) => e.act === act),
      seed,
    ).forEach((e, i) => fold.set(e, i % folds));
  return grouped(examples, (e) => String(fold.get(e)), options);
}

/** Leave one language out: each language read by a model trained on the other six (the cross-lingual case). */
export function leaveLanguageOut(examples: readonly Labelled[], options: TrainOptions): FoldReading[] {
  return grouped(examples, (e) => e.lang, options);
}

function grouped(examples: readonly Labelled[], key: (e: Labelled) => string, options: TrainOptions): FoldReading[] {
  const readings = new Map<Labelled, FoldReading>();
  for (const group of new Set(examples.map(key))) {
    const model = trainSoftmax(
      examples.filter((e) => key(e) !== group),
      options,
    );
    for (const example of examples.filter((e) => key(e) === group)) {
      const [best, next] = softmaxScores(example.vector, model);
      readings.set(example, { example, best: best.act, probability: best.p, margin: best.p - next.p });
    }
  }
  return examples.map((e) => readings.get(e) as FoldReading);
}

export interface Tally {
  n: number;
  /** Named an act. */
  read: number;
  /** Named the labelled act. */
  right: number;
  /** Named an act that routes like the labelled one (ROUTE_GROUP), the labelled act included. */
  routedAlike: number;
}

export const confident = (r: FoldReading, t: ActThresholds) =>
  r.probability >= t.minProbability && r.margin >= t.minMargin;

export function tally(readings: readonly FoldReading[], t: ActThresholds): Tally {
  const read = readings.filter((r) => confident(r, t));
  return {
    n: readings.length,
    read: read.length,
    right: read.filter((r) => r.best === r.example.act).length,
    routedAlike: read.filter((r) => ROUTE_GROUP[r.best] === ROUTE_GROUP[r.example.act]).length,
  };
}

/**
 * What thresholds are worth: +1 for each act read that routes as the label does, −`cost` for
 * each that routes otherwise (a question turned into a task, a follow-up into new work), 0
 * for no reading (the rules decide, as they did before the classifier).
 */
export const utility = (t: Tally, cost: number) => t.routedAlike - cost * (t.read - t.routedAlike);

/** The thresholds of best utility over a grid; on ties the lower (wider coverage). */
export function calibrate(readings: readonly FoldReading[], cost: number): ActThresholds {
  let best: { thresholds: ActThresholds; u: number } | undefined;
  for (let p = 20; p <= 99; p++)
    for (let m = 0; m <= 50; m += 2) {
      const thresholds = { minProbability: p / 100, minMargin: m / 100 };
      const u = utility(tally(readings, thresholds), cost);
      if (!best || u > best.u) best = { thresholds, u };
    }
  if (!best) throw new Error('nothing to calibrate');
  return best.thresholds;
}
