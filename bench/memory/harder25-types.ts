/**
 * The shape of B11h25's chats (`harder25-people.ts`): the onboarding brain-dump and the long message —
 * each person's first message is one long paragraph in which they tell the new assistant about
 * themselves and their business in one go (run-on sentences, asides in brackets, lists inline, a
 * pasted bit of their own "about us", this week's needs), stating several of their values inside it
 * beside values that are not theirs (a client's, a friend's or partner's, a competitor's, a supposed
 * one); later messages are ordinary work talk, and some people send one more long message (a pasted
 * brief, a long complaint) holding one live value among much else. It keeps B11h21's message shape
 * (imported, with its aside helpers); the writer names who they are, how they talk, whose values come
 * up beside theirs and the pieces of work they ask for. Apart from the data so that the three data
 * files and the set's builder share it without importing each other.
 *
 * **How it was written, and by whom**: by a helper session started by a session of the project on
 * 2026-12-08, apart from the memory extractor. It read no memory or router code — nothing under
 * `libs/`, `apps/`, `tools/` or `docs/`, no `bench/memory-extraction/`, no `bench/router*`, no
 * `harder-diagnose.ts`, no other set's people or language files but B11h24's, no extractor, word list
 * or model — and ran no `git log`, `show` or `diff`. For the format and wiring only it read:
 * `harder24-people.ts`, `harder24-types.ts`, the first persons of `harder24-en-es.ts`,
 * `harder24-de-ru.ts` and `harder24-zh-ja.ts` and the English and Spanish pools (their data shape; no
 * person, trade, value or line there was used), `harder24-people.spec.ts`, `harder-sets.ts`,
 * `harder-sessions.ts`, `harder-set-checks.ts`, in `harder.ts` the header comment and the set
 * registration, and in `bench/memory/README.md` the list of sets. The types, builder and checks of
 * older sets (`harder21-types.ts`, `harder9-people.ts`'s `labels`, `harder-checks.ts`,
 * `harder-people.ts`, `harder-earlier.ts`'s `valuesBefore`) are imported, not read. Every person,
 * business, value and line was written for this set in its own language — none copied from another
 * set or translated from another language of this one. Besides this set's files it changed only the
 * wiring: `harder.ts` (`--set h25`) and the README's list of sets. `harder-earlier.ts` was not
 * changed: `valuesBefore(25)` does not yet hold B11h24, so the spec adds B11h24's values (read off
 * `harder24-people.ts`'s transcripts by program) to it. It ran only the set's dry run (`harder.ts
 * --set h25 --dry-run`), this set's spec, tsc, eslint and prettier, and throwaway scripts outside the
 * repository: one that asked whether `valuesBefore(25)` held a B11h24 value (it did not), one that
 * asked of candidate values whether they were among the earlier sets' values, and ones that printed
 * this set's gaps (unnamed people or pieces, message counts, questions naming an answer), counts and
 * lines for reading over. About 75 of the first values were already taken by earlier sets (mostly
 * typefaces, several formats and things to avoid, two one-offs, a company, a colour and a guess);
 * each was replaced by hand — most typefaces now with a weight or cut — and checked again. The
 * benchmark was not run on this or any set, and no result is claimed here: the set is to be run once
 * per frozen extractor.
 */
import type { Draft as Draft21, Transcript as Transcript21 } from './harder21-types';

export type { Aside, Pools, Said } from './harder21-types';
export { ASIDE_KINDS, client, partner, rival, unreal } from './harder21-types';

/**
 * Who writes, how they talk, the people whose values come up beside theirs (a client, a friend,
 * partner or relative, a competitor, each as named in one of their messages) and the pieces of work
 * they ask for, each as named in one of their messages.
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
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
