/**
 * B11y: the second held-out set for memory extraction (issue 28, items 1 and 6), written
 * before the extractor of this round was touched and without reading its rules or B11x.
 *
 * Each person was written as a little story first (who they are, what they keep telling the
 * assistant, what they change their mind about), then as the conversation that story would
 * produce: user turns, agent replies that repeat or guess at facts, corrections, one-offs,
 * requests that are not tastes, and forgets said in another language than the statement.
 * Only then were the labels written. Frozen once committed: add people, never edit them.
 */
import type { Kind, Scope } from '../dataset';

/** What memory should hold after this turn; `value` occurs verbatim in the turn. */
export interface Fact {
  value: string;
  kind: Kind;
  scope: Scope;
  validUntil?: string;
  /** For a correction: the earlier value this one replaces (must not stay live). */
  replaces?: string;
}

export interface Turn {
  from: 'user' | 'agent';
  text: string;
  /** Empty on a user turn: a request, reaction, question or forget that stores nothing. */
  expect: Fact[];
  /** Values an earlier turn stated that this turn asks to forget. */
  forgets?: string[];
}

export interface Person {
  id: string;
  language: 'en' | 'es' | 'ru' | 'de' | 'ja' | 'zh' | 'fr';
  /** The story the turns were written from; never given to the extractor. */
  story: string;
  turns: Turn[];
}

export const REFERENCE_DATE = '2027-03-10T09:00:00Z';

export const user = (text: string, ...expect: Fact[]): Turn => ({ from: 'user', text, expect });
export const agent = (text: string): Turn => ({ from: 'agent', text, expect: [] });
export const forget = (text: string, ...values: string[]): Turn => ({
  from: 'user',
  text,
  expect: [],
  forgets: values,
});
export const fact = (value: string, kind: Kind, scope: Scope, extra: Partial<Fact> = {}): Fact => ({
  value,
  kind,
  scope,
  ...extra,
});
