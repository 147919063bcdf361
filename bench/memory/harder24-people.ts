/**
 * The twenty-fourth harder B11 set, B11h24: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once per frozen extractor (once before and once after a frozen change).
 *
 * **Theme** — **values said in passing and by reference**. People rarely say "my brand colour is X";
 * here each person's values come up inside ordinary work talk: inside a request ("could you do the
 * spring price list in our usual celadon #A8C3B1?") or feedback on a draft ("Schon schön, aber bitte
 * keine funkelnden Sternchen"), as the answer to the assistant's question, quoted above the reply ("> ¿El
 * folleto de cuidados lo quieres en A5 o en A4?" — "A5 doble cara, que es lo que cabe en el
 * mostrador"), by reference to something of theirs ("颜色就用门口遮阳棚那个橙色，#F28C28", "the yellow
 * from our holds wall — #F2C230"), a format with its units and specs ("A4 quer mit 3 mm Beschnitt",
 * "Визитки у нас стандартные, 90 на 50 мм"), a typeface named with a weight or described ("見出しは
 * ZEN オールド明朝で、太めのウェイトに", "Fraunces Soft — the gentle cut, not the wonky one"). What memory
 * should hold at the end is each person's current values; the changed one no longer as current; the
 * forgotten one gone; a one-off only for its piece; and never as the person's a client's value, a
 * friend's, partner's or relative's, a competitor's, or one only supposed (`unreal`, scored as a
 * hypothetical: must not be held) — some of them said in the same message as one of the person's own
 * values. Each person writes 10 or 11 messages over days 1–5 (`writer.manner` how they talk,
 * `writer.passing` each form in which they give a value, the kind it is about and the words that give
 * it as they stand in the message that states it, `writer.people` whose values come up beside theirs,
 * `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name and the company (in one message), the colour, the typeface, the format and the thing to
 *   avoid — each person's five live facts are the six kinds less the forgotten one (the shared check
 *   keeps the name, the company and the colour live, so the forgets are spread evenly over the other
 *   three); the colour, the typeface, the format and the thing to avoid each come up in passing, in
 *   one of the six forms, every form used in every language;
 * - one **changed value** per person, of a kind other than the forgotten one, 9 of each of the six
 *   kinds, said the ordinary way on a later day ("We've painted the workshop door a deep aubergine
 *   #4A2545, and honestly that's our colour now", "旧姓に戻りまして、今後は高橋静香で");
 * - one **one-off** per person, for one named piece only, alone in its message;
 * - two values **not the person's** per person (27 each of a client's, a friend's, partner's or
 *   relative's, a competitor's and a supposed one), each marked in its message's aside, 15 of them
 *   beside a value of the person's own in the same message (at least two per language);
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (3 each per language): for 5 of 9 per language said
 *   without naming the value ("Ignore what I said about backgrounds"), for 2 of 9 per language in
 *   another language than the chat ("Das mit der ITC Souvenir kannst du vergessen", "Слушай, про
 *   Chivo Black забудь", "之前说的字体不用记了"); for 1 of 9 per language the forgotten value was first
 *   said beside another of the person's facts, which is said again on a later day.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 2424**). The labels are the
 * values put in, never what the extractor returns; `harder24-people.spec.ts` holds them to the text and
 * keeps them apart from B11h–B11h23's by program (`valuesBefore(24)`, asked only whether a value of
 * this set is among the earlier sets' values).
 *
 * Authorship, what its writer read and ran, and that no result is claimed: see `harder24-types.ts`.
 *
 * **Counts** (from the dry run and the spec): 54 people, 9 per language; 576 messages (93–98 per
 * language, 10 or 11 per person, over days 1–5); 270 live facts (name, company, colour 54 each; font,
 * format, avoid 36 each); 54 changed values, 9 of each kind, all in the runner's `replaced`; 240 values
 * given in passing (request 51, feedback 29, answer 33, reference 63, spec 42, described 22); 54
 * forgets (font, format, avoid 18 each; 30 oblique, 12 in another language, 6 of one value among
 * several); 54 one-offs; 108 values not the person's (27 each a client's, a friend's, partner's or
 * relative's, a competitor's, only supposed; 15 beside the person's own); 54 guesses; 324 later
 * questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE24, DE24_POOLS, RU24, RU24_POOLS } from './harder24-de-ru';
import { EN24, EN24_POOLS, ES24, ES24_POOLS } from './harder24-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder24-types';
import { JA24, JA24_POOLS, ZH24, ZH24_POOLS } from './harder24-zh-ja';
import type { Person4 } from './harder4-people';
import { labels as labels9 } from './harder9-people';

export type { Aside, Draft, PassingForm, Said, Transcript, Writer } from './harder24-types';
export { PASSING_FORMS } from './harder24-types';
export { type Labels9 } from './harder9-people';

export const SEED24 = 2424;

export const DRAFTS24: Record<Lang, Draft[]> = { en: EN24, es: ES24, de: DE24, ru: RU24, zh: ZH24, ja: JA24 };
export const POOLS24: Record<Lang, Pools> = {
  en: EN24_POOLS,
  es: ES24_POOLS,
  de: DE24_POOLS,
  ru: RU24_POOLS,
  zh: ZH24_POOLS,
  ja: JA24_POOLS,
};

/** Every value in a message that is not the person's: a client's, a friend's or partner's, a competitor's, one only supposed. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

/** The labels read off the chat (B11h9's), whose replaced values are the ones said and changed on a later day. */
export const labels = (t: Transcript) => labels9(t);

export const TRANSCRIPTS24: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED24, POOLS24, DRAFTS24);

/** The set in the runner's shape (`harder.ts --set h24`): the first `perLanguage` people of each language. */
export function buildPeople24(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS24[lang].slice(0, perLanguage).map((t, i) => person(`b11h24-${lang}-${i}`, t)),
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
