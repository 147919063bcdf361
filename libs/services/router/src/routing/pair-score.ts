import { probabilities, type SoftmaxModel } from '@lomo/search';
import type { RouteCandidate } from './route';

/**
 * The pair model (issue #27, run 5; `pair-weights.json`, built by `npm run bench:router-pairs --
 * --build`): a logistic regression over features of one (message, candidate task) pair — how
 * close the message is in meaning to the task's texts and to its brief, its lead over the other
 * tasks, recency, an open card, the router's own offer, shared subject words, a sibling of the
 * same kind, the same script, the kind of work the message's part belongs to (run 6) — that
 * says how likely the message is for that task. Trained on the seen routing sets
 * (bench/router-heldout … -heldout5); thresholds chosen by leaving one set out. Since route27f
 * (ADR 0060) trained per message: a task's probability is its share among the live tasks. Only with
 * e5-small (the `meaning` scores); without them it reads nothing.
 */
export interface PairModelFile {
  /** The embedder whose cosines the features are. */
  embedder: string;
  /** SHA-256 of the training pairs (set, message id, task key, label). */
  trainingSha: string;
  builtAt: string;
  thresholds: PairThresholds;
  /** The leave-one-set-out figures the thresholds were chosen on. */
  cv?: unknown;
  /** Two rows: not this task, this task. */
  model: SoftmaxModel;
  /**
   * Trained per message, not per pair (route27f): row 1 minus row 0 is a candidate's score, and
   * its probability is its share against the other live tasks and "none of them" (score 0), so
   * two tasks as likely split the probability instead of both reading as sure. Absent: each pair
   * on its own (runs 5 to route27e).
   */
  grouped?: boolean;
}

export interface PairThresholds {
  /** The best pair's probability must reach this to attach without asking. */
  attach: number;
  /** …and lead the second-best pair by this. */
  margin: number;
  /** Below this no live task is the message's: it is new work after all. */
  none: number;
  /** The lead needed when the best pair is the task the rules chose (two readings agree). */
  agreeMargin: number;
  /**
   * A line the act model reads as a preference to remember ("I like my texts short") that the
   * pair model is this sure belongs to one task (and leads the next by `margin`) is an edit of
   * that task said as a taste ("the prices would read better on the right"). Absent: a
   * preference is never an edit (route27d).
   */
  remember?: number;
}

/** The feature names, in the model's order (the build and the file agree on them). */
export const PAIR_FEATURES = [
  'meaning',
  'lead',
  'top',
  'meaningBrief',
  'leadBrief',
  'latest',
  'second',
  'recency',
  'asking',
  'offered',
  'shared',
  'kin',
  'kinLead',
  'sameScript',
  'aboutWork',
  'continues',
  'latestAboutWork',
  'leadAboutWork',
  'sharedLead',
  'kindFit',
  'kindLead',
  'meaningRel',
  'briefRel',
  'entities',
  'entityLead',
  'given',
  'givenLead',
  'introduced',
  'span',
  'spanLead',
] as const;

/** What the message says of itself, read once for all its pairs: its act and the continuation model. */
export interface MessageSide {
  /** The act reads as work on a live task (follow-up, correction, pause or cancel). */
  aboutWork: boolean;
  /** The continuation model's probability, when it was read. */
  continues?: number;
}

const max = (xs: readonly number[]) => (xs.length ? Math.max(...xs) : 0);
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/**
 * The features of every candidate with a `meaning`, in the candidates' order. Each is read
 * against the others (the lead over the best other task), so a pair's score depends on who else
 * is live — "the header" beside one poster is clear, beside two posters it is not.
 */
export function pairFeatures(candidates: readonly RouteCandidate[], side: MessageSide): number[][] {
  // On the message's same-language scale when the finder calibrated them (route27e).
  const scored = candidates
    .filter((c) => c.meaning !== undefined)
    .map((c) => ({ ...c, meaning: c.meaningCal ?? c.meaning, meaningBrief: c.briefCal ?? c.meaningBrief }));
  const ranked = [...scored].sort((a, b) => (b.meaning ?? 0) - (a.meaning ?? 0));
  return scored.map((c) => {
    const others = scored.filter((o) => o !== c);
    const m = c.meaning ?? 0;
    const mb = c.meaningBrief ?? m;
    // Unknown: no sibling closer than the task itself (the finder always sets it with meaning).
    const kin = c.kin ?? mb;
    return [
      m,
      m - max(others.map((o) => o.meaning ?? 0)),
      ranked[0] === c ? 1 : 0,
      mb,
      mb - max(others.map((o) => o.meaningBrief ?? o.meaning ?? 0)),
      c.recency === 0 ? 1 : 0,
      c.recency === 1 ? 1 : 0,
      c.recency === undefined ? 1 : Math.min(c.recency, 10) / 10,
      c.asking ? 1 : 0,
      c.offered ? 1 : 0,
      Math.min(c.shared ?? 0, 3),
      kin,
      // A sibling of the same kind as close as the task itself: its words could be either's.
      kin - mb,
      c.sameScript === false ? 0 : 1,
      side.aboutWork ? 1 : 0,
      side.continues ?? (side.aboutWork ? 1 : 0.5),
      // A follow-up naming nothing ("put the opening hours on it") is the last task's.
      side.aboutWork && c.recency === 0 ? 1 : 0,
      side.aboutWork ? m - max(others.map((o) => o.meaning ?? 0)) : 0,
      // An object named by its word ("the banner", "Menükarte") that only this task's brief has.
      Math.min(c.shared ?? 0, 3) - Math.min(max(others.map((o) => o.shared ?? 0)), 3),
      // A part of this kind of work ("the soundtrack" beside a video), and how far no other task's
      // kind fits as well. Unread (no kind model): NaN, which the scorer reads as the average pair.
      c.kindFit ?? NaN,
      c.kindFit === undefined ? NaN : c.kindFit - max(others.map((o) => o.kindFit ?? 0)),
      // Against the message's own scores (route27e): a line in another language than every brief
      // scores lower against all of them; what sets its task apart is how far it stands above the
      // message's average candidate, not the absolute cosine same-language pairs were trained on.
      m - mean(scored.map((o) => o.meaning ?? 0)),
      mb - mean(scored.map((o) => o.meaningBrief ?? o.meaning ?? 0)),
      // Numbers, names and quoted words this task's texts share with the line, in any language.
      c.entities ?? 0,
      (c.entities ?? 0) - max(others.map((o) => o.entities ?? 0)),
      // Its words named as a known thing ("on the invitation") or as another one ("noch ein
      // Plakat"): what a line's determiners say of this piece (reference-frames.ts).
      c.given ?? 0,
      (c.given ?? 0) - max(others.map((o) => o.given ?? 0)),
      c.introduced ?? 0,
      // The words naming a piece against this brief, and their lead over the best other brief
      // (ADR 0080): what sets a follow-up's piece apart when the edit reads alike for every task.
      c.spanSimilarity ?? NaN,
      c.spanSimilarity === undefined ? NaN : c.spanSimilarity - max(others.map((o) => o.spanSimilarity ?? 0)),
    ];
  });
}

