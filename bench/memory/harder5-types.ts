/**
 * The shape of B11h5's sessions (`harder5-people.ts`), apart from the data so that the three data
 * files and the set's builder share it without importing each other.
 */
import type { Kind } from './harder-people';
import type { States, Transcript as Transcript3 } from './harder3-people';

/** How a message came about, when it is not the person typing unprompted. */
export interface Aside {
  /** A voice note, sent as its transcript: run-on, fillers, corrections mid-sentence. */
  voice?: true;
  /** Values the person said first and took back in the same message ("green — no, teal"): replaced, never live. */
  was?: Partial<Record<Kind, string>>;
  /** Written by the new colleague, on their own account, into the same workspace. */
  by?: 'mate';
  /** The message quotes or pastes someone else's words; these values in it are theirs, never the person's. */
  quoted?: string[];
}

/** One message: the task it was typed into (1 retrospective, 2 handover, 3 the next job), the text, what it states. */
export type Said = [task: number, text: string, states?: States, aside?: Aside];

/** One person's session: B11h3's (the colleague as `mate`, the forget, scopes, guess, questions), with these messages. */
export interface Transcript extends Omit<Transcript3, 'says'> {
  says: Said[];
}

/** A session whose forget is asked at its end, after every message. */
export const atEnd = (t: Omit<Transcript, 'forget'> & { forget: Omit<Transcript['forget'], 'after'> }): Transcript => ({
  ...t,
  forget: { ...t.forget, after: t.says.length },
});

/** Shorthands for the data files: a voice note, one that takes a value back, the colleague's message, a quote. */
export const VOICE: Aside = { voice: true };
export const MATE: Aside = { by: 'mate' };
export const takesBack = (was: Partial<Record<Kind, string>>): Aside => ({ voice: true, was });
export const quoting = (...others: string[]): Aside => ({ quoted: others });
