/**
 * The ninth harder B11 set, B11h9 (issue 28 item 6): 54 synthetic people, 9 writing in each of
 * English, Spanish, German, Russian, Chinese and Japanese, none of them in their first language,
 * written by hand by a helper session and committed before anything ran it.
 *
 * **Method** — another than B11h (sentence pools), B11h2 (short chats), B11h3 (asides, teammates
 * and scopes), B11h4 (onboarding answers, pasted text), B11h5 (voice-note retrospectives, a
 * handover), B11h6 (feedback on drafts), B11h7 (facts inside creative briefs) and B11h8 (messages
 * typed on a phone over days): **people writing in a language that is not their own**, with the
 * mistakes their first language makes there — articles, cases and gender wrong, first-language
 * word order, idioms translated word for word, particles missing or doubled, false friends,
 * spelling by ear, a first-language word where they lack one (a Polish printer and a Brazilian
 * barista writing English, a Moroccan caterer writing Spanish, a Syrian tailor writing German, a
 * Georgian winemaker writing Russian, a Russian-speaking student writing Chinese, a Filipino
 * nurse-turned-illustrator writing Japanese). Facts come through hedges and comparisons ("colour
 * is like the tomato but more dark — we call it Pomodoro Scuro"), beside **jokes, hypotheticals
 * and negations that are not facts** ("if we was a bank we would be navy haha", "not the green,
 * never green"), a picture's subject, a client's values and a competitor's — all the runner's
 * `others`. Every person changes one slot over the days (the earlier value replaced), says a
 * one-off (alone, or inside a sentence beside a standing fact), and at the end asks to forget a
 * value (`forget.text`, not sent: the bench forgets through `forgetMemory` as the chat's card
 * does), in their first language for some. Values stay as the person spells them.
 *
 * **What its writer read**: `bench/memory/README.md`, `harder8-people.ts`, `harder8-types.ts`,
 * `harder8-people.spec.ts`, `harder.ts`, `harder-checks.ts`, and the set selection of
 * `harder-diagnose.ts` — nothing under `libs/` or `docs/`, nothing of `bench/memory-extraction/`,
 * no data file of an earlier set, no run file.
 *
 * Each message's day is its task (`${userId}-task-${day}`). The agent's wrong colour guess and
 * the later questions (one of two paraphrases per kind) are drawn from the language's pools with
 * a seeded PRNG (mulberry32, seed 9919). The labels are the values the writer put in, never what
 * the extractor returns; `harder9-people.spec.ts` holds them to the text. Counts: README.md, "How
 * the ninth harder set was made".
 */
import { LANGS, type Kind, type Lang } from './harder-people';
import type { Labels } from './harder3-people';
import type { Person4 } from './harder4-people';
import { DE9, DE9_POOLS, RU9, RU9_POOLS } from './harder9-de-ru';
import { EN9, EN9_POOLS, ES9, ES9_POOLS } from './harder9-en-es';
import type { Draft, Pools, Transcript } from './harder9-types';
import { JA9, JA9_POOLS, ZH9, ZH9_POOLS } from './harder9-zh-ja';

export type { Aside, Draft, Said, Transcript } from './harder9-types';

export const SEED9 = 9919;

/** mulberry32, as B11h's pools use it. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DRAFTS9: Record<Lang, Draft[]> = { en: EN9, es: ES9, de: DE9, ru: RU9, zh: ZH9, ja: JA9 };
export const POOLS9: Record<Lang, Pools> = {
  en: EN9_POOLS,
  es: ES9_POOLS,
  de: DE9_POOLS,
  ru: RU9_POOLS,
  zh: ZH9_POOLS,
  ja: JA9_POOLS,
};

const USUAL: Record<Kind, 'user' | 'workspace'> = {
  colour: 'workspace',
  font: 'workspace',
  company: 'workspace',
  name: 'user',
  format: 'user',
  avoid: 'user',
};

/** The values a kind took, in order, each once: the last is current, the others replaced. */
export type Changes = Partial<Record<Kind, string[]>>;

