/**
 * The fourteenth harder B11 set, B11h14: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **the assistant restates what it remembers or assumes, and the person confirms,
 * corrects or rejects parts of it**. The record format has no assistant turns (the runner sends the
 * person's messages only), so the read-back is quoted inside the person's own message, which answers
 * it: "“So that's Pask Locks, brass-ish, flyers to follow” — no, it's the full name…", "«Can Solé,
 * granate, y el dorado de tu socio». No, no: …", „Rußschwarz wie gehabt?“ Nein. …", "「提灯の赤と、藍色も？」
 * 藍色は隣の蕎麦屋の色". Beside them: terse answers to the assistant's questions ("“which typeface?” —
 * Lexend Zetta SemiBold, always"), greetings, thanks and requests for work. Each person is a
 * small-business owner or freelancer at home in the language (a locksmith, a dog groomer, a drystone
 * waller, a market fruit seller, a boat carpenter, a goldsmith, a chimney sweep, a watchmaker, a
 * blacksmith, a milk-tea shop, a car-repair shop, a café owner, a rice farmer, an inn's okami…), and
 * writes 6 to 9 messages over three or four days (`writer.manner` names how they answer read-backs):
 *
 * - the name, the company and the colour, the typeface, the format and the thing to avoid, some as
 *   answers to a quoted question, some restated in a confirmation ("Moss green yes");
 * - one **correction** on a later day, answering a read-back that quotes the old value ("You wrote
 *   “brass yellow …”. Colour's out of date … lacquer oxblood now") — of the colour for 24, of the
 *   company, name, typeface, format or thing to avoid for 6 each;
 * - one **one-off** ("Just this once, for the Halloween lockout promo: …"), alone in its message for
 *   48, beside another value for 6;
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside: the
 *   assistant's wrong read-back or guess that the person turns down (`assumed`, every person),
 *   sometimes also a partner's or client's ("Playfair is my sister's"), a client's, a partner's,
 *   relative's or collaborator's, or a competitor's or neighbour's value;
 * - a few **house rules** ("House rule for everything the co-op puts out…") that make the thing to
 *   avoid the workspace's (6 facts not in their kind's scope, one per language);
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten value
 *   is stated in a message that states no other fact.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 1414**). The labels are the
 * values put in, never what the extractor returns; `harder14-people.spec.ts` holds them to the text.
 * The values were kept apart from B11h–B11h13's by program (the spec's `earlier` set, asked only
 * whether a value of this set is in it): 19 of the first English choices, then 24 Spanish ones, then
 * 78 (75 first choices of German, Russian, Chinese and Japanese and 3 Spanish replacements), then 17
 * and 1 further replacements coincided (typefaces, colour words and the guess pools most of all); they
 * were replaced by hand (often with a weight, a shade or a detail the person adds) until none
 * coincided, without reading the earlier sets.
 *
 * **Authorship and what its writer read**: written by a helper who read no memory, router or model
 * code and no earlier set's data lines. It read `harder13-types.ts`, the header and the wiring of
 * `harder13-people.ts`, `harder13-people.spec.ts`, and the set-selection parts of `harder.ts`,
 * `harder-diagnose.ts` and `README.md`; and, to know the record format `harder13-types.ts` re-exports,
 * comment-free type declarations emitted by `tsc` for `harder9-types.ts`–`harder12-types.ts`,
 * `harder-checks.ts` and the `labels` signature of `harder9-people.ts` (signatures only, no data). It
 * ran `harder.ts --set h14 --dry-run`, this set's spec, throwaway scripts outside the repository that
 * counted this set, tsc, eslint and prettier.
 *
 * **Counts** (`--dry-run`: 54 people, 418 turns, 270 live facts, 54 replaced, 54 forgotten, 54
 * one-offs, 106 others, 324 questions): 418 messages (en 69, es 72, de 71, ru 69, zh 70, ja 67); 270
 * live facts, 45 per language (name, company, colour 54 each; font, format, avoid 36 each; workspace
 * 150, user 120, 6 in a scope not their kind's usual one); 54 replaced values, one per person (colour
 * 24, company 6, name 6, font 6, format 6, avoid 6); 54 forgets (font, format, avoid 18 each); 54
 * one-offs (48 alone in their message, 6 beside a fact or others' values); 106 values not the
 * person's in 104 messages, 55 of them beside a fact or the one-off of the person's — by kind 54
 * persons' rejected read-backs (`assumed`, 54 values), 34 partner's or relative's, 30 client's, 18
 * competitor's or neighbour's (a value marked twice when the read-back was someone else's); 54
 * guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE14, DE14_POOLS, RU14, RU14_POOLS } from './harder14-de-ru';
import { EN14, EN14_POOLS, ES14, ES14_POOLS } from './harder14-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder14-types';
import { JA14, JA14_POOLS, ZH14, ZH14_POOLS } from './harder14-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder14-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED14 = 1414;

export const DRAFTS14: Record<Lang, Draft[]> = { en: EN14, es: ES14, de: DE14, ru: RU14, zh: ZH14, ja: JA14 };
export const POOLS14: Record<Lang, Pools> = {
  en: EN14_POOLS,
  es: ES14_POOLS,
  de: DE14_POOLS,
  ru: RU14_POOLS,
  zh: ZH14_POOLS,
  ja: JA14_POOLS,
};

/** Every value in a message that is not the person's: the assistant's rejected read-back or guess, a client's, someone close's, a competitor's, a hypothetical's. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS14: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED14, POOLS14, DRAFTS14);

/** The set in the runner's shape (`harder.ts --set h14`): the first `perLanguage` people of each language. */
export function buildPeople14(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS14[lang].slice(0, perLanguage).map((t, i) => person(`b11h14-${lang}-${i}`, t)),
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