/** A candidate and how likely the message is for it. */
export interface ScoredPair {
  candidate: RouteCandidate;
  p: number;
}

/** Every candidate with a `meaning`, scored by the pair model, most likely first. */
export function scorePairs(
  candidates: readonly RouteCandidate[],
  side: MessageSide,
  model: SoftmaxModel,
  grouped = false,
): ScoredPair[] {
  const scored = candidates.filter((c) => c.meaning !== undefined);
  // A feature not read for this pair weighs nothing: the training mean, standardised to 0.
  const features = pairFeatures(candidates, side).map((f) => f.map((x, i) => (Number.isNaN(x) ? model.mean[i] : x)));
  const ps = grouped ? shares(features, model) : features.map((f) => probabilities(f, model)[1]);
  return scored
    .map((candidate, i) => ({ candidate, p: ps[i] }))
    .sort((a, b) => b.p - a.p || (a.candidate.recency ?? 99) - (b.candidate.recency ?? 99));
}

/** A grouped model's probabilities: each candidate's share against the others and "none" (score 0). */
export function shares(features: readonly number[][], m: SoftmaxModel): number[] {
  const score = (f: readonly number[]) =>
    f.reduce(
      (s, x, i) => s + ((m.weights[1][i] - m.weights[0][i]) * (x - m.mean[i])) / m.std[i],
      m.bias[1] - m.bias[0],
    );
  return sharesOfScores(features.map(score));
}

/** Each candidate's share of its score against the others' and against "none" (score 0). */
export function sharesOfScores(s: readonly number[]): number[] {
  const max = Math.max(0, ...s);
  const e = s.map((v) => Math.exp(v - max));
  const sum = Math.exp(-max) + e.reduce((a, v) => a + v, 0);
  return e.map((v) => v / sum);
}

/** The pair model's verdict: attach to one task, or ask between the few it cannot tell apart. */
export type PairVerdict =
  | { verdict: 'attach'; best: ScoredPair; next?: ScoredPair }
  | { verdict: 'ask'; close: ScoredPair[]; best: ScoredPair; next?: ScoredPair }
  | { verdict: 'none'; best: ScoredPair; next?: ScoredPair };

/**
 * `none` when even the best pair is below `none` (no live task is the message's); `attach`
 * when the best pair reaches `attach` and leads the next by `margin` (`agreeMargin` when it is
 * `ruled`, the task the rules chose); else `ask`, offering the
 * best and every pair within `margin` of it, at least two, at most three. `undefined` when no
 * candidate has a meaning score.
 */
export function pairVerdict(
  candidates: readonly RouteCandidate[],
  side: MessageSide,
  file: Pick<PairModelFile, 'model' | 'thresholds' | 'grouped'>,
  ruled?: string,
): PairVerdict | undefined {
  const pairs = scorePairs(candidates, side, file.model, file.grouped);
  const [best, next] = pairs;
  if (!best) return undefined;
  const { attach, none } = file.thresholds;
  const margin = best.candidate.taskId === ruled ? file.thresholds.agreeMargin : file.thresholds.margin;
  // Only a line worded as new work (or read as no act) can turn out to be new work after all.
  if (best.p < none && !side.aboutWork) return { verdict: 'none', best, next };
  if (best.p >= attach && (!next || best.p - next.p >= margin)) return { verdict: 'attach', best, next };
  const close = pairs.filter((p, i) => i < 2 || best.p - p.p < margin).slice(0, 3);
  // One live task only: nothing to ask between; unsure of it is not sure of another.
  if (close.length < 2) return { verdict: 'attach', best, next };
  return { verdict: 'ask', close, best, next };
}

/** The writing system of a text's letters, for "same script" (a line in Japanese beside a brief in German). */
export function scriptOf(text: string): 'latin' | 'cyrillic' | 'cjk' | 'other' | undefined {
  const counts = { latin: 0, cyrillic: 0, cjk: 0, other: 0 };
  for (const ch of text) {
    if (/\p{Script=Latin}/u.test(ch)) counts.latin++;
    else if (/\p{Script=Cyrillic}/u.test(ch)) counts.cyrillic++;
    else if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(ch)) counts.cjk++;
    else if (/\p{L}/u.test(ch)) counts.other++;
  }
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? (best[0] as 'latin' | 'cyrillic' | 'cjk' | 'other') : undefined;
}
