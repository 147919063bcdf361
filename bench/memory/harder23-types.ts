/**
 * The shape of B11h23's chats (`harder23-people.ts`): endings and changes — values that stop holding,
 * said the way people say it rather than as "change X to Y": a rebrand ("We did a little rebrand last
 * month — boxes and sign are bilberry #4E2A5A now"), a value retired ("We've retired Libre Caslon
 * Condensed … Don't bring it back"), a value replaced by implication ("since the merger with Hartwell
 * Bindery we're Hartwell & Tanner"), a value with an end date ("only until the end of the season")
 * and, days later, the end come ("the season's over"), a correction that says only the new value, and
 * a value the person "used to" use (past, never current). It keeps B11h21's message shape; the writer
 * names the forms of change they use, each with the kind it is about and the words that give it,
 * instead of the forms of text they paste, and the draft lists the values the person says they used to
 * use. Apart from the data so that the three data files and the set's builder share it without
 * importing each other.
 *
 * **How it was written, and by whom**: by a helper session started by a session of the project, apart
 * from the memory extractor. It read no memory or router code — nothing under `libs/` or `apps/`, no
 * `bench/router-*`, no extractor, word list or model — and used no git. Of the earlier sets it read,
 * for the format and wiring only: `harder22-types.ts`, `harder21-types.ts`, `harder22-people.ts`,
 * `harder22-people.spec.ts`, the first 150 lines of `harder22-en-es.ts` (its data shape; the persons,
 * trades and lines there were not used), `harder-sets.ts`, `harder-earlier.ts`, and in `harder.ts`
 * the header comment and lines 36–77 (the imports, the set registration and the few run constants
 * beside it). The types, builder and checks of older sets (`harder19-types.ts`, `harder9-people.ts`'s
 * `labels`, `harder-checks.ts`) are imported, not read.
 * Every person, business, value and line was written for this set in its own language — none copied
 * from another set or translated from another language of this one. It ran only the set's dry run
 * (`harder.ts --set h23 --dry-run`), the spec of this set and of B11h22, tsc, eslint and prettier, and
 * three throwaway scripts outside the repository: one that printed which of its own candidate values
 * `valuesBefore(23)` already holds (nothing of the earlier sets'), one that printed the shared checks'
 * gaps (`forgetGaps`, `unsaid`, `liveFactGaps`) for this set's people, and one that printed this set's
 * counts. The spec's check against the earlier sets' values named 134 of this set's first values
 * (many typefaces and colour words, a few names and formats, several of the agent's guesses) as
 * already taken; each was replaced by hand, the replacements checked the same way. The shared forget
 * check asked that a fact said beside the forgotten value be said again elsewhere, so the 18 people
 * who forget one value among several say the fact beside it again on a later day (and the six who
 * first said three facts in one message now say the thing to avoid apart). The benchmark was not run
 * on this or any set, and no result is claimed here: the set is to be run once per frozen extractor.
 */
import type { Kind } from './harder-people';
import type { Draft as Draft21, Transcript as Transcript21 } from './harder21-types';

export type { Aside, Pools, Said } from './harder21-types';
export { ASIDE_KINDS, client, mix, partner, rival, unreal } from './harder21-types';

/**
 * The forms in which a value stops holding: a rebrand or renaming said as such (`rebrand`), the old
 * value retired — "we stopped using it, don't bring it back" — with its successor in the same or a
 * later message (`retired`), the new value given by an event that implies the change — a merger, a
 * marriage, a new partner, a move (`implied`), a value said with an end date (`until`) and the end come
 * on a later day (`ended`), a later message that says only the new value and never the old
 * (`newOnly`), and a value the person says they used to use, never current (`usedTo`).
 */
export const CHANGE_FORMS = ['rebrand', 'retired', 'implied', 'until', 'ended', 'newOnly', 'usedTo'] as const;
export type ChangeForm = (typeof CHANGE_FORMS)[number];

/**
 * Who writes, how they talk about what has changed, the people whose values come up beside theirs (a
 * client, a friend or relative, a competitor, each as named in one of their messages), the changes
 * they make — each a form, the kind it is about and the words that give it, exactly as they stand in
 * one of their messages — and the pieces of work they ask for, each as named in one of their messages.
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
  changes: Array<[ChangeForm, Kind, string]>;
  jobs: string[];
}

/**
 * One person's chat as the checks read it: B11h21's with this set's writer, and the values the person
 * says they used to use (each its kind and the value as it stands in the message), never current.
 */
export interface Transcript extends Omit<Transcript21, 'writer'> {
  writer: Writer;
  past?: Array<[Kind, string]>;
}

/** A chat as written in the data files: B11h21's draft with this set's writer and past values. */
export interface Draft extends Omit<Draft21, 'writer'> {
  writer: Writer;
  past?: Array<[Kind, string]>;
}
