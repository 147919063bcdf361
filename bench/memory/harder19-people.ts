/**
 * The nineteenth harder B11 set, B11h19: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **exactness: the person corrects how the assistant wrote their values**. The assistant's
 * draft, quoted back in the person's message, gets a value slightly wrong, and the person puts it right:
 * a name without its accent or with the wrong letter ("the footer says 'Siobhan' with no accent. It's
 * Siobhán Kelleher, with the fada"; "Ольга Шукина — через Ш"), a business's case, punctuation or
 * spelling ("It's no.9 bakehouse — lowercase, no space after the dot"; "Tacos El Güero, con la ü";
 * 「ブーランジェリー・ソレイユ」 with its 中黒), a hex code a digit off or with two digits swapped, a
 * Pantone, RAL or DIC number, the weight or cut of a typeface ("not Söhne Kräftig … Söhne Breit
 * Kräftig"), a format's exact size ("A6 landscape PDF … I asked for A5"), a Latin transliteration
 * ("Cvetochny Ryad" for "Tsvetochny Ryad"), simplified for traditional characters (龚/龔, 台/臺) and the
 * wrong kanji (高/髙, 辺/邊). What memory should hold is the person's exact spelling with its scope; the
 * assistant's wrong rendering is never the person's and must not be held. Each person corrects one
 * kind's rendering or two (colour 18, typeface 18, name 12, company 12, format 12), and writes 9 to 11
 * messages over days 1–5, each day its own task (`writer.manner` how they correct the assistant,
 * `writer.corrects` the kinds whose rendering they correct, `writer.people` whose values come up beside
 * theirs, `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name, the company, the colour, the typeface, the format and the thing to avoid;
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside: the
 *   assistant's wrong rendering (`wrong`, B11h17's `unreal` field, so scored as a hypothetical: must
 *   not be held), always in the message that states the exact value and never inside it nor holding
 *   it ("Söhne Breit Kräftig" against "Söhne Kräftig", never "Söhne"); a client's, a friend's or
 *   partner's, a competitor's or neighbour's, and a true hypothetical's ("If I ever did cats I'd go soft
 *   pink");
 * - one **one-off** per person, for one named piece only ("On that poster only, set the date in
 *   French-polish brown");
 * - one **replaced value** per person: stated, then changed on a later day, the change naming the old
 *   value ("beeswax amber #C98A2B went muddy on the oak sample cards, so from now on it's linseed
 *   green #5F7A3C") — a real change, unlike a correction of the assistant's rendering, which leaves the
 *   person's value as it was; for some a business renamed after its name was taken, for one per
 *   language a name taken on marriage or a short name;
 * - one **house rule** per language that makes the thing to avoid the workspace's, and one **typeface
 *   of the person's alone** per language, scoped to the user, not the workspace (each typeface corrected
 *   from the assistant's rendering: "Recoleta Alt Light, not the plain Recoleta Light you put");
 * - ordinary chat (a thanks, a "Ta.");
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten value
 *   is stated in a message that states no other fact and carries no one else's value.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 1919**). The labels are the
 * values put in, never what the extractor returns; `harder19-people.spec.ts` holds them to the text
 * and keeps them apart from B11h–B11h18's by program (asked only whether a value of this set is in
 * the earlier sets; colliding values were replaced by hand without reading the earlier sets).
 *
 * **Authorship and what its writer read**: written by a helper who read no memory, router or model
 * code (nothing under `libs/` or `apps/`) and no earlier set's data lines but B11h18's format. It read
 * `harder18-types.ts`, `harder17-types.ts`, `harder18-people.ts`, `harder18-people.spec.ts`, the first
 * two people and the pools of `harder18-en-es.ts`, `harder-checks.ts`, the `Kind`/`Lang`/`LANGS` lines
 * of `harder-people.ts`, and the set-registration lines of `harder.ts` (its doc comment's `--set`
 * lines, the `buildPeople` imports and the `BUILDS` map). It ran `harder.ts --set h19 --dry-run`, this
 * set's spec (whose failures named the values taken by earlier sets), a throwaway script that counted
 * this set, tsc, eslint and prettier.
 *
 * **Counts** (`--dry-run`: 54 people, 541 turns, 270 live facts, 54 replaced, 54 forgotten, 54
 * one-offs, 138 others, 324 questions): 541 messages (9 to 11 per person, over days 1–5); 270 live
 * facts, 45 per language (name, company, colour 54 each; font, format, avoid 36 each; workspace 144,
 * user 126, 12 in a scope not their kind's usual one — 6 house rules making the thing to avoid the
 * workspace's, 6 typefaces of the person's alone); 72 corrected renderings (colour 18, font 18, name
 * 12, company 12, format 12), each wrong rendering in the message that states the exact value; 54
 * replaced values, one per person (colour 18, company 12, name 6, font 6, format 6, avoid 6), each
 * changed on a later day than it was said; 54 forgets (font, format, avoid 18 each); 54 one-offs (48
 * alone in their message, 6 beside a client's value); 138 values not the person's in 138 messages, 78
 * of them beside a fact of the person's — 72 the assistant's wrong renderings, 12 hypotheticals', 18 a
 * client's, 18 a friend's or partner's, 18 a competitor's or neighbour's; 54 people named; 108 named
 * pieces of work; 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE19, DE19_POOLS, RU19, RU19_POOLS } from './harder19-de-ru';
import { EN19, EN19_POOLS, ES19, ES19_POOLS } from './harder19-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder19-types';
import { JA19, JA19_POOLS, ZH19, ZH19_POOLS } from './harder19-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder19-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED19 = 1919;

export const DRAFTS19: Record<Lang, Draft[]> = { en: EN19, es: ES19, de: DE19, ru: RU19, zh: ZH19, ja: JA19 };
export const POOLS19: Record<Lang, Pools> = {
  en: EN19_POOLS,
  es: ES19_POOLS,
  de: DE19_POOLS,
  ru: RU19_POOLS,
  zh: ZH19_POOLS,
  ja: JA19_POOLS,
};

/** Every value in a message that is not the person's: the assistant's wrong rendering, a client's, a friend's or partner's, a competitor's, a hypothetical's. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS19: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED19, POOLS19, DRAFTS19);

/** The set in the runner's shape (`harder.ts --set h19`): the first `perLanguage` people of each language. */
export function buildPeople19(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS19[lang].slice(0, perLanguage).map((t, i) => person(`b11h19-${lang}-${i}`, t)),
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
