import { probabilities, type SoftmaxModel } from '@lomo/search';
import {
  STATEMENT_KINDS,
  STATEMENT_SCOPES,
  TOPICS,
  type StatementKind,
  type StatementScope,
  type Topic,
} from './statement-labels';

/** When the kind read is sure enough to act on; calibrated by cross-validation (bench/memory-extraction). */
export interface StatementThresholds {
  /** The best kind's probability must reach this… */
  minProbability: number;
  /** …and lead the runner-up by this much. */
  minMargin: number;
}

/**
 * The checked-in statement model (`statement-weights.json`, built by
 * `npm run bench:memory-extraction-train -- --build` from bench/memory-extraction/training-set.ts):
 * three linear heads over one embedder's sentence vectors.
 */
export interface StatementModelFile {
  /** The embedder whose vectors the heads read (`Embedder.name`); any other reads nothing. */
  embedder: string;
  release: string;
  /** SHA-256 of the training set: a stale file fails its spec. */
  trainingSha: string;
  builtAt: string;
  thresholds: StatementThresholds;
  cv?: unknown;
  kind: SoftmaxModel;
  scope: SoftmaxModel;
  topic: SoftmaxModel;
}

export type StatementReading =
  | {
      kind: StatementKind;
      probability: number;
      scope: StatementScope;
      topic: Topic;
    }
  | {
      abstained: string;
      /** The two likeliest kinds, best first: an unsure reading that leans to a one-off is never stored to last. */
      leaning: Array<{ kind: StatementKind; p: number }>;
      topic: Topic;
      /** The scope head's reading, for a sentence read by its lean (form-lean.ts); absent with no words. */
      scope?: StatementScope;
    };

const best = <L extends string>(labels: readonly L[], p: number[]) =>
  p
    .map((v, i) => ({ label: labels[i], p: v }))
    .sort((a, b) => b.p - a.p)
    .slice(0, 2);

/** What a sentence vector says, or why nothing is read: no words, or no kind sure enough. */
export function readStatement(
  vector: readonly number[],
  file: Pick<StatementModelFile, 'kind' | 'scope' | 'topic' | 'thresholds'>,
): StatementReading {
  if (!vector.some((x) => x !== 0)) return { abstained: 'no words to read', leaning: [], topic: TOPICS[0] };
  const [first, second] = best(STATEMENT_KINDS, probabilities(vector, file.kind));
  const { minProbability, minMargin } = file.thresholds;
  const topic = best(TOPICS, probabilities(vector, file.topic))[0].label;
  if (first.p < minProbability || first.p - second.p < minMargin)
    return {
      abstained: `no kind sure enough: ${first.label} p=${first.p.toFixed(2)}, ${second.label} p=${second.p.toFixed(2)}`,
      leaning: [first, second].map(({ label, p }) => ({ kind: label, p })),
      topic,
      scope: best(STATEMENT_SCOPES, probabilities(vector, file.scope))[0].label,
    };
  return {
    kind: first.label,
    probability: first.p,
    scope: best(STATEMENT_SCOPES, probabilities(vector, file.scope))[0].label,
    topic,
  };
}
