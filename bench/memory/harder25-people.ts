/**
 * The twenty-fifth harder B11 set, B11h25: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once per frozen extractor (once before and once after a frozen change).
 *
 * **Theme** — **the onboarding brain-dump and the long message**. Each person's first message is one
 * long paragraph (80–250 words; 150–500 characters in Chinese and Japanese) in which they tell the new
 * assistant about themselves and their business in one go — run-on sentences, asides in brackets,
 * lists inline with commas or line breaks, a pasted bit of their own "about us", mixed with what they
 * need this week — stating their name and business and their colour (for 8 of them also the typeface)
 * inside it, beside at least one value that is not theirs (a client's, a friend's, partner's
 * or relative's, a competitor's, or one only supposed), often in the same sentence. The later messages
 * (days 2–5) are ordinary work talk in which the remaining values come up in passing, and at least a
 * third of the people send one more long message later (a pasted brief, a long complaint) holding one
 * live value among much else. What memory should hold at the end is each person's current values; the
 * changed one no longer as current; the forgotten one gone; a one-off only for its piece; and never as
 * the person's a value that is someone else's or only supposed (`unreal`, scored as a hypothetical).
 * Each person writes 9 or 10 messages over days 1–5 (`writer.manner` how they talk, `writer.people`
 * whose values come up beside theirs, `writer.jobs` the pieces of work they ask for):
 *
 * - the name and the company (in the first message), the colour (in the first message), the typeface,
 *   the format and the thing to avoid — each person's five live facts are the six kinds less the
 *   forgotten one (the shared check keeps the name, the company and the colour live);
 * - one **changed value** per person, of a kind other than the forgotten one, 9 of each of the six
 *   kinds, said the ordinary way on a later day;
 * - one **one-off** per person, for one named piece only, alone in its message;
 * - two values **not the person's** per person, of two different kinds (27 people each with a
 *   client's, a friend's, partner's or relative's, a competitor's and a supposed one), each marked in
 *   its message's aside, at least one of them inside the first long message beside the person's own
 *   (96 of the 108 there; 12 later, 2 per language, one of them beside a value of the person's own);
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (3 each per language): for 5 of 9 per language said
 *   without naming the value, for 2 of 9 per language in another language than the chat, for 1 of 9
 *   per language the forgotten value was first said beside another of the person's facts, which is
 *   said again on a later day.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 2525**). The labels are the
 * values put in, never what the extractor returns; `harder25-people.spec.ts` holds them to the text and
 * keeps them apart from B11h–B11h24's by program (`valuesBefore(25)` with B11h24's values added, asked
 * only whether a value of this set is among the earlier sets' values).
 *
 * Authorship, what its writer read and ran, and that no result is claimed: see `harder25-types.ts`.
 *
 * **Counts** (from the dry run and the spec): 54 people, 9 per language; 495 messages (82–84 per
 * language, 9 or 10 per person, over days 1–5); first messages of 87–161 words (en 127–158, es
 * 118–161, de 90–131, ru 87–120) or 167–320 characters (zh 167–267, ja 238–320); 24 later long
 * messages holding a live value (4 per language); 270 live facts (name, company, colour 54 each; font,
 * format, avoid 36 each); 54 changed values, 9 of each kind, all in the runner's `replaced`; 54
 * forgets (font, format, avoid 18 each; 30 oblique, 12 in another language, 6 of one value among
 * several); 54 one-offs; 108 values not the person's (27 people each with a client's, a friend's,
 * partner's or relative's, a competitor's, a supposed one; 60 messages hold one beside the person's
 * own); 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE25, DE25_POOLS, RU25, RU25_POOLS } from './harder25-de-ru';
import { EN25, EN25_POOLS, ES25, ES25_POOLS } from './harder25-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder25-types';
import { JA25, JA25_POOLS, ZH25, ZH25_POOLS } from './harder25-zh-ja';
import type { Person4 } from './harder4-people';
import { labels as labels9 } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder25-types';
export { type Labels9 } from './harder9-people';

export const SEED25 = 2525;

export const DRAFTS25: Record<Lang, Draft[]> = { en: EN25, es: ES25, de: DE25, ru: RU25, zh: ZH25, ja: JA25 };
export const POOLS25: Record<Lang, Pools> = {
  en: EN25_POOLS,
  es: ES25_POOLS,
  de: DE25_POOLS,
  ru: RU25_POOLS,
  zh: ZH25_POOLS,
  ja: JA25_POOLS,
};

/** Every value in a message that is not the person's: a client's, a friend's or partner's, a competitor's, one only supposed. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

/** The labels read off the chat (B11h9's), whose replaced values are the ones said and changed on a later day. */
export const labels = (t: Transcript) => labels9(t);

export const TRANSCRIPTS25: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED25, POOLS25, DRAFTS25);

/** The set in the runner's shape (`harder.ts --set h25`): the first `perLanguage` people of each language. */
export function buildPeople25(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS25[lang].slice(0, perLanguage).map((t, i) => person(`b11h25-${lang}-${i}`, t)),
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
