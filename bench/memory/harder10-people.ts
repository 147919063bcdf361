/**
 * The tenth harder B11 set, B11h10 (issue 28 item 6): 54 synthetic people, 9 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, written by hand by a helper session apart from the
 * memory extractor and committed before anything ran it.
 *
 * **Method** — another than B11h (sentence pools), B11h2 (short chats), B11h3 (asides, teammates
 * and scopes), B11h4 (onboarding answers, pasted text), B11h5 (voice-note retrospectives, a
 * handover), B11h6 (feedback on drafts), B11h7 (facts inside creative briefs), B11h8 (messages typed
 * on a phone over days) and B11h9 (people writing in a language not their own): **voice notes a
 * phone's speech-to-text wrote down**, dictated over four days while the person did something else
 * (driving, kneading dough, cutting hair, on a ladder at a vineyard). Every note reads as dictation
 * does: no or wrong punctuation (a spoken "Komma … Punkt" written out), run-on sentences, fillers
 * ("um", "so yeah", "o sea", "este", "ähm", "also", "ну", "короче", "那个", "就是", "えーと", "あの"),
 * numbers as words, several facts in one note, and what speech alone has:
 *
 * - a value **taken back mid-sentence** ("our colour is sort of a navy no sorry not navy its moss
 *   green") — the taken-back one never the person's (`slip`);
 * - **someone else in the room** whose words the phone wrote down ("my sisters here shes saying her
 *   shop is all lavender haze", "我老婆在旁边说她喜欢薄荷绿") — theirs (`overheard`);
 * - a **misheard** name, company or font the person corrects days later ("just saw the app wrote
 *   Sods and Tails lol its Suds and Tails", "不是清河是青禾", "小麦じゃなくてひらがなでこむぎの森") — the
 *   misheard value replaced; a misheard font left uncorrected is labelled by the part the phone got
 *   right ("Cormorant" in "cormorant gara mond");
 * - as in B11h9, a picture's subject, a client's values, a competitor's, and hypotheticals ("if we
 *   ever opened a café Id paint it all terracotta");
 * - a **one-off** ("just for the christmas market flyer … cranberry and gold only that one"), alone or
 *   beside a standing fact in the same breath; a **correction** later in the week (colour for most;
 *   a misheard company or name, a font or a format for others); and at the end a **forget**
 *   request as dictated (`forget.text`, not sent: the bench forgets through `forgetMemory` as the
 *   chat's card does) of the typeface, the format or the thing to avoid.
 *
 * Values are as the phone wrote them. Each session names its speech-to-text and what the person was
 * doing (`dictated`): every note of it was dictated.
 *
 * **What its writer read**: `bench/memory/README.md`, `harder9-types.ts`, `harder9-people.ts` (its
 * builder), the first 60 lines of `harder9-en-es.ts` (for the format), `harder9-people.spec.ts`,
 * `harder-checks.ts`, `harder.ts`, and the set selection of `harder-diagnose.ts` (its first 75
 * lines) — nothing under `libs/`, `apps/` or `docs/`, no other data file of an earlier set, no run
 * file. It ran `harder.ts --set h10 --dry-run`, this set's spec, tsc, eslint and prettier, and a
 * throwaway script (outside the repository) that asked the earlier sets' labels only whether each
 * candidate value of this set was among them.
 *
 * Each note's day is its task (`${userId}-task-${day}`). The agent's wrong colour guess and the
 * later questions (one of two paraphrases per kind) are drawn from the language's pools with a
 * seeded PRNG (mulberry32, seed 1010). The labels are the values the writer put in, never what the
 * extractor returns; `harder10-people.spec.ts` holds them to the text. The values were kept apart
 * from B11h–B11h9's by program (the spec's `earlier` set, asked only whether a value of this set is
 * in it): about 190 first choices that coincided (common typefaces, first names, colour words) were
 * replaced without reading the earlier sets.
 *
 * **Counts**: 54 people (9 per language), 502 notes (en 81, es 82, de 85, ru 84, zh 85, ja 85);
 * 270 live facts, 45 per language (name, company, colour 54 each; format 37, font 36, avoid 35;
 * workspace 149, user 121, 7 in a scope not their kind's usual one); 54 replaced values, one per
 * person (colour 25, company 10, name 7 — the misheard ones —, font 6, format 6); 54 forgets (avoid
 * 19, font 18, format 17); 54 one-offs (41 alone in their note, 13 beside a fact or another's value);
 * 236 values not the person's (54 taken back mid-sentence, 51 said by someone else in the room, 54 a
 * picture's subject, 36 hypotheticals, 22 a client's, 19 a competitor's); 54 guesses.
 */
import { LANGS, type Kind, type Lang } from './harder-people';
import type { Person4 } from './harder4-people';
import { DE10, DE10_POOLS, RU10, RU10_POOLS } from './harder10-de-ru';
import { EN10, EN10_POOLS, ES10, ES10_POOLS } from './harder10-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder10-types';
import { JA10, JA10_POOLS, ZH10, ZH10_POOLS } from './harder10-zh-ja';
import { labels, mulberry32 } from './harder9-people';

export type { Aside, Dictated, Draft, Said, Transcript } from './harder10-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED10 = 1010;

export const DRAFTS10: Record<Lang, Draft[]> = { en: EN10, es: ES10, de: DE10, ru: RU10, zh: ZH10, ja: JA10 };
export const POOLS10: Record<Lang, Pools> = {
  en: EN10_POOLS,
  es: ES10_POOLS,
  de: DE10_POOLS,
  ru: RU10_POOLS,
  zh: ZH10_POOLS,
  ja: JA10_POOLS,
};

const lower = (s: string) => s.toLocaleLowerCase();

/** Every value in a note that is not the person's: a picture's subject, a client's, a competitor's, a hypothetical's, someone else's in the room, one taken back. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the session that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

/** The sessions, each with its guess (never said, nothing of the person's inside it) and its questions, drawn with the seed. */
function sessions(): Record<Lang, Transcript[]> {
  const random = mulberry32(SEED10);
  const out = {} as Record<Lang, Transcript[]>;
  for (const lang of LANGS) {
    const { ask, guesses } = POOLS10[lang];
    out[lang] = DRAFTS10[lang].map((d) => {
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
        dictated: d.dictated,
        says: d.says,
        ...(d.scopes ? { scopes: d.scopes } : {}),
        forget: { ...forget, saidIn: saidIn ?? d.lang, after: d.says.length },
        guess,
        ask: questions,
      } as Transcript;
    });
  }
  return out;
}

export const TRANSCRIPTS10: Record<Lang, Transcript[]> = sessions();

/** The set in the runner's shape (`harder.ts --set h10`): the first `perLanguage` people of each language. */
export function buildPeople10(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS10[lang].slice(0, perLanguage).map((t, i) => person(`b11h10-${lang}-${i}`, t)),
  );
}

/** One person: each note a turn of its day's task, the labels read off the session. */
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
