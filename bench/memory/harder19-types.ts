/**
 * The shape of B11h19's chats (`harder19-people.ts`): exactness — the person corrects how the assistant
 * wrote their values. The assistant's draft, read back in the person's message, gets a value slightly
 * wrong (a name without its accent, "Studio Nord" for "studioNORD", a hex code a digit off, the wrong
 * Pantone number, the wrong weight or cut of a typeface, A6 for A5, a transliteration, a simplified
 * character for a traditional one) and the person puts it right. The person's exact value is theirs;
 * the assistant's wrong rendering is never theirs and is marked as `wrong` (B11h17's `unreal` field, so
 * scored as a hypothetical: must not be held), beside a client's, a friend's or partner's, a
 * competitor's and a true hypothetical's. It keeps B11h18's message shape; the writer names the kinds
 * whose rendering they correct instead of the kinds they settle. Apart from the data so that the three
 * data files and the set's builder share it without importing each other.
 */
import type { Kind } from './harder-people';
import type { Draft as Draft18, Transcript as Transcript18 } from './harder18-types';
import { unreal, type Aside } from './harder18-types';

export type { Aside, Pools, Said } from './harder18-types';
export { ASIDE_KINDS, client, mix, partner, rival, unreal } from './harder18-types';

/**
 * The assistant's wrong rendering of one of the person's values, as the person quotes it to correct it
 * ("you've put 'Siobhan' — it's Siobhán, with the fada"): B11h17's `unreal`, so scored the same (must
 * not be held), written apart from `unreal` only to read as what it is in the data.
 */
export const wrong = (...values: string[]): Aside => unreal(...values);

/**
 * Who writes, how they correct the assistant ("quotes the footer back and gives the accent"), the
 * people whose values come up beside theirs (a client, a friend, a competitor, each as named in one of
 * their messages; none when only hypotheticals come up), the kinds whose rendering they correct, and
 * the pieces of work they ask for, each as named in one of their messages.
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
  corrects: Kind[];
  jobs: string[];
}

/** One person's chat as the checks read it: B11h18's with this set's writer. */
export interface Transcript extends Omit<Transcript18, 'writer'> {
  writer: Writer;
}

/** A chat as written in the data files: B11h18's draft with this set's writer. */
export interface Draft extends Omit<Draft18, 'writer'> {
  writer: Writer;
}
