/**
 * The fifth harder B11 set, B11h5 (issue 28 item 6): 60 synthetic people, 10 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, written by hand on 3 December 2026 (branch `h5m`)
 * while another helper changed the memory extractor, committed before anything ran it.
 *
 * **Method** — another than B11h (sentence pools), B11h2 (short chats), B11h3 (facts in passing
 * inside requests, teammates) and B11h4 (onboarding answers, pasted text). Each person has just
 * finished a piece of work and, in three tasks:
 *
 * 1. **looks back on it** (a retrospective), mostly in **voice notes** sent as their transcripts —
 *    run-on, with fillers and **corrections mid-sentence** ("the sea green, no wait, marram green,
 *    sorry", "Fichtennadelgrün, nee, Moment… Flechtengrün", "ベンガラ色、あ、違う…焦げ茶"): what
 *    to keep (the company's colour, a typeface, a format) and what never again; and **quotes someone else** —
 *    a stockist, a sponsor, a client, an author — whose name, company, colour or typeface
 *    (`quoted`) are theirs, never the person's;
 * 2. **hands the work over to a new colleague** in the shared workspace, saying which rules are the
 *    house's ("company policy", "Werkstattregel", "店のルール": the workspace's) and which are only
 *    their own taste ("that's just me", "это просто моя привычка": the person's); the colleague
 *    writes back from their own account, and for 19 people **corrects one of the house facts**
 *    from a newer source (a colour, a format rule, a typeface, the company's new name);
 * 3. **starts the next job**: a one-off in a message of its own ("for the Bristol food fair stand
 *    only…", "solo para…", "今回の…だけ"), the house facts said again in other words.
 *
 * Every person corrects one value (in the same voice note for 23, through the colleague for 19, in
 * a later message for 18) and asks, at the end, to forget a typeface, a format or a thing to avoid,
 * in natural words and in another language than theirs for 48 (`forget.text`, not sent: the bench
 * forgets through `forgetMemory` as the chat's card does). The quoted values are the person's
 * `others` (179 for 60 people).
 *
 * **What its writer did not read**: `libs/services/memory/**`, `libs/services/router/**`,
 * `libs/llm/**`, any training data, `bench/memory-extraction/*`, `docs/memory.md`, the memory ADRs,
 * the data lines of `harder-people.ts`, `harder2-*.ts`, `harder3-*.ts` and `harder4-*.ts`, and the
 * earlier runs. It read `bench/memory/README.md`'s method sections, `harder.ts`, the type
 * declarations of `harder-people.ts`, `harder3-people.ts` and `harder4-people.ts` (B11h3's `labels`
 * is reused), `harder-checks.ts` and `harder4-people.spec.ts`. Values equal to an earlier set's were
 * replaced by program (the spec's `earlier`) without reading where they came from.
 *
 * **Counts**: 489 messages (129 voice notes, 60 by the colleague, 60 quoting someone); 300 live
 * facts (company, colour and name 60 each, font 48, format 36, avoid 36; workspace 206, user 94, 50
 * of them not their kind's usual scope); 60 replaced values (colour 24, font 18, format 16, company
 * 2); 60 forgets (avoid 24, format 24, font 12); 60 one-offs; 60 guesses; 179 others' values; 360
 * later questions. The labels are the values the writer put in, never what the extractor returns;
 * `harder5-people.spec.ts` holds them to the text.
 */
import { LANGS, type Lang } from './harder-people';
import { labels as labelsOf, type Labels } from './harder3-people';
import type { Person4 } from './harder4-people';
import { DE5, RU5 } from './harder5-de-ru';
import { EN5, ES5 } from './harder5-en-es';
import type { Said, Transcript } from './harder5-types';
import { JA5, ZH5 } from './harder5-zh-ja';

export type { Aside, Said, Transcript } from './harder5-types';

/**
 * The labels of a session, read as B11h3's are: a value taken back in the same message ("green —
 * no, teal") is read as stated just before that message, so that it is replaced and never live.
 */
export const labels = (t: Transcript): Labels =>
  labelsOf({
    ...t,
    says: t.says.flatMap((said): Said[] => {
      const [task, text, , aside] = said;
      return aside?.was ? [[task, text, aside.was], said] : [said];
    }),
  });

/**
 * Every value in the session that is someone else's: the values in quoted text (a stockist's, a
 * sponsor's, a client's name, company, colour or typeface), said in messages that state nothing of
 * the person's. The colleague's name is not among them: the person greets them by name in the very
 * messages that state the house rules, so a memory of a rule may fairly carry it.
 */
export const othersOf = (t: Transcript): string[] => t.says.flatMap(([, , , aside]) => aside?.quoted ?? []);

export const TRANSCRIPTS5: Record<Lang, Transcript[]> = { en: EN5, es: ES5, de: DE5, ru: RU5, zh: ZH5, ja: JA5 };

/** The set in the runner's shape (`harder.ts --set h5`): the first `perLanguage` people of each language. */
export function buildPeople5(perLanguage = 10): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS5[lang].slice(0, perLanguage).map((t, i) => person(`b11h5-${lang}-${i}`, t)),
  );
}

/** One person: each message a turn of its task (the colleague's under their own id), the labels read off the session. */
function person(userId: string, t: Transcript): Person4 {
  const { live, scopes, replaced, oneOff } = labels(t);
  const { value, kind, saidIn } = t.forget;
  return {
    userId,
    lang: t.lang,
    turns: t.says.map(([task, text, , aside]) => ({
      taskId: `${userId}-task-${task}`,
      text,
      ...(aside?.by ? { by: `${userId}-mate` } : {}),
    })),
    live,
    scopes,
    guess: t.guess,
    questions: { ...t.ask },
    others: othersOf(t),
    forget: { value, kind, saidIn },
    replaced: replaced.map((r) => r.value),
    oneOffs: [oneOff],
  };
}
