/**
 * The seventeenth harder B11 set, B11h17: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **a small team sharing one workspace, each member writing in turn**: the person whose
 * memory is measured is one member of a small team (a bakery's owner and her nephew, a two-person
 * design studio, a family hardware shop, a mother-and-daughter flower shop, siblings with a coffee van)
 * and writes their own and their business's values, but also relays a teammate's wish the team did
 * not adopt ("Dom says we should switch everything to mint green — I'm not sold"), sets aside a
 * teammate's own name or pet name for the business ("in seiner Mailsignatur steht Holger Vogt; das
 * ignorier bitte"), passes on what the team agreed, which is binding for the business ("Dom and I
 * agreed as a team, the butterscotch yellow is going; the logo always sits on clotted cream"), and
 * keeps a preference of their own apart from the business's ("for my own posts I like Chivo Mono;
 * that's just me"). Each person writes 7 messages over days 1–5, each day its own task
 * (`writer.team` names the teammates, `writer.manner` how the person writes about the team,
 * `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name, the company, the colour, the typeface, the format and the thing to avoid;
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside and
 *   said in the same message as a fact of the person's: a teammate's wish not adopted or a
 *   teammate's own name or name idea, a client's, a competitor's or neighbour's, a hypothetical's
 *   ("if we were a children's bookshop it'd all be primary yellow");
 * - one **one-off** per person, for one named piece only ("for that banner only, seed-packet yellow");
 * - one **replaced value** per person: said early and corrected on a later day, the correction
 *   naming the old value, most often as a decision the team took together or a family meeting's;
 * - one **house rule** per language that makes the thing to avoid the workspace's ("house rule, for
 *   me, for Dom and for anyone making things for the bakery: no sparkle overlays, ever"), and one
 *   **typeface of the person's alone** per language, scoped to the user, not the workspace;
 * - ordinary chat (a thanks, a "Perfect 👍");
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten value
 *   is stated in a message that states no other fact and carries no one else's value.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 1717**). The labels are the
 * values put in, never what the extractor returns; `harder17-people.spec.ts` holds them to the text
 * and keeps them apart from B11h–B11h16's by program (asked only whether a value of this set is in
 * the earlier sets; colliding values were replaced by hand without reading the earlier sets).
 *
 * **Authorship and what its writer read**: written by a helper who read no memory, router or model
 * code (nothing under `libs/` or `apps/`) and no earlier set's data lines. It read `harder16-types.ts`
 * and the type declarations it re-exports (`harder15-types.ts`, `harder12-types.ts`, the type
 * declarations of `harder11-types.ts` and `harder10-types.ts`, the `Pools`, `Said`, `Draft` and
 * `Transcript` declarations of `harder9-types.ts`), the header and the wiring of
 * `harder16-people.ts`, `harder16-people.spec.ts`, the first 15 lines of `harder16-en-es.ts` (its
 * imports and export names) and the export lines of the three h16 data files, the `Kind`/`Lang`/
 * `LANGS` lines of `harder-people.ts`, the export lines of `harder-checks.ts`, the head of `labels`
 * (with the `USUAL` scopes, `Labels9` and the `othersOf` after it) in `harder9-people.ts`, the set-selection parts of
 * `harder.ts`, `harder-diagnose.ts` and `README.md`, and the project lines of `jest.config.js`. It ran
 * `harder.ts --set h17 --dry-run`, this set's spec, throwaway scripts outside the repository that
 * printed and counted this set and answered, for values it proposed, only whether each was taken by
 * an earlier set, tsc, eslint and prettier.
 *
 * **Counts** (`--dry-run`: 54 people, 378 turns, 270 live facts, 54 replaced, 54 forgotten, 54
 * one-offs, 54 others, 324 questions): 378 messages (63 per language, 7 per person, over days 1–5);
 * 270 live facts, 45 per language (name, company, colour 54 each; font, format, avoid 36 each;
 * workspace 144, user 126, 12 in a scope not their kind's usual one — 6 house rules making the thing
 * to avoid the workspace's, 6 typefaces of the person's alone); 54 replaced values, one per person
 * (colour 18, company 12, name 6, font 6, format 6, avoid 6), each corrected on a later day than it
 * was said; 54 forgets (font, format, avoid 18 each); 54 one-offs (48 alone in their message, 6
 * beside a fact of the person's); 54 values not the person's in 54 messages, every one beside a fact
 * of the person's — by kind 24 a teammate's, 12 a client's, 12 a competitor's or neighbour's, 6 a
 * hypothetical's; 59 teammates named; 108 named pieces of work; 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE17, DE17_POOLS, RU17, RU17_POOLS } from './harder17-de-ru';
import { EN17, EN17_POOLS, ES17, ES17_POOLS } from './harder17-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder17-types';
import { JA17, JA17_POOLS, ZH17, ZH17_POOLS } from './harder17-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder17-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED17 = 1717;

export const DRAFTS17: Record<Lang, Draft[]> = { en: EN17, es: ES17, de: DE17, ru: RU17, zh: ZH17, ja: JA17 };
export const POOLS17: Record<Lang, Pools> = {
  en: EN17_POOLS,
  es: ES17_POOLS,
  de: DE17_POOLS,
  ru: RU17_POOLS,
  zh: ZH17_POOLS,
  ja: JA17_POOLS,
};

/** Every value in a message that is not the person's: a client's, a teammate's, a competitor's or neighbour's, a hypothetical's. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS17: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED17, POOLS17, DRAFTS17);

/** The set in the runner's shape (`harder.ts --set h17`): the first `perLanguage` people of each language. */
export function buildPeople17(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS17[lang].slice(0, perLanguage).map((t, i) => person(`b11h17-${lang}-${i}`, t)),
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
