import type { Candidate } from '../candidates';
import { PROFILE_MIN_CONFIDENCE } from '../../domain/profile';
import { tablesFor } from '../offline/languages';
import { timeBoundOf } from '../offline/valid-until';
import type { StatementKind, StatementScope, Topic } from './statement-labels';

/** The candidate schema's limits. */
export const MAX_CONTENT = 500;

/** Who wrote the text: an agent's reply only ever yields hypotheses. */
export type Author = 'user' | 'agent';

export interface ReadSentence {
  sentence: string;
  kind: StatementKind;
  probability: number;
  scope: StatementScope;
  topic: Topic;
  /** The memory's subject when it is not the topic itself ("avoid: colour"). */
  subject?: string;
}

/**
 * "quick background: the shop is…" → "the shop is…": a lead-in set off by a colon is dropped
 * when what follows is longer, so "write amounts like this: 1.234,56 €" keeps its lead-in
 * (there the colon introduces the value). A dash is no lead-in: "No gradients — I can't stand
 * them" holds its value before it. Punctuation only: no language's words.
 */
export function contentOf(sentence: string): string {
  const trimmed = sentence.replace(/[\s.!。！…]+$/u, '').trim();
  // An ASCII colon needs a space after it, so "10:30" is no lead-in; a full-width one does not.
  const m = /^(.{1,60}?)\s*(?::\s+|：\s*)(.+)$/su.exec(trimmed);
  return m && m[2].length > m[1].length && /[\p{L}\p{N}]/u.test(m[2]) ? m[2] : trimmed;
}

/** The first day the sentence's time limit no longer holds, read by every table its script allows. */
export function validUntilOf(sentence: string, now: Date | undefined): string | undefined {
  for (const table of tablesFor(sentence)) {
    const bound = timeBoundOf(sentence, table, now);
    if (bound.validUntil) return bound.validUntil;
  }
  return undefined;
}

/**
 * The candidate a classified sentence makes (deterministic; the classifier only names its
 * kind, scope and topic). A one-off is task-scoped; a correction carries `correction` and
 * the same language-neutral subject as what it corrects, so it becomes a new version; an
 * agent's reply is a hypothesis with low confidence, never a statement by the person.
 */
export function candidateOf(read: ReadSentence, now: Date | undefined, author: Author = 'user'): Candidate | null {
  const content = contentOf(read.sentence).slice(0, MAX_CONTENT);
  if (!/[\p{L}\p{N}]/u.test(content)) return null;
  const validUntil = validUntilOf(read.sentence, now);
  return {
    subject: read.subject ?? read.topic,
    content,
    scope: read.kind === 'one_off' ? 'task' : read.scope,
    origin: author === 'agent' ? 'model_inferred' : 'user_stated',
    // A reading the calibrated thresholds accept is a statement the person made: never below the profile's bar.
    confidence:
      author === 'agent'
        ? Math.min(0.3, read.probability)
        : Math.max(PROFILE_MIN_CONFIDENCE, Math.round(read.probability * 100) / 100),
    excerpt: read.sentence,
    ...(validUntil ? { validUntil } : {}),
    ...(read.kind === 'correction' ? { correction: true } : {}),
  };
}
