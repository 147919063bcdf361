/**
 * The sixteenth harder B11 set, B11h16: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **facts said in passing inside work requests, by contrast**: people ask for a piece of
 * work (an autumn flyer, a menu board, a can label, a reel, a shop sign, a banner, a price list) and
 * their standing values come in side clauses and contrasts rather than as declarations — "not in navy
 * like every other café on Gloucester Road, in our usual paprika red", "sign it from Nell Tregarthen
 * rather than 'the team'", "no stock photos of people, never did that and I'm not starting now".
 * Each person is a small-business owner, freelancer or member of a small studio at home in the
 * language, and writes 7 messages over days 1–5, each day its own task (`writer.manner` names how
 * their values come out, `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name, the company, the colour, the typeface, the format and the thing to avoid, said inside
 *   the requests, often beside what the person does not want;
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside and
 *   set against the person's own in the same request: a client's or stockist's, a business partner's,
 *   colleague's or relative's, a competitor's or neighbour's, a hypothetical's ("if it were one of
 *   those wedding films it'd be ivory everything");
 * - one **one-off** per person, for one named piece only ("Paddy's Day green, but only for that one");
 * - one **replaced value** per person: said in an early request and corrected in a later one on a
 *   later day, the correction naming the old value ("we dropped the paprika red in the refit — it's
 *   all old-moss green now");
 * - one **house rule** per language that makes the thing to avoid the workspace's ("a studio rule for
 *   whoever works on our things: no metallic foil, ever");
 * - ordinary chat (a thanks, a "love it!!");
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten value
 *   is stated in a message that states no other fact.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 1616**). The labels are the
 * values put in, never what the extractor returns; `harder16-people.spec.ts` holds them to the text
 * and keeps them apart from B11h–B11h15's by program (asked only whether a value of this set is in
 * the earlier sets; colliding values were replaced by hand without reading the earlier sets).
 *
 * **Authorship and what its writer read**: written by a helper who read no memory, router or model
 * code and no earlier set's data lines. It read `harder15-types.ts` and the type declarations it
 * re-exports (`harder12-types.ts`, the type declarations of `harder11-types.ts` and
 * `harder10-types.ts`, the `Pools`, `Draft` and `Transcript` declarations of `harder9-types.ts`), the header
 * and the wiring of `harder15-people.ts`, `harder15-people.spec.ts`, the first 15 lines of
 * `harder15-en-es.ts` (its imports and export names) and the export lines of the three h15 data
 * files, the `Kind`/`Lang`/`LANGS` lines of `harder-people.ts`, the export lines of
 * `harder-checks.ts`, the head of `labels` (with the `USUAL` scopes and `Labels9`) in
 * `harder9-people.ts`, the set-selection parts of `harder.ts`, `harder-diagnose.ts` (its doc comment,
 * import lines and set list) and `README.md`, and `jest.config.js`'s project layout. It ran `harder.ts --set h16 --dry-run`, this set's spec,
 * throwaway scripts outside the repository that printed and counted this set, tsc, eslint and
 * prettier.
 *
 * **Counts** (`--dry-run`: 54 people, 378 turns, 270 live facts, 54 replaced, 54 forgotten, 54
 * one-offs, 54 others, 324 questions): 378 messages (63 per language, 7 per person, over days 1–5);
 * 270 live facts, 45 per language (name, company, colour 54 each; font, format, avoid 36 each;
 * workspace 150, user 120, 6 in a scope not their kind's usual one — the house rules); 54 replaced
 * values, one per person (colour 18, company 12, name 6, font 6, format 6, avoid 6), each corrected
 * on a later day than it was said; 54 forgets (font, format, avoid 18 each); 54 one-offs (48 alone in
 * their message, 6 beside a fact of the person's); 54 values not the person's in 54 messages, every
 * one beside a fact of the person's — by kind 18 a client's, 18 a partner's, colleague's or
 * relative's, 12 a competitor's or neighbour's, 6 a hypothetical's; 163 named pieces of work; 54
 * guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE16, DE16_POOLS, RU16, RU16_POOLS } from './harder16-de-ru';
import { EN16, EN16_POOLS, ES16, ES16_POOLS } from './harder16-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder16-types';
import { JA16, JA16_POOLS, ZH16, ZH16_POOLS } from './harder16-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder16-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED16 = 1616;

export const DRAFTS16: Record<Lang, Draft[]> = { en: EN16, es: ES16, de: DE16, ru: RU16, zh: ZH16, ja: JA16 };
export const POOLS16: Record<Lang, Pools> = {
  en: EN16_POOLS,
  es: ES16_POOLS,
  de: DE16_POOLS,
  ru: RU16_POOLS,
  zh: ZH16_POOLS,
  ja: JA16_POOLS,
};

/** Every value in a message that is not the person's: a client's, a partner's or colleague's, a competitor's or neighbour's, a hypothetical's. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS16: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED16, POOLS16, DRAFTS16);

/** The set in the runner's shape (`harder.ts --set h16`): the first `perLanguage` people of each language. */
export function buildPeople16(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS16[lang].slice(0, perLanguage).map((t, i) => person(`b11h16-${lang}-${i}`, t)),
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
