/**
 * The eighteenth harder B11 set, B11h18: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **values settled step by step in a back-and-forth with the assistant**: the person does
 * not arrive knowing their values. They start vague ("Colour-wise I keep coming back to something
 * earthy-ish?"), try a value and drop it ("Let's try a burnt ochre on the price tags… Hmm, no"), narrow
 * over several messages, most often across a night or more ("Slept on it. Glaze blue #3B6E8F. That's
 * the one"), and only then settle. What memory should hold is the settled value with its scope; the
 * hedges and the values tried and dropped are not the person's and must not be held. Each person
 * settles one kind or two this way (colour 36, typeface 8, company name 6, format 6), and writes 10 or
 * 11 messages over days 1–5, each day its own task (`writer.manner` how they get to their values,
 * `writer.settles` the kinds they settle step by step, `writer.people` whose values come up beside
 * theirs, `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name, the company, the colour, the typeface, the format and the thing to avoid;
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside: a
 *   hedge or a value tried and dropped (`tried`, B11h17's `unreal` field, so scored as a
 *   hypothetical: must not be held), said before or beside the settled value ("Champagne gold is every
 *   wedding company on earth. OK, I'm settling it: ember orange #D35C2A"); a client's, a friend's or
 *   partner's, a competitor's or neighbour's, and a true hypothetical's ("If we were a sports clinic
 *   I'd go full team red");
 * - one **one-off** per person, for one named piece only ("For the Easter… for the flyer alone, put
 *   the dates in a kiln-brick red");
 * - one **replaced value** per person: settled, then corrected on a later day, the correction naming
 *   the old value ("the glaze blue #3B6E8F read too corporate on the wholesale price list, so from
 *   today it's smoked plum #5E3A4C"); for some a business renamed after the settled name was taken;
 * - one **house rule** per language that makes the thing to avoid the workspace's, and one **typeface
 *   of the person's alone** per language, scoped to the user, not the workspace;
 * - ordinary chat (a thanks, a "Ta!");
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten value
 *   is stated in a message that states no other fact and carries no one else's value.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 1818**). The labels are the
 * values put in, never what the extractor returns; `harder18-people.spec.ts` holds them to the text
 * and keeps them apart from B11h–B11h17's by program (asked only whether a value of this set is in
 * the earlier sets; colliding values were replaced by hand without reading the earlier sets).
 *
 * **Authorship and what its writer read**: written by a helper who read no memory, router or model
 * code (nothing under `libs/` or `apps/`) and no earlier set's data lines but B11h17's format. It read
 * `harder17-types.ts`, `harder17-people.ts`, `harder17-people.spec.ts`, the head, the first three
 * people and the pools of `harder17-en-es.ts` and the pools of `harder17-de-ru.ts`, `harder-checks.ts`,
 * the `Kind`/`Lang`/`LANGS` lines of `harder-people.ts`, and the set-selection, dry-run and scoring
 * parts of `harder.ts`, and the project lines of `jest.config.js`. It ran `harder.ts --set h18 --dry-run`, this set's spec, throwaway scripts
 * outside the repository that counted this set and answered, for values it proposed, only whether
 * each was taken by an earlier set, tsc, eslint and prettier.
 *
 * **Counts** (`--dry-run`: 54 people, 546 turns, 270 live facts, 54 replaced, 54 forgotten, 54
 * one-offs, 187 others, 324 questions): 546 messages (91 per language, 10 or 11 per person, over
 * days 1–5); 270 live facts, 45 per language (name, company, colour 54 each; font, format, avoid 36
 * each; workspace 144, user 126, 12 in a scope not their kind's usual one — 6 house rules making the
 * thing to avoid the workspace's, 6 typefaces of the person's alone); 56 values settled step by step
 * (colour 36, font 8, company 6, format 6), every one after hedges or tried values said on an earlier
 * day; 54 replaced values, one per person (colour 18, company 12, name 6, font 6, format 6, avoid 6),
 * each corrected on a later day than it was said; 54 forgets (font, format, avoid 18 each); 54
 * one-offs (48 alone in their message, 6 beside a client's value); 187 values not the person's in 181
 * messages, 60 of them beside a fact of the person's — 121 hedged or tried and dropped, 6
 * hypotheticals', 24 a client's, 24 a friend's or partner's, 12 a competitor's or neighbour's; 54
 * people named; 108 named pieces of work; 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE18, DE18_POOLS, RU18, RU18_POOLS } from './harder18-de-ru';
import { EN18, EN18_POOLS, ES18, ES18_POOLS } from './harder18-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder18-types';
import { JA18, JA18_POOLS, ZH18, ZH18_POOLS } from './harder18-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder18-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED18 = 1818;

export const DRAFTS18: Record<Lang, Draft[]> = { en: EN18, es: ES18, de: DE18, ru: RU18, zh: ZH18, ja: JA18 };
export const POOLS18: Record<Lang, Pools> = {
  en: EN18_POOLS,
  es: ES18_POOLS,
  de: DE18_POOLS,
  ru: RU18_POOLS,
  zh: ZH18_POOLS,
  ja: JA18_POOLS,
};

/** Every value in a message that is not the person's: one tried and dropped or hedged, a client's, a friend's or partner's, a competitor's, a hypothetical's. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS18: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED18, POOLS18, DRAFTS18);

/** The set in the runner's shape (`harder.ts --set h18`): the first `perLanguage` people of each language. */
export function buildPeople18(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS18[lang].slice(0, perLanguage).map((t, i) => person(`b11h18-${lang}-${i}`, t)),
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
