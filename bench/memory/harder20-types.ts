/**
 * The shape of B11h20's chats (`harder20-people.ts`): values dictated by voice and sent as the
 * speech-to-text transcript. Filler words, run-on sentences, a value said by mistake and taken back
 * in the same breath ("Futura, no sorry, Avenir"), a name the transcriber got wrong and the person
 * then spells out, a code read aloud. A value taken back or misheard is not the person's: it is
 * marked as `unreal` (scored as B11h17 scores a hypothetical: must not be held), beside a client's,
 * a friend's or partner's and a competitor's. Apart from the data so that the three data files and
 * the set's builder share it without importing each other.
 */
import type { Kind } from './harder-people';
import type { Draft as Draft18, Transcript as Transcript18 } from './harder18-types';
import { unreal, type Aside } from './harder18-types';

export type { Aside, Pools, Said } from './harder18-types';
export { ASIDE_KINDS, client, mix, partner, rival, unreal } from './harder18-types';

/**
 * A value said by mistake and taken back in the same message ("Honiggelb, nee, Quatsch,
 * Heidekrautlila"): `unreal`, so scored the same (must not be held), written apart only to read as
 * what it is in the data.
 */
export const slip = (...values: string[]): Aside => unreal(...values);

/**
 * A value the speech-to-text wrote wrong (a name as the phone heard it) and the person then put
 * right, most often by spelling it out: `unreal` too.
 */
export const misheard = (...values: string[]): Aside => unreal(...values);

/**
 * Who dictates and how (`manner`), the people whose values come up beside theirs (a client, a
 * friend or partner, a competitor, each as named in one of their messages), the pieces of work they
 * ask for (each as named in a message), the things they spell out or read aloud as the transcript
 * writes them ("K-O-W-A-L-S-K-I", "Pantone tres seis cero ce"; each inside a message that states a
 * fact of theirs), and the kinds whose value they take back mid-sentence or whose value the
 * transcriber got wrong (in the message that states that kind).
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
  jobs: string[];
  spoken: string[];
  slips: Kind[];
}

/** One person's chat as the checks read it: B11h18's with this set's writer. */
export interface Transcript extends Omit<Transcript18, 'writer'> {
  writer: Writer;
}

/** A chat as written in the data files: B11h18's draft with this set's writer. */
export interface Draft extends Omit<Draft18, 'writer'> {
  writer: Writer;
}
