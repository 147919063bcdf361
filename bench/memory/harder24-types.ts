/**
 * The shape of B11h24's chats (`harder24-people.ts`): values said in passing and by reference — a
 * person's values come up inside ordinary work talk rather than as "my brand colour is X": inside a
 * request ("do the spring price list in our usual celadon #A8C3B1") or feedback on a draft ("Lose the
 * marble backdrop"), as the answer to the assistant's question, quoted above the reply ("> Condensed or
 * regular?" — "Condensed. Saira Extra Condensed, the bold cut"), by reference to something of theirs
 * ("the yellow from our holds wall — #F2C230"), a format said with its units and specs ("A4 portrait,
 * 3 mm bleed", "1080×1350, portrait"), a typeface named with its weight or described ("Fraunces Soft —
 * the gentle cut"). It keeps B11h21's message shape; the writer names the forms in which they give
 * their values, each with the kind it is about and the words that give it, instead of the forms of
 * text they paste. Apart from the data so that the three data files and the set's builder share it
 * without importing each other.
 *
 * **How it was written, and by whom**: by a helper session started by a session of the project, apart
 * from the memory extractor. It read no memory or router code — nothing under `libs/` or `apps/`, no
 * `bench/router-*`, no extractor, word list or model — and used no git. Of the earlier sets it read,
 * for the format and wiring only: `harder23-types.ts`, `harder21-types.ts`, `harder23-people.ts`,
 * `harder23-people.spec.ts`, `harder-set-checks.ts`, the first 150 lines of `harder23-en-es.ts` (its
 * data shape; the persons, trades and lines there were not used), `harder-sets.ts`, `harder-earlier.ts`,
 * and in `harder.ts` the header comment and the imports and set registration. The types, builder and
 * checks of older sets (what `harder21-types.ts` imports, `harder9-people.ts`'s `labels`,
 * `harder-checks.ts`, `harder23-people.ts`'s `labelsWithPast`) are imported, not read. Every person,
 * business, value and line was written for this set in its own language — none copied from another set
 * or translated from another language of this one. Besides this set's files it changed only the
 * wiring: `harder.ts` (`--set h24`) and `harder-earlier.ts` (B11h23, now seen, among the earlier sets,
 * read with its used-to values). It ran only the set's dry run (`harder.ts --set h24 --dry-run`), the
 * spec of this set and of B11h23, tsc, eslint and prettier, and three throwaway scripts outside the
 * repository: one that printed which of this set's values `valuesBefore(24)` already holds and the
 * shared checks' gaps (`forgetGaps`, `liveFactGaps`, `unsaid`, nesting, filler) for this set's people,
 * one that asked the same of candidate replacement values, and one that printed this set's counts.
 * About 100 of the first values were already taken by earlier sets (mostly typefaces, several formats,
 * a few things to avoid and one-offs, two names, two companies, one colour); each was replaced by hand —
 * most typefaces now with the weight or cut the person names — and checked again the same way. The
 * first draft spread the forgets over all six kinds; the shared `liveFactGaps` keeps the name, the
 * company and the colour live, so 27 forgets were moved to the typeface, format or thing to avoid. The
 * benchmark was not run on this or any set, and no result is claimed here: the set is to be run once
 * per frozen extractor.
 */
import type { Kind } from './harder-people';
import type { Draft as Draft21, Transcript as Transcript21 } from './harder21-types';

export type { Aside, Pools, Said } from './harder21-types';
export { ASIDE_KINDS, client, mix, partner, rival, unreal } from './harder21-types';

/**
 * The forms in which a value comes up in passing: inside a request for a piece of work (`request`),
 * inside feedback on a draft (`feedback`), as the answer to the assistant's question, quoted above the
 * reply (`answer`), by reference to something of the person's — a sign, a van, a door, the packaging
 * (`reference`), a format said with its units and specs (`spec`), a typeface named with its weight or
 * described (`described`).
 */
export const PASSING_FORMS = ['request', 'feedback', 'answer', 'reference', 'spec', 'described'] as const;
export type PassingForm = (typeof PASSING_FORMS)[number];

/**
 * Who writes, how they talk, the people whose values come up beside theirs (a client, a friend,
 * partner or relative, a competitor, each as named in one of their messages), the forms in which they
 * give their values — each a form, the kind it is about and the words that give it, exactly as they
 * stand in the message that states the value — and the pieces of work they ask for, each as named in
 * one of their messages.
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
  passing: Array<[PassingForm, Kind, string]>;
  jobs: string[];
}

/** One person's chat as the checks read it: B11h21's with this set's writer. */
export interface Transcript extends Omit<Transcript21, 'writer'> {
  writer: Writer;
}

/** A chat as written in the data files: B11h21's draft with this set's writer. */
export interface Draft extends Omit<Draft21, 'writer'> {
  writer: Writer;
}
