/**
 * The eleventh harder B11 set, B11h11 (issue 28 item 6): 54 synthetic people, 9 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, written by hand by a helper session apart from the
 * memory extractor and committed before anything ran it.
 *
 * **Method** — another than B11h–B11h10 (sentence pools, short chats, asides and teammates,
 * onboarding answers, voice-note retrospectives, feedback on drafts, creative briefs, phone messages
 * over days, a language not one's own, speech-to-text): **formal, letter-like messages from people
 * who do not chat** — a retired notary, a parish office, a family hotel's owner, a funeral home, a
 * village museum's volunteer, a headmistress, a shrine office, a residents' committee's clerk, an
 * almshouse's clerk — writing to the assistant as to an office over three to five days: salutations
 * and signatures, apologies, "further to my letter of the 6th", facts stated inside long polite
 * sentences and inside enclosures described ("the letterhead I enclose is set in …"), and:
 *
 * - values quoted from **someone else** — a secretary, a spouse, a deputy, a vicar — that are not the
 *   writer's (`relayed`), beside the runner's other kinds of others' values: **hypotheticals**
 *   ("were we a larger firm, we would …", `unreal`), a picture's subject, a client's or a
 *   neighbouring firm's values;
 * - a **one-off** for a named occasion ("for the jubilee card alone, silver and midnight"), in a
 *   letter of its own for most;
 * - a **correction** in a later letter ("I must correct my letter of Monday: …") — of the colour for
 *   most, of the name, company, typeface, format or the thing to avoid for the others;
 * - a few **house rules** (a parish council's resolution, the governors' policy) that make a format
 *   or a thing to avoid the workspace's, and a typeface that is the writer's own, not the firm's;
 * - at the end a **forget** worded formally ("kindly disregard what I wrote about the typeface";
 *   `forget.text`, not sent: the bench forgets through `forgetMemory` as the chat's card does) of the
 *   typeface, the format or the thing to avoid.
 *
 * Values are as the writer spells them. Each correspondence names the writer's office (`writer`).
 *
 * **What its writer read**: `bench/memory/README.md`, `harder10-types.ts`, `harder10-people.ts`,
 * the first 60 lines of `harder10-en-es.ts` (for the format), `harder10-people.spec.ts`,
 * `harder-checks.ts`, `harder.ts`, and the set selection of `harder-diagnose.ts` (its first 75
 * lines); by a slip of a grep, four lines of `harder-people.ts`'s `fillerNotes` (its filler words,
 * no value of B11h). It learnt the shapes of `Kind`, `Pools`, `Labels9` and B11h10's `Transcript`
 * and `Aside` from `tsc`'s messages on a throwaway probe outside the repository. Nothing under
 * `libs/`, `apps/` or `docs/`, no data file of an earlier set, no run file. It ran
 * `harder.ts --set h11 --dry-run`, this set's spec (whose `earlier` check told only which values of
 * this set an earlier set also labels), tsc, eslint and prettier.
 *
 * Each letter's day is its task (`${userId}-task-${day}`). The agent's wrong colour guess and the
 * later questions (one of two paraphrases per kind) are drawn from the language's pools with a
 * seeded PRNG (mulberry32, seed 1111). The labels are the values the writer put in, never what the
 * extractor returns; `harder11-people.spec.ts` holds them to the text. The values were kept apart
 * from B11h–B11h10's by program (the spec's `earlier` set, asked only whether a value of this set is
 * in it): 42 choices that coincided (common typefaces and colour words, a few guesses; some of them
 * first replacements) were replaced without reading the earlier sets.
 *
 * **Counts** (`--dry-run`: 54 people, 381 turns, 270 live facts, 54 replaced, 54 forgotten, 54
 * one-offs, 189 others, 324 questions): 381 letters (en 65, es 62, de 64, ru 63, zh 63, ja 64); 270
 * live facts, 45 per language (name, company, colour 54 each; font 37, format 36, avoid 35;
 * workspace 158, user 112, 15 in a scope not their kind's usual one); 54 replaced values, one per
 * person (colour 25, company 6, name 6, font 6, format 6, avoid 5); 54 forgets (avoid 19, format 18,
 * font 17); 54 one-offs (36 alone in their letter, 18 beside a fact or another's value); 189 values
 * not the person's (54 quoted from a secretary, spouse, vicar or colleague, 53 hypotheticals, 47 a
 * picture's subject, 26 a competitor's or neighbour's, 9 a client's) in 167 letters, 134 of them
 * beside a fact of the person's; 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE11, DE11_POOLS, RU11, RU11_POOLS } from './harder11-de-ru';
import { EN11, EN11_POOLS, ES11, ES11_POOLS } from './harder11-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder11-types';
import { JA11, JA11_POOLS, ZH11, ZH11_POOLS } from './harder11-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder11-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED11 = 1111;

export const DRAFTS11: Record<Lang, Draft[]> = { en: EN11, es: ES11, de: DE11, ru: RU11, zh: ZH11, ja: JA11 };
export const POOLS11: Record<Lang, Pools> = {
  en: EN11_POOLS,
  es: ES11_POOLS,
  de: DE11_POOLS,
  ru: RU11_POOLS,
  zh: ZH11_POOLS,
  ja: JA11_POOLS,
};

/** Every value in a letter that is not the writer's: a picture's subject, a client's, a competitor's, a hypothetical's, someone else's quoted. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the correspondence that is not the writer's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS11: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED11, POOLS11, DRAFTS11);

/** The set in the runner's shape (`harder.ts --set h11`): the first `perLanguage` people of each language. */
export function buildPeople11(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS11[lang].slice(0, perLanguage).map((t, i) => person(`b11h11-${lang}-${i}`, t)),
  );
}

/** One person: each letter a turn of its day's task, the labels read off the correspondence. */
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