/** B11h3's labels, with every one-off and each slot's history. */
export interface Labels9 extends Labels {
  oneOffs: string[];
  changes: Changes;
}

const lower = (s: string) => s.toLocaleLowerCase();

/** The labels of a session: the last value of each kind is live (but the forgotten kind), the earlier ones replaced. */
export function labels(t: Pick<Transcript, 'says' | 'forget' | 'scopes'>): Labels9 {
  const changes: Changes = {};
  const oneOffs: string[] = [];
  const statedIn: Partial<Record<Kind, string[]>> = {};
  for (const [, , states = {}] of t.says)
    for (const [key, value] of Object.entries(states) as Array<[Kind | 'oneOff', string]>) {
      if (key === 'oneOff') {
        oneOffs.push(value);
        continue;
      }
      const seen = (changes[key] ??= []);
      if (!seen.some((v) => lower(v) === lower(value))) seen.push(value);
      (statedIn[key] ??= []).push(value);
    }
  const live: Partial<Record<Kind, string>> = {};
  const scopes: Partial<Record<Kind, 'user' | 'workspace'>> = {};
  const replaced: Array<{ kind: Kind; value: string }> = [];
  for (const [kind, values] of Object.entries(changes) as Array<[Kind, string[]]>) {
    if (kind === t.forget.kind) continue;
    live[kind] = values.at(-1);
    scopes[kind] = t.scopes?.[kind] ?? USUAL[kind];
    for (const value of values.slice(0, -1)) replaced.push({ kind, value });
  }
  const twice = (Object.keys(live) as Kind[]).filter(
    (kind) => (statedIn[kind] ?? []).filter((v) => lower(v) === lower(live[kind] as string)).length >= 2,
  );
  return { live, scopes, replaced, oneOff: oneOffs[0] ?? '', twice, oneOffs, changes };
}

/** Every value in the session that is not the person's: a picture's subject, a client's, a competitor's, a joke's or a negation's. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(
    t.says.flatMap(([, , , aside]) => [
      ...(aside?.content ?? []),
      ...(aside?.client ?? []),
      ...(aside?.rival ?? []),
      ...(aside?.unreal ?? []),
    ]),
  ),
];

/** The sessions, each with its guess (never said, nothing of the person's inside it) and its questions, drawn with the seed. */
function sessions(): Record<Lang, Transcript[]> {
  const random = mulberry32(SEED9);
  const out = {} as Record<Lang, Transcript[]>;
  for (const lang of LANGS) {
    const { ask, guesses } = POOLS9[lang];
    out[lang] = DRAFTS9[lang].map((d) => {
      const said = lower(d.says.map(([, text]) => text).join('\n'));
      const free = guesses.filter((g) => !said.includes(lower(g)));
      const guess = free[Math.floor(random() * free.length)];
      const kinds = [...new Set(d.says.flatMap(([, , states = {}]) => Object.keys(states)))].filter(
        (k): k is Kind => k !== 'oneOff',
      );
      const questions = Object.fromEntries(kinds.map((kind) => [kind, ask[kind][random() < 0.5 ? 0 : 1]]));
      const { inFirst, ...forget } = d.forget;
      return {
        lang: d.lang,
        from: d.from,
        says: d.says,
        ...(d.scopes ? { scopes: d.scopes } : {}),
        forget: { ...forget, saidIn: inFirst ? (d.from as Lang) : d.lang, after: d.says.length },
        guess,
        ask: questions,
      } as Transcript;
    });
  }
  return out;
}

export const TRANSCRIPTS9: Record<Lang, Transcript[]> = sessions();

/** The set in the runner's shape (`harder.ts --set h9`): the first `perLanguage` people of each language. */
export function buildPeople9(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS9[lang].slice(0, perLanguage).map((t, i) => person(`b11h9-${lang}-${i}`, t)),
  );
}

/** One person: each message a turn of its day's task, the labels read off the session. */
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
