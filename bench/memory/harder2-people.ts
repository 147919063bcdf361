/**
 * The second harder B11 set, B11h2 (issue 28 item 6): 60 synthetic people, 10 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, each written by hand as a short chat transcript
 * over three or four tasks — not drawn from sentence pools like B11h (`harder-people.ts`). How it
 * was made and what its writer did not read: bench/memory/README.md. The labels are the values the
 * writer put in, never what the extractor returns; `harder2-people.spec.ts` holds them to the text.
 */
import { DE, RU } from './harder2-de-ru';
import { EN, ES } from './harder2-en-es';
import { ZH, JA } from './harder2-zh-ja';
import { LANGS, type Kind, type Lang, type Person } from './harder-people';

/** What a message states: a fact of a kind (its value as typed), or a "just this once" wish. */
export type States = Partial<Record<Kind | 'oneOff', string>>;

/** One message: the task it was typed into (1–4, one a day), the text as typed, what it states. */
export type Said = [task: number, text: string, states?: States];

/** One person's transcript and its labels. */
export interface Transcript {
  lang: Lang;
  says: Said[];
  /** The "just this once" value: task-scoped, never in the profile nor recalled for other work. */
  oneOff: string;
  /** The value a later message corrects ("no wait, not …"): never current at the end. */
  replaced: { kind: Kind; value: string };
  /**
   * The forget request: after the first `after` messages, in `saidIn`, worded as `text`. The bench
   * runs it through `forgetMemory` (the API the chat's forget card calls), not as a message.
   */
  forget: { after: number; kind: Kind; value: string; saidIn: Lang; text: string };
  /**
   * What holds at the end, kind → value: the last statement of each kind, minus the forgotten one.
   * Its scope is the kind's, as in B11h: workspace for colour, font, company; user for name, format, avoid.
   */
  live: Partial<Record<Kind, string>>;
  /** The agent's wrong guess about the brand colour (a `remember` hypothesis): never over the stated one. */
  guess: string;
  /** A later question per live fact and for the forgotten one, naming neither the subject word nor the value. */
  ask: Partial<Record<Kind, string>>;
}

export const TRANSCRIPTS: Record<Lang, Transcript[]> = { en: EN, es: ES, de: DE, ru: RU, zh: ZH, ja: JA };

/** The set in the runner's shape (`harder.ts --set h2`): the first `perLanguage` people of each language. */
export function buildPeople2(perLanguage = 10): Person[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS[lang].slice(0, perLanguage).map((t, i): Person => {
      const userId = `b11h2-${lang}-${i}`;
      return {
        userId,
        lang,
        turns: t.says.map(([task, text]) => ({ taskId: `${userId}-task-${task}`, text })),
        forget: { value: t.forget.value, kind: t.forget.kind, saidIn: t.forget.saidIn },
        live: { ...t.live },
        replaced: [t.replaced.value],
        oneOffs: [t.oneOff],
        guess: t.guess,
        questions: { ...t.ask },
      };
    }),
  );
}
