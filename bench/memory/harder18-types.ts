/**
 * The shape of B11h18's chats (`harder18-people.ts`): values settled step by step in a back-and-forth
 * with the assistant. The person starts vague ("something bluish, maybe?"), tries a value and drops it
 * ("let's try mustard… no, too loud"), narrows over several messages and days, and only then settles
 * ("ok, teal #0F8A8A it is, that's our colour from now on"). It keeps B11h17's message shape and its
 * asides: a value only tried or floated and then dropped, and a vague hedge, are marked as `unreal`
 * (never the person's: scored as B11h17 scores a hypothetical), beside a client's, a friend's or
 * partner's, a competitor's and a true hypothetical's. The writer names the people whose values come
 * up and the kinds they settle step by step. Apart from the data so that the three data files and the
 * set's builder share it without importing each other.
 */
import type { Kind } from './harder-people';
import type { Draft as Draft17, Transcript as Transcript17 } from './harder17-types';
import { unreal, type Aside } from './harder17-types';

export type { Aside, Pools, Said } from './harder17-types';
export { ASIDE_KINDS, client, mix, partner, rival, unreal } from './harder17-types';

/**
 * A value the person only tried or floated and then dropped, or a vague hedge they never settled on
 * ("something earthy-ish?", "try a burnt ochre… no"): B11h17's `unreal`, so scored the same (must not
 * be held), written apart from `unreal` only to read as what it is in the data.
 */
export const tried = (...values: string[]): Aside => unreal(...values);

/**
 * Who writes, how they get to their values ("tries a colour a day and drops it, then settles"), the
 * people whose values come up beside theirs (a client, a friend, a competitor, each as named in one of
 * their messages; none when only hypotheticals come up), the kinds they settle step by step after
 * hedges and tried values, and the pieces of work they ask for, each as named in one of their messages.
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
  settles: Kind[];
  jobs: string[];
}

/** One person's chat as the checks read it: B11h17's with this set's writer. */
export interface Transcript extends Omit<Transcript17, 'writer'> {
  writer: Writer;
}

/** A chat as written in the data files: B11h17's draft with this set's writer. */
export interface Draft extends Omit<Draft17, 'writer'> {
  writer: Writer;
}
