/**
 * The eighth harder B11 set, B11h8 (issue 28 item 6): 54 synthetic people, 9 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, written by hand on 6 December 2026 by a helper
 * session, committed before anything ran it.
 *
 * **Method** — another than B11h (sentence pools), B11h2 (short chats), B11h3 (asides, teammates
 * and scopes), B11h4 (onboarding answers, pasted text), B11h5 (voice-note retrospectives, a
 * handover), B11h6 (feedback on drafts) and B11h7 (facts inside creative briefs): **messages typed
 * quickly on a phone over several days**. Lowercase, little punctuation, slips in ordinary words
 * (never in a value), each language's own shorthand ("pls", "xq", "bzw", "щас", "好滴", "よろ"),
 * emoji, voice-dictation run-ons holding a fact, a request and a remark at once; a fact split
 * over two short messages ("our colour is" / "mustard"); one slot per person changed **twice**
 * over the days (only the third value is current), some others corrected once; references back
 * ("like i said monday …") that restate a value; one-off wishes, some inside a run-on beside a
 * standing fact; values that are someone else's — the picture's subject, a client's, a friend's;
 * and a casual forget at the end (`forget.text`, not sent: the bench forgets through
 * `forgetMemory` as the chat's card does), in another language than the person's for some.
 *
 * **What its writer read**: `bench/memory/README.md`, `harder7-people.ts`, `harder7-types.ts`,
 * `harder7-people.spec.ts`, `harder.ts`, `harder-checks.ts`, and the set selection of
 * `harder-diagnose.ts` — nothing under `libs/` (not the extractor, its phrase tables or training
 * data), nothing under `docs/` or `bench/memory-extraction/`, no data file of an earlier set.
 *
 * Each message's day is its task (`${userId}-task-${day}`). The agent's wrong colour guess and
 * the later questions (one of two paraphrases per kind) are drawn from the language's pools with
 * a seeded PRNG (mulberry32, seed 8808). Values first chosen that an earlier set (B11h–B11h7)
 * labels were replaced by program (the spec's `earlier`) with hand-written candidates, without
 * reading where they came from.
 *
 * **Counts**: 565 messages over four days per person; 270 live facts (company, colour and name 54
 * each, avoid 39, format 36, font 33; workspace 151, user 119, 18 not their kind's usual scope);
 * 120 replaced values (colour 30, format 25, company 24, font 17, avoid 14, name 10) — every person
 * has one slot changed twice (colour 13, format 12, company 12, font 6, avoid 6, name 5), 12 also a
 * single correction; 89 live facts said on two days or more; 13 facts split over two messages; 54
 * one-offs (27 alone, 27 in a run-on beside a standing fact); 54 forgets (font 21, format 18, avoid
 * 15), 29 asked in another language; 374 values not the person's (159 a picture's subject, 145 a
 * client's, 70 a friend's) in 220 messages, 134 of them beside a fact of the person's; 54 guesses;
 * 324 later questions. The labels are the values the writer put in, never what the extractor
 * returns; `harder8-people.spec.ts` holds them to the text.
 */
import { LANGS, type Kind, type Lang } from './harder-people';
import type { Labels } from './harder3-people';
import type { Person4 } from './harder4-people';
import { DE8, DE8_POOLS, RU8, RU8_POOLS } from './harder8-de-ru';
import { EN8, EN8_POOLS, ES8, ES8_POOLS } from './harder8-en-es';
import type { Draft, Pools, Transcript } from './harder8-types';
import { JA8, JA8_POOLS, ZH8, ZH8_POOLS } from './harder8-zh-ja';

export type { Aside, Draft, Said, Transcript } from './harder8-types';

export const SEED8 = 8808;

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

export const DRAFTS8: Record<Lang, Draft[]> = { en: EN8, es: ES8, de: DE8, ru: RU8, zh: ZH8, ja: JA8 };
export const POOLS8: Record<Lang, Pools> = {
  en: EN8_POOLS,
  es: ES8_POOLS,
  de: DE8_POOLS,
  ru: RU8_POOLS,
  zh: ZH8_POOLS,
  ja: JA8_POOLS,
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
export interface Labels8 extends Labels {
  oneOffs: string[];
  changes: Changes;
}

const lower = (s: string) => s.toLocaleLowerCase();

/** The labels of a session: the last value of each kind is live (but the forgotten kind), the earlier ones replaced. */
export function labels(t: Transcript): Labels8 {
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

/** Every value in the session that is not the person's: the pictures' subjects, a client's and a friend's values. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(
    t.says.flatMap(([, , , aside]) => [...(aside?.content ?? []), ...(aside?.client ?? []), ...(aside?.friend ?? [])]),
  ),
];

/** The sessions, each with its guess (never said, nothing of the person's inside it) and its questions, drawn with the seed. */
function sessions(): Record<Lang, Transcript[]> {
  const random = mulberry32(SEED8);
  const out = {} as Record<Lang, Transcript[]>;
  for (const lang of LANGS) {
    const { ask, guesses } = POOLS8[lang];
    out[lang] = DRAFTS8[lang].map((d) => {
      const said = lower(d.says.map(([, text]) => text).join('\n'));
      const free = guesses.filter((g) => !said.includes(lower(g)));
      const guess = free[Math.floor(random() * free.length)];
      const kinds = [...new Set(d.says.flatMap(([, , states = {}]) => Object.keys(states)))].filter(
        (k): k is Kind => k !== 'oneOff',
      );
      const questions = Object.fromEntries(kinds.map((kind) => [kind, ask[kind][random() < 0.5 ? 0 : 1]]));
      return {
        lang: d.lang,
        says: d.says,
        ...(d.scopes ? { scopes: d.scopes } : {}),
        forget: { ...d.forget, after: d.says.length },
        guess,
        ask: questions,
      } as Transcript;
    });
  }
  return out;
}

export const TRANSCRIPTS8: Record<Lang, Transcript[]> = sessions();

/** The set in the runner's shape (`harder.ts --set h8`): the first `perLanguage` people of each language. */
export function buildPeople8(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS8[lang].slice(0, perLanguage).map((t, i) => person(`b11h8-${lang}-${i}`, t)),
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
