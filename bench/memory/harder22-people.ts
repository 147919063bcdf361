/**
 * The twenty-second harder B11 set, B11h22: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once per frozen extractor (once before and once after a frozen change).
 *
 * **Theme** — **scope**. People say where each of their values holds, the way people say it: for
 * everything they make ("For everything we make — cards, ribbons, the van — our colour is dusky
 * heather"), for one client or project only ("for anything for Harewood House it's always their racing
 * green"), for one channel or format ("Whenever it's for Instagram I want 4:5 portrait"), as the team's
 * shared rule ("House rule for all three of us teachers, whoever's making the poster: no lotus clip
 * art") or as their own taste alone ("For my own drafts and notes — not client stuff — I like Atkinson
 * Hyperlegible"), with a season or condition ("For the winter markets … never put snowflake borders on
 * anything"), and for one piece only ("For the Mother's Day postcard only, make the lettering blush
 * pink"). What memory should hold is the person's own lasting values, each in its scope — the
 * workspace's for the business's colour, typeface and name and for a team's shared rule, the person's
 * for their name, their format, what they avoid and a typeface of their own taste — with the condition
 * said beside it; a one-off only for its task; and never as the person's a value that holds for one
 * client only (the client's colour, scored with `others`), a friend's or relative's taste, a
 * competitor's, or one only supposed ("if I ever did a Christmas edition … holly red"; `unreal`, scored
 * as a hypothetical: must not be held). Each person writes 8 or 9 messages over days 1–5, each day its
 * own task (`writer.manner` how they say where rules hold, `writer.rules` the scopes they state rules
 * at, each with the words that give it as they stand in a message, `writer.people` whose values come
 * up beside theirs, `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name and the company (in one message), the colour "for everything", the typeface, the format
 *   and the thing to avoid, several with a scope said beside them (a channel, a season, the team, the
 *   person alone);
 * - one **client-only rule** for 7 of 9 people per language ("for their flyers only use their cobalt"),
 *   said beside a fact of the person's own in the same message (or beside the one-off), the client's
 *   value among the runner's `others`;
 * - a friend's, partner's or relative's taste (3 per language), a competitor's value (3 per language)
 *   and a value only supposed (5 per language), marked in the message's aside;
 * - one **one-off** per person, for one named piece only, alone in its message for 8 of 9 per language
 *   and beside a client's value for 1;
 * - one **replaced value** per person, stated, then changed on a later day, the change naming the old
 *   value (colour 3, company 2 — a business renamed —, name 1 — a name taken on marriage or a
 *   nickname put right —, typeface 1, format 1, thing to avoid 1, per language);
 * - per language two **team rules** making the thing to avoid the workspace's and one making the format
 *   the workspace's ("Office rule, for whoever in the practice is exporting"), and two **typefaces of
 *   the person's own taste**, scoped to the user, not the workspace;
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (3 each per language), in the chat's language for 7 of 9
 *   per language and in another language for 2 (`forget.saidIn`); the forgotten value is stated in a
 *   message that states no other fact and carries no one else's value.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 2222**). The labels are the
 * values put in, never what the extractor returns; `harder22-people.spec.ts` holds them to the text and
 * keeps them apart from B11h–B11h21's by program (asked only whether a value of this set is among the
 * earlier sets' values; each value that was — 144 at first, many of them typefaces and colour words —
 * was replaced by hand, usually by a more particular cut, weight or hex, without reading the earlier
 * sets; 12 more when `harder-earlier.ts` learned B11h20 and B11h21, replaced by a second helper under
 * the same rules).
 *
 * **Authorship and what its writer read**: written by a helper session that read no memory code —
 * nothing under `libs/` or `apps/`, no router set, no `bench/memory-extraction`, not
 * `harder-diagnose.ts` — and no line of an earlier set's people files except these, read for the
 * format and wiring only: `bench/memory/README.md`, `bench/memory/harder.ts`, `harder-people.ts`,
 * `harder-checks.ts`, `harder21-types.ts`, `harder21-people.ts`, `harder21-people.spec.ts` and the
 * opening of `harder21-en-es.ts` (its first person, and by an over-long print the second and part of
 * the third, whose lines were not used), plus the signature line of `valuesBefore` in
 * `harder-earlier.ts`. Every person, business and line was written for this set in its own language,
 * none copied from another set or translated from another language of this one. It ran only the
 * set's dry run (`harder.ts --set h22 --dry-run`), this set's spec, a throwaway script that printed
 * which of this set's values the earlier sets already hold (and nothing of theirs), tsc, eslint and
 * prettier; it did not run the benchmark on this or any set, and no result is claimed here: the set
 * is to be run once per frozen extractor.
 *
 * **Counts** (from the dry run and the spec): 54 people, 9 per language; 438 messages (8 or 9 per
 * person, over days 1–5); 270 live facts, 45 per language (name, company, colour 54 each; font,
 * format, avoid 36 each; workspace 150, user 120; 30 in a scope not their kind's usual one — 12 team
 * rules on the thing to avoid, 6 on the format, 12 typefaces of the person's own taste); 54 replaced
 * values (colour 18,
 * company 12, name 6, font 6, format 6, avoid 6); 54 forgets (font, format, avoid 18 each; 12 asked in
 * another language); 54 one-offs; 108 values not the person's (42 a client's for that client only, 18
 * a friend's, partner's or relative's, 18 a competitor's, 30 only supposed); 54 guesses; 324 later
 * questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE22, DE22_POOLS, RU22, RU22_POOLS } from './harder22-de-ru';
import { EN22, EN22_POOLS, ES22, ES22_POOLS } from './harder22-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder22-types';
import { JA22, JA22_POOLS, ZH22, ZH22_POOLS } from './harder22-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, ScopeForm, Transcript, Writer } from './harder22-types';
export { SCOPE_FORMS } from './harder22-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED22 = 2222;

export const DRAFTS22: Record<Lang, Draft[]> = { en: EN22, es: ES22, de: DE22, ru: RU22, zh: ZH22, ja: JA22 };
export const POOLS22: Record<Lang, Pools> = {
  en: EN22_POOLS,
  es: ES22_POOLS,
  de: DE22_POOLS,
  ru: RU22_POOLS,
  zh: ZH22_POOLS,
  ja: JA22_POOLS,
};

/** Every value in a message that is not the person's: a client's, a friend's or partner's, a competitor's, one only supposed. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS22: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED22, POOLS22, DRAFTS22);

/** The set in the runner's shape (`harder.ts --set h22`): the first `perLanguage` people of each language. */
export function buildPeople22(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS22[lang].slice(0, perLanguage).map((t, i) => person(`b11h22-${lang}-${i}`, t)),
  );
}

/** One person: each message a turn of its day's task, the labels read off the chat. */
function person(userId: string, t: Transcript): Person4 {
  const { live, scopes, replaced, oneOffs } = labels(t);
  const { value, kind, saidIn } = t.forget;
  return {
    userId,
    lang: t.lang,
    turns: t.says.map(([day, text]) => ({ taskId: `${userId}-task-${day}`, text })),
    live,
    scopes,
    guess: t.guess,
    questions: { ...t.ask },
    others: othersOf(t),
    forget: { value, kind, saidIn },
    replaced: replaced.map((r) => r.value),
    oneOffs,
  };
}
