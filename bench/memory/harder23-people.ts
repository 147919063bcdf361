/**
 * The twenty-third harder B11 set, B11h23: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once per frozen extractor (once before and once after a frozen change).
 *
 * **Theme** — **endings and changes**. People's values stop holding, and they say so the way people
 * do, not as "change X to Y": a rebrand ("We did a little rebrand last month — boxes and sign are
 * bilberry #4E2A5A now"), a value retired ("La Enriqueta SemiBold la hemos jubilado, no me la
 * vuelvas a sacar"), a value replaced by an event that implies it ("Seit die Genossenschaft uns
 * übernommen hat, heißen wir …", "Got married on Saturday!! So it's Becca Ferreira"), a value with an
 * end date ("только до конца сезона", "シーズンが終わるまでね") and, days later, the end come
 * ("旺季结束了"), a correction that says only the new value ("Titles in Newsreader Display."), and a
 * value the person used to use ("I used to do everything in pine-needle green, but now …"), past and
 * never current. What
 * memory should hold at the end is each person's current values; the old ones no longer as current;
 * the forgotten one gone; a one-off only for its piece; and never as the person's a client's value, a
 * friend's, partner's or relative's, a competitor's, or one only supposed (`unreal`, scored as a
 * hypothetical: must not be held). Each person writes 11 or 12 messages over days 1–5
 * (`writer.manner` how they talk about change, `writer.changes` each change as a form, the kind it is
 * about and the words that give it as they stand in a message, `writer.people` whose values come up
 * beside theirs, `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name and the company (in one message), the colour, the typeface, the format and the thing to
 *   avoid — each person's five live facts are the six kinds less the one forgotten;
 * - two **replaced values** per person (18 per language), each in one form: `rebrand` 4, `retired` 4,
 *   `implied` 3, `until` then `ended` 3 (the end said on a later day), `newOnly` 4 per language — by
 *   kind colour 6, company 5, name 2, font 2, format 2, avoid 1 per language; the old value said on an
 *   earlier day than its successor, a `retired` value named where it is retired (its successor in the
 *   same message or a later one), a `newOnly` successor said in a message that never names the old;
 * - a value the person **used to** use (`usedTo`, `Draft.past`: 5 per language — a format, a colour,
 *   a thing once avoided, a typeface, a business name), in the message that states the current value
 *   of its kind; labelled with the replaced values (no longer current), never in a message's
 *   states;
 * - a client's value (5 per language), a friend's, partner's or relative's taste (4), a competitor's
 *   value (4) and a value only supposed (5), two per person, each in a message that states no fact of
 *   the person's and is marked in its aside;
 * - one **one-off** per person, for one named piece only, alone in its message;
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (3 each per language), said obliquely — for 5 of 9 per
 *   language without naming the value ("Ignore what I said about how to send the files",
 *   "那个不用管了"), for 4 naming it in passing ("You can drop the Bagnard thing") — and for 3 of 9
 *   per language a **forget of one value among several**, the value first said in one message beside
 *   one of the person's other facts, which stays; that other fact is said again on a later day ("Menus
 *   stay in Epilogue ExtraBold, by the way"), as the shared forget check asks, so that a forget that
 *   takes the whole first message still leaves it said once.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 2323**). The labels are the
 * values put in, never what the extractor returns; `harder23-people.spec.ts` holds them to the text and
 * keeps them apart from B11h–B11h22's by program (`valuesBefore(23)`, asked only whether a value of
 * this set is among the earlier sets' values).
 *
 * Authorship, what its writer read and ran, and that no result is claimed: see `harder23-types.ts`.
 *
 * **Counts** (from the dry run and the spec): 54 people, 9 per language; 606 messages (101 per
 * language, 11 or 12 per person, over days 1–5); 270 live facts, 45 per language (name, company,
 * colour 54 each; font, format, avoid 36 each); 108 replaced values (rebrand 24, retired 24,
 * implied 18, until/ended 18, newOnly 24; colour 36, company 30, name 12, font 12, format 12, avoid 6)
 * and 30 used-to values, all 138 in the runner's `replaced`; 54 forgets (font, format, avoid 18 each; 30 oblique, 24 naming the
 * value; 18 of one value among several); 54 one-offs; 108 values not the person's (30 a client's, 24
 * a friend's, partner's or relative's, 24 a competitor's, 30 only supposed); 54 guesses; 324 later
 * questions.
 */
