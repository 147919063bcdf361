import type { Candidate } from '../candidates';
import { extractExplicitStatements } from '../explicit-statements';

/** The reference date of every spec: relative time phrases ("until March") resolve from it. */
export const NOW = new Date('2025-01-15T10:00:00.000Z');

export const extractAt = (text: string, now: Date = NOW): Candidate[] =>
  extractExplicitStatements(text, { now }) as Candidate[];

/** A message, the subject and scope of the one candidate it gives, and a value its content carries. */
export type Case = [language: string, text: string, subject: string, scope: Candidate['scope'], value: string];

/** Then: exactly one user-stated candidate, with this subject and scope, quoting the message and carrying the value. */
export function expectOne([, text, subject, scope, value]: Case): Candidate {
  const candidates = extractAt(text);
  expect(candidates).toEqual([expect.objectContaining({ subject, scope, origin: 'user_stated' })]);
  const [candidate] = candidates;
  expect(candidate.content.toLowerCase()).toContain(value.toLowerCase());
  expect(text).toContain(candidate.excerpt);
  return candidate;
}
