import type { Expectation, HeldOutMessage, Kind } from './dataset';

/** The fields of an extractor's candidate this measurement reads; the rest are ignored. */
export interface Candidate {
  content: string;
  scope: string;
  validUntil?: string;
}

/** How a held time-bounded fact's validity compares with its label. */
export type ValidityOutcome = 'exact' | 'near' | 'wrong' | 'missing';

/** Days either side of the label still counted as `near` (inclusive vs exclusive ends, "until March"). */
export const NEAR_DAYS = 3;

export interface FactResult {
  expectation: Expectation;
  /** Some candidate's content holds the value and its scope is the labelled one. */
  held: boolean;
  /** Some candidate's content holds the value, whatever its scope. */
  heldAnyScope: boolean;
  /** A task-scoped value came back with user or workspace scope. */
  leaked: boolean;
  /** Only for held facts labelled with a validUntil. */
  validity?: ValidityOutcome;
  /** A held fact with no validity label came back with one. */
  spuriousValidity: boolean;
}

export interface MessageResult {
  personId: string;
  language: string;
  index: number;
  message: HeldOutMessage;
  candidates: Candidate[];
  /** Candidates without a string content and scope. */
  malformed: number;
  /** Candidates whose content holds none of the message's values (all of them on a distractor). */
  stray: number;
  /** Candidates whose content is the whole message: every value in it counts as held. */
  verbatim: number;
  facts: FactResult[];
  error?: string;
  ms: number;
}

/**
 * Case- and width-insensitive form for substring matching: NFKC (full-width digits and
 * colons), lower case, and ё written as е as Russian usually does.
 */
export const fold = (s: string) => s.normalize('NFKC').toLowerCase().replaceAll('ё', 'е');

/** Splits an extractor's answer into candidates this measurement can read and a count of the rest. */
export function readCandidates(raw: readonly unknown[]): { candidates: Candidate[]; malformed: number } {
  const candidates = raw.flatMap((c): Candidate[] => {
    if (typeof c !== 'object' || c === null) return [];
    const { content, scope, validUntil } = c as Record<string, unknown>;
    if (typeof content !== 'string' || typeof scope !== 'string') return [];
    return [{ content, scope, ...(typeof validUntil === 'string' ? { validUntil } : {}) }];
  });
  return { candidates, malformed: raw.length - candidates.length };
}

function validity(label: string, candidates: Candidate[]): ValidityOutcome {
  const outcome = (c: Candidate): ValidityOutcome => {
    if (c.validUntil === undefined) return 'missing';
    if (c.validUntil.slice(0, 10) === label) return 'exact';
    const days = Math.abs(Date.parse(c.validUntil) - Date.parse(`${label}T00:00:00Z`)) / 86_400_000;
    return days <= NEAR_DAYS ? 'near' : 'wrong';
  };
  const rank: ValidityOutcome[] = ['exact', 'near', 'wrong', 'missing'];
  return rank.find((r) => candidates.some((c) => outcome(c) === r)) ?? 'missing';
}

/** Scores one expectation against the candidates extracted from its own message. */
export function scoreFact(expectation: Expectation, candidates: Candidate[]): FactResult {
  const value = fold(expectation.value);
  const holding = candidates.filter((c) => fold(c.content).includes(value));
  const sameScope = holding.filter((c) => c.scope === expectation.scope);
  const heldAnyScope = holding.length > 0;
  return {
    expectation,
    held: sameScope.length > 0,
    heldAnyScope,
    leaked: expectation.scope === 'task' && holding.some((c) => c.scope !== 'task'),
    ...(expectation.validUntil !== undefined && heldAnyScope
      ? { validity: validity(expectation.validUntil, sameScope.length ? sameScope : holding) }
      : {}),
    spuriousValidity: expectation.validUntil === undefined && holding.some((c) => c.validUntil !== undefined),
  };
}

/** Candidates that hold none of the message's expected values. */
export function strayCandidates(message: HeldOutMessage, candidates: Candidate[]): number {
  const values = message.expect.map((e) => fold(e.value));
  return candidates.filter((c) => !values.some((v) => fold(c.content).includes(v))).length;
}

/** Candidates whose content is the message itself, spacing aside. */
export function verbatimCandidates(message: HeldOutMessage, candidates: Candidate[]): number {
  const squash = (s: string) => fold(s).replace(/\s+/g, ' ').trim();
  return candidates.filter((c) => squash(c.content) === squash(message.text)).length;
}

export interface Tally {
  facts: number;
  held: number;
  heldAnyScope: number;
}

export function tally(facts: FactResult[]): Tally {
  return {
    facts: facts.length,
    held: facts.filter((f) => f.held).length,
    heldAnyScope: facts.filter((f) => f.heldAnyScope).length,
  };
}

/** The figures of one slice of the run (all of it, one language). */
export interface Summary extends Tally {
  people: number;
  messages: number;
  distractors: number;
  /** Distractor messages that produced at least one candidate. */
  distractorsWithMemory: number;
  /** Candidates produced for distractor messages. */
  falseMemories: number;
  candidates: number;
  strayCandidates: number;
  verbatimCandidates: number;
  /** Candidates holding an expected value ÷ all candidates; null when there are none. */
  precision: number | null;
  oneOffs: number;
  oneOffLeaks: number;
  validity: Record<ValidityOutcome, number> & { labelled: number };
  spuriousValidity: number;
  malformed: number;
  errors: number;
}

export function summarise(results: MessageResult[]): Summary {
  const facts = results.flatMap((r) => r.facts);
  const distractors = results.filter((r) => r.message.expect.length === 0);
  const candidates = results.reduce((n, r) => n + r.candidates.length, 0);
  const stray = results.reduce((n, r) => n + r.stray, 0);
  const labelled = facts.filter((f) => f.expectation.validUntil !== undefined);
  const oneOffs = facts.filter((f) => f.expectation.scope === 'task');
  const count = (o: ValidityOutcome) => labelled.filter((f) => f.validity === o).length;
  return {
    ...tally(facts),
    people: new Set(results.map((r) => r.personId)).size,
    messages: results.length,
    distractors: distractors.length,
    distractorsWithMemory: distractors.filter((r) => r.candidates.length > 0).length,
    falseMemories: distractors.reduce((n, r) => n + r.candidates.length, 0),
    candidates,
    strayCandidates: stray,
    verbatimCandidates: results.reduce((n, r) => n + r.verbatim, 0),
    precision: candidates ? (candidates - stray) / candidates : null,
    oneOffs: oneOffs.length,
    oneOffLeaks: oneOffs.filter((f) => f.leaked).length,
    validity: {
      labelled: labelled.length,
      exact: count('exact'),
      near: count('near'),
      wrong: count('wrong'),
      missing: count('missing'),
    },
    spuriousValidity: facts.filter((f) => f.spuriousValidity).length,
    malformed: results.reduce((n, r) => n + r.malformed, 0),
    errors: results.filter((r) => r.error !== undefined).length,
  };
}

/** Recall per kind of statement. */
export function byKind(results: MessageResult[]): Array<{ kind: Kind } & Tally> {
  const facts = results.flatMap((r) => r.facts);
  const kinds = [...new Set(facts.map((f) => f.expectation.kind))];
  return kinds.map((kind) => ({ kind, ...tally(facts.filter((f) => f.expectation.kind === kind)) }));
}