import { LANGS, type Kind, type Lang } from './harder-people';
import { DE23, DE23_POOLS, RU23, RU23_POOLS } from './harder23-de-ru';
import { EN23, EN23_POOLS, ES23, ES23_POOLS } from './harder23-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder23-types';
import { JA23, JA23_POOLS, ZH23, ZH23_POOLS } from './harder23-zh-ja';
import type { Person4 } from './harder4-people';
import { labels as labels9, mulberry32 } from './harder9-people';

export type { Aside, ChangeForm, Draft, Said, Transcript, Writer } from './harder23-types';
export { CHANGE_FORMS } from './harder23-types';
export { type Labels9 } from './harder9-people';

export const SEED23 = 2323;

export const DRAFTS23: Record<Lang, Draft[]> = { en: EN23, es: ES23, de: DE23, ru: RU23, zh: ZH23, ja: JA23 };
export const POOLS23: Record<Lang, Pools> = {
  en: EN23_POOLS,
  es: ES23_POOLS,
  de: DE23_POOLS,
  ru: RU23_POOLS,
  zh: ZH23_POOLS,
  ja: JA23_POOLS,
};

const lower = (s: string) => s.toLocaleLowerCase();

/** Every value in a message that is not the person's: a client's, a friend's or partner's, a competitor's, one only supposed. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

/** The values the person says they used to use: past, never current. */
export const pastOf = (t: Pick<Transcript, 'past'>): string[] => (t.past ?? []).map(([, value]) => value);

/** The labels read off the chat (B11h9's), whose replaced values are the ones said and changed on a later day. */
export const labels = (t: Transcript) => labels9(t);

/**
 * The labels as the earlier-set check reads them (`harder-earlier.ts`): B11h9's, with the values the
 * person used to use among the replaced ones, since they too must not be current.
 */
export const labelsWithPast = (t: Transcript) => {
  const l = labels9(t);
  return { ...l, replaced: [...l.replaced, ...pastOf(t).map((value) => ({ value }))] };
};

/** The chats, each with its guess (never said) and its questions, drawn with the seed. */
function sessions(): Record<Lang, Transcript[]> {
  const random = mulberry32(SEED23);
  const out = {} as Record<Lang, Transcript[]>;
  for (const lang of LANGS) {
    const { ask, guesses } = POOLS23[lang];
    out[lang] = DRAFTS23[lang].map((d) => {
      const said = lower(d.says.map(([, text]) => text).join('\n'));
      const free = guesses.filter((g) => !said.includes(lower(g)));
      const guess = free[Math.floor(random() * free.length)];
      const kinds = [...new Set(d.says.flatMap(([, , states = {}]) => Object.keys(states)))].filter(
        (k): k is Kind => k !== 'oneOff',
      );
      const questions = Object.fromEntries(kinds.map((kind) => [kind, ask[kind][random() < 0.5 ? 0 : 1]]));
      const { saidIn, ...forget } = d.forget;
      return {
        lang: d.lang,
        writer: d.writer,
        says: d.says,
        ...(d.scopes ? { scopes: d.scopes } : {}),
        ...(d.past ? { past: d.past } : {}),
        forget: { ...forget, saidIn: saidIn ?? d.lang, after: d.says.length },
        guess,
        ask: questions,
      } as Transcript;
    });
  }
  return out;
}

export const TRANSCRIPTS23: Record<Lang, Transcript[]> = sessions();

/** The set in the runner's shape (`harder.ts --set h23`): the first `perLanguage` people of each language. */
export function buildPeople23(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS23[lang].slice(0, perLanguage).map((t, i) => person(`b11h23-${lang}-${i}`, t)),
  );
}

/** One person: each message a turn of its day's task, the labels read off the chat, the used-to values among the replaced. */
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
    replaced: [...replaced.map((r) => r.value), ...pastOf(t)],
    oneOffs,
  };
}
