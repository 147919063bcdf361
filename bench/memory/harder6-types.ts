/**
 * The shape of B11h6's sessions (`harder6-people.ts`), apart from the data so that the three data
 * files and the set's builder share it without importing each other.
 */
import type { Kind } from './harder-people';
import type { States, Transcript as Transcript3 } from './harder3-people';

/** What led to a message, beside its text: the draft it answers, values in it that are not the person's. */
export interface Aside {
  /** The draft the assistant had just shown, or its question, in a few words (for a reader; never sent). */
  asked?: string;
  /**
   * A value of the draft the person names only to turn it down ("no, not that navy"), in a message
   * of its own: the assistant's, never the person's. The next message says what it should be.
   */
  rejects?: Partial<Record<Kind, string>>;
  /** Values of the client the draft is for (their company, colour, typeface, contact's name): theirs, never the person's. */
  client?: string[];
  /** The message mixes two languages. */
  mixed?: true;
}

/** One message: the draft round it answers (1–3, one task each), the text as typed, what it states, its aside. */
export type Said = [task: number, text: string, states?: States, aside?: Aside];

/** One person's session: B11h3's (forget, scopes, guess, questions) without a teammate, with these messages. */
export interface Transcript extends Omit<Transcript3, 'says' | 'mate'> {
  says: Said[];
}

/** Shorthands for the data files: the draft answered, a value turned down, a client's values, two languages. */
export const draft = (asked: string): Aside => ({ asked });
export const rejecting = (rejects: Partial<Record<Kind, string>>): Aside => ({ rejects });
export const forClient = (...client: string[]): Aside => ({ client });
export const MIXED: Aside = { mixed: true };
