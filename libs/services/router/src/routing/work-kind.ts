import { probabilities, type SoftmaxModel } from '@lomo/search';

/**
 * Kinds of work a piece in a workspace can be, and `any` for an edit every kind takes ("make it
 * warmer"). People name a piece by one of its parts far more often than by the brief's word —
 * "the soundtrack" is a video's, "slide four" a deck's, "the sleeve" a shirt's — so the kind a
 * line's part belongs to says which live piece it is about even when no word is shared.
 */
export const WORK_KINDS = [
  'print',
  'logo',
  'video',
  'slides',
  'web',
  'text',
  'model3d',
  'illustration',
  'merch',
  'audio',
  'plan',
  'list',
  'learning',
  'social',
  'any',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/**
 * The checked-in work-kind model (`work-kind-weights.json`, built by `npm run bench:router-kinds
 * -- --build` from bench/router-kinds/training-set.ts, lines written for it alone): a linear
 * classifier over e5-small vectors, like the act model. With any other embedder it reads nothing.
 */
export interface WorkKindModelFile {
  embedder: string;
  /** SHA-256 of the training lines: a stale file fails its test. */
  trainingSha: string;
  builtAt: string;
  /** Cross-validated accuracy, as the build measured it. */
  cv?: unknown;
  /** One row per kind, in WORK_KINDS order. */
  model: SoftmaxModel;
}

/** Each kind's probability for a vector, in WORK_KINDS order (all zero for a blank vector). */
export function kindsOf(vector: readonly number[], file: Pick<WorkKindModelFile, 'model'>): number[] {
  if (!vector.some((x) => x !== 0)) return WORK_KINDS.map(() => 0);
  return probabilities(vector, file.model);
}

const ANY = WORK_KINDS.indexOf('any');

/**
 * How much a message and a task's brief are about the same kind of work: the probability that
 * both name one kind, `any` left out — a line naming no part ("make it warmer") fits no task
 * better than another.
 */
export function kindFit(message: readonly number[], brief: readonly number[]): number {
  let fit = 0;
  for (let k = 0; k < message.length; k++) if (k !== ANY) fit += message[k] * brief[k];
  return fit;
}
