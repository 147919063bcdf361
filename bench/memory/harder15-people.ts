/**
 * The fifteenth harder B11 set, B11h15: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **people come back after a long gap (weeks or months) and catch the assistant up on
 * what changed since**: "since we last spoke we rebranded", "new name as of March", "we dropped the
 * orange", beside what stayed the same ("same typeface as before"), what changed only for one
 * campaign (a one-off: "just for the summer sale…"), what a new business partner or a client wants
 * (not the person's) and ordinary chat. Each person is a small-business owner, freelancer or member
 * of a small studio at home in the language, and writes 6 to 9 messages over days 1–5 of which the
 * early ones come before the gap and the later ones after it (`writer.manner` names how they catch
 * up):
 *
 * - the name, the company, the colour, the typeface, the format and the thing to avoid, the early ones
 *   said before the gap;
 * - one **replaced value** per person: the old value said before the gap, the new one in the catch-up
 *   after it, the catch-up naming the old one ("we dropped the pumpkin orange, it's now…");
 * - one **one-off** for one campaign or job, after the gap;
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside: a new
 *   business partner's or relative's, a client's, a competitor's or neighbour's, a hypothetical's;
 * - one **house rule** per language that makes the thing to avoid the workspace's;
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten value
 *   is stated in a message that states no other fact.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 1515**). The labels are the
 * values put in, never what the extractor returns; `harder15-people.spec.ts` holds them to the text
 * and keeps them apart from B11h–B11h14's by program (asked only whether a value of this set is in
 * the earlier sets; colliding values were replaced by hand without reading the earlier sets).
 *
 * **Authorship and what its writer read**: written by a helper who read no memory, router or model
 * code and no earlier set's data lines. It read `harder14-types.ts` and the type declarations it
 * re-exports (`harder12-types.ts`, the `Pools` of `harder11-types.ts`/`harder10-types.ts`), the
 * header and the wiring of `harder14-people.ts`, `harder14-people.spec.ts`, the `Kind`/`Lang` type
 * lines of `harder-people.ts`, the export lines of `harder-checks.ts`, the head of `labels` in
 * `harder9-people.ts`, and the set-selection parts of `harder.ts`, `harder-diagnose.ts` and
 * `README.md`. It ran `harder.ts --set h15 --dry-run`, this set's spec, throwaway scripts outside the
 * repository that counted this set, tsc, eslint and prettier.
 *
 * **Counts** (`--dry-run`: 54 people, 378 turns, 270 live facts, 54 replaced, 54 forgotten, 54
 * one-offs, 54 others, 324 questions): 378 messages (63 per language, 7 per person, over days 1, 2,
 * 4 and 5 — the gap falls between day 2 and day 4); 270 live facts, 45 per language (name, company,
 * colour 54 each; font, format, avoid 36 each; workspace 150, user 120, 6 in a scope not their kind's
 * usual one); 54 replaced values, one per person (colour 18, company 12, name 6, font 6, format 6,
 * avoid 6), each said again after the gap beside something that stayed the same; 54 forgets (font,
 * format, avoid 18 each); 54 one-offs (48 alone in their message, 6 beside a client's value); 54
 * values not the person's in 54 messages, 48 of them beside a fact or the one-off of the person's — by
 * kind 29 a partner's or relative's, 18 a client's, 6 a competitor's or neighbour's, 1 a
 * hypothetical's; 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE15, DE15_POOLS, RU15, RU15_POOLS } from './harder15-de-ru';
import { EN15, EN15_POOLS, ES15, ES15_POOLS } from './harder15-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder15-types';
import { JA15, JA15_POOLS, ZH15, ZH15_POOLS } from './harder15-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder15-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED15 = 1515;

export const DRAFTS15: Record<Lang, Draft[]> = { en: EN15, es: ES15, de: DE15, ru: RU15, zh: ZH15, ja: JA15 };
export const POOLS15: Record<Lang, Pools> = {
  en: EN15_POOLS,
  es: ES15_POOLS,
  de: DE15_POOLS,
  ru: RU15_POOLS,
  zh: ZH15_POOLS,
  ja: JA15_POOLS,
};

/** Every value in a message that is not the person's: a client's, a partner's or someone close's, a competitor's, a hypothetical's. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS15: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED15, POOLS15, DRAFTS15);

/** The set in the runner's shape (`harder.ts --set h15`): the first `perLanguage` people of each language. */
export function buildPeople15(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS15[lang].slice(0, perLanguage).map((t, i) => person(`b11h15-${lang}-${i}`, t)),
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
