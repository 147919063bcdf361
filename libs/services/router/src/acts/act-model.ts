import { softmaxScores, type SoftmaxModel } from './act-softmax';
import type { ActReading } from './dialogue-act';

/** When a reading is confident enough to route by, calibrated by cross-validation (bench/router-acts). */
export interface ActThresholds {
  /** The best act's probability must reach this. */
  minProbability: number;
  /** …and lead the runner-up by this much. */
  minMargin: number;
  /**
   * A preference to remember must reach this instead (route27d): it takes the line away from
   * every task, and an edit said as a taste ("the prices would read better on the right") reads
   * close to one — chosen on the seen routing sets (bench/router-pairs), not by the act bench.
   */
  minRemember?: number;
}

/**
 * The checked-in act model (`act-weights.json`, built by `npm run bench:router-acts -- --build`
 * from bench/router-acts/training-set.ts): a linear classifier over e5-small vectors and the
 * thresholds cross-validation chose. Trained ahead, not at first use: embedding the ~480
 * training examples costs about 40 s of one core here, which every boot and test would pay,
 * while the trained model is 9 × 384 weights.
 */
export interface ActModelFile {
  /** The embedder whose vectors the model reads (`Embedder.name`); any other embedder reads no acts. */
  embedder: string;
  /** The installed release the training vectors came from (ADR 0035). */
  release: string;
  /** SHA-256 of the training set's lines: a stale file fails its test. */
  trainingSha: string;
  builtAt: string;
  thresholds: ActThresholds;
  /** Cross-validated figures of these thresholds, as the build measured them. */
  cv?: unknown;
  model: SoftmaxModel;
}

/**
 * A second act model learnt from people's own lines (the seen routing sets beside the act set;
 * ADR 0070), read where the textbook model is not sure: the textbook model reads its clear
 * examples well and people's messy follow-ups, questions and greetings poorly; a model trained on
 * people's lines reads those better and some textbook lines worse. Built by
 * `npm run bench:router-pairs -- --grouped --people-acts K --build`.
 */
export interface PeopleActModelFile {
  embedder: string;
  /** The textbook reading stands when its best act reaches this probability. */
  keepTextbookAt: number;
  /** When the people model's own reading is confident enough to route by. */
  thresholds: ActThresholds;
  /** SHA-256 of the lines it learnt from (the act set and the seen routing sets). */
  trainingSha: string;
  builtAt: string;
  model: SoftmaxModel;
}

type Scores = ReturnType<typeof softmaxScores>;

/** A reading from one model's scores: its best act if sure enough, else why not. */
function judged([best, next]: Scores, { minProbability, minMargin, minRemember }: ActThresholds): ActReading {
  const margin = best.p - next.p;
  const floor = best.act === 'remember' ? Math.max(minProbability, minRemember ?? 0) : minProbability;
  if (best.p < floor || margin < minMargin)
    return {
      abstained: `no act sure enough: ${best.act} p=${best.p.toFixed(2)}, ${next.act} p=${next.p.toFixed(2)} (needs ${floor}, lead ${minMargin})`,
      leaning: best.act,
    };
  return { act: best.act, probability: best.p, margin, runnerUp: next.act };
}

/**
 * The act of a message vector, or why none is named: a blank message, or no act probable enough.
 * With `people`, a textbook reading below `keepTextbookAt` gives way to the people model's when
 * that one is sure; otherwise the textbook reading (sure or not) stands.
 */
export function readAct(
  vector: readonly number[],
  file: Pick<ActModelFile, 'model' | 'thresholds'>,
  people?: Pick<PeopleActModelFile, 'model' | 'thresholds' | 'keepTextbookAt'>,
): ActReading {
  if (!vector.some((x) => x !== 0)) return { abstained: 'no words to read an act from' };
  const textbook = judged(softmaxScores(vector, file.model), file.thresholds);
  if (!people || (textbook.act && textbook.probability >= people.keepTextbookAt)) return textbook;
  const theirs = judged(softmaxScores(vector, people.model), people.thresholds);
  return theirs.act ? theirs : textbook;
}
