/**
 * The third harder B11 set, B11h3 (issue 28 item 6): 60 synthetic people, 10 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, each written by hand as one long working session
 * with the assistant — not drawn from sentence pools like B11h (`harder-people.ts`) nor typed as
 * short chats like B11h2 (`harder2-people.ts`). Facts come up in passing inside requests and in
 * answers to the assistant's questions (the question is kept beside the answer, never sent); a
 * teammate writes into the same workspace, stating the company's facts (a correction of the brand
 * colour, a typeface) and their own (their name), which are not the person's. How it was made and
 * what its writer did not read: bench/memory/README.md. The labels are the values the writer put
 * in, never what the extractor returns; `harder3-people.spec.ts` holds them to the text.
 */
import { LANGS, SCOPES as USUAL_SCOPE, type Kind, type Lang, type Person, type Turn } from './harder-people';
import { DE3, RU3 } from './harder3-de-ru';
import { EN3, ES3 } from './harder3-en-es';
import { JA3, ZH3 } from './harder3-zh-ja';

export type Scope = 'user' | 'workspace';

/** What a message states: a fact of a kind (its value as typed), or a "just this once" wish. */
export type States = Partial<Record<Kind | 'oneOff', string>>;

/** Who wrote a message and what it answers, when it is not the person typing unprompted. */
export interface Aside {
  /** The assistant's question this message answers (for a reader; never sent). */
  asked?: string;
  /** Written by the teammate (`mate`) on their own account in the same workspace. */
  by?: 'mate';
}

/** One message: the task it was typed into (1–3), the text as typed, what it states, who wrote it. */
export type Said = [task: number, text: string, states?: States, aside?: Aside];

/** One person's session and what they asked to forget; the other labels follow from `says` (see {@link labels}). */
export interface Transcript {
  lang: Lang;
  /** The teammate who writes into the same workspace, their name as they type it: stated there, never the person's. */
  mate: string;
  says: Said[];
  /**
   * The forget request: after the first `after` messages, in `saidIn`, worded as `text`. The bench
   * runs it through `forgetMemory` (the API the chat's forget card calls), not as a message.
   */
  forget: { after: number; kind: Kind; value: string; saidIn: Lang; text: string };
  /** Where a fact is not its kind's usual scope: a company rule on format or avoid, a personal typeface. */
  scopes?: Partial<Record<Kind, Scope>>;
  /** The agent's wrong guess about the brand colour (a `remember` hypothesis): never over the stated one. */
  guess: string;
  /** A later question per live fact and for the forgotten one, naming neither the value nor a word of it. */
  ask: Partial<Record<Kind, string>>;
}

/** The labels a session's `says` and `forget` give, read the way the writer stated them. */
export interface Labels {
  /** The last value stated of each kind, minus the forgotten one. */
  live: Partial<Record<Kind, string>>;
  /** Each live fact's scope: the transcript's where it says, else the kind's usual one. */
  scopes: Partial<Record<Kind, Scope>>;
  /** Values a later statement of their kind replaced (never current at the end), and who replaced them. */
  replaced: Array<{ kind: Kind; value: string; by?: 'mate' }>;
  /** The "just this once" value: task-scoped, never in the profile nor recalled for other work. */
  oneOff: string;
  /** Live kinds whose value is stated in two messages or more. */
  twice: Kind[];
}

/** Reads the labels off the session: what each message states, in order. */
export function labels(t: Transcript): Labels {
  const last: Partial<Record<Kind, string>> = {};
  const times = new Map<string, number>();
  const replaced: Labels['replaced'] = [];
  let oneOff = '';
  for (const [, , states = {}, aside] of t.says)
    for (const [key, value] of Object.entries(states) as Array<[Kind | 'oneOff', string]>) {
      if (key === 'oneOff') {
        oneOff = value;
        continue;
      }
      const before = last[key];
      if (before && before !== value)
        replaced.push({ kind: key, value: before, ...(aside?.by ? { by: aside.by } : {}) });
      last[key] = value;
      times.set(`${key}=${value}`, (times.get(`${key}=${value}`) ?? 0) + 1);
    }
  const live: Partial<Record<Kind, string>> = Object.fromEntries(
    Object.entries(last).filter(([kind]) => kind !== t.forget.kind),
  );
  const kinds = Object.keys(live) as Kind[];
  return {
    live,
    scopes: Object.fromEntries(kinds.map((k) => [k, t.scopes?.[k] ?? USUAL_SCOPE[k]])),
    replaced,
    oneOff,
    twice: kinds.filter((k) => (times.get(`${k}=${live[k]}`) ?? 0) > 1),
  };
}

/** A turn as the runner sends it: by the person, or by their teammate (`by`: the teammate's user id). */
export type Turn3 = Turn & { by?: string };

/** A person as the runner reads them: B11h's shape, with teammates' turns and a labelled scope per fact (B11h3). */
export type Person3 = Omit<Person, 'turns'> & { turns: Turn3[]; scopes?: Partial<Record<Kind, Scope>> };

export const TRANSCRIPTS3: Record<Lang, Transcript[]> = { en: EN3, es: ES3, de: DE3, ru: RU3, zh: ZH3, ja: JA3 };

/** The set in the runner's shape (`harder.ts --set h3`): the first `perLanguage` people of each language. */
export function buildPeople3(perLanguage = 10): Person3[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS3[lang].slice(0, perLanguage).map((t, i): Person3 => {
      const userId = `b11h3-${lang}-${i}`;
      const l = labels(t);
      return {
        userId,
        lang,
        turns: t.says.map(([task, text, , aside]) => ({
          taskId: `${userId}-task-${task}`,
          text,
          ...(aside?.by ? { by: `${userId}-mate` } : {}),
        })),
        forget: { value: t.forget.value, kind: t.forget.kind, saidIn: t.forget.saidIn },
        live: l.live,
        scopes: l.scopes,
        replaced: l.replaced.map((r) => r.value),
        oneOffs: [l.oneOff],
        guess: t.guess,
        questions: { ...t.ask },
      };
    }),
  );
}
