/**
 * The seventh harder B11 set, B11h7 (issue 28 item 6): 54 synthetic people, 9 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, written by hand on 6 December 2026 by a helper
 * session, committed before anything ran it.
 *
 * **Method** — another than B11h (sentence pools), B11h2 (short chats), B11h3 (facts in passing,
 * teammates), B11h4 (onboarding answers, pasted text), B11h5 (voice-note retrospectives, a
 * handover) and B11h6 (feedback on drafts): **facts that ride along inside creative requests**.
 * People do not announce their brand to a design assistant; they ask for work — a menu board, a
 * banner, a reel, a flyer — and the facts come with the brief: "can you do the autumn menu board —
 * our usual typeface, and it's Hartwell Crumb on top", "нужен баннер на сайт, как всегда в нашем
 * цвете", "新しいチラシを、いつも通りA5縦で". Every brief also carries what is not a fact of the
 * person's at all:
 *
 * - **the job's content** (`content`): the subject of the picture ("a ginger cat asleep on the
 *   bread shelf"), the dish, the event, the headline — never theirs to keep as a preference;
 * - **a client's or partner's values** (`client`): the job is for someone else, whose name, colour
 *   or typeface go on it — theirs, never the person's;
 * - **a one-off**: "only for this flyer…", in a message of its own for some, **inside a brief**
 *   beside a standing fact for the others (a memory of that fact must not carry it);
 * - **a correction** over time ("we dropped the old name…"), a live fact **said twice** in other
 *   words in two briefs, a house rule (the workspace's) against a personal taste (the person's);
 * - at the end a **forget worded indirectly**, in another language than the person's
 *   (`forget.text`, not sent: the bench forgets through `forgetMemory` as the chat's card does).
 *
 * **What its writer did not read**: `libs/**`, any training data, `bench/memory-extraction/**`,
 * `bench/memory/harder-diagnose.ts`, `docs/memory.md`, `docs/benchmarks.md`, the ADRs, the data
 * lines of the earlier sets and their runs. It read `bench/memory/README.md`, `harder.ts`,
 * `harder-checks.ts`, `harder6-types.ts`, the header and builder of `harder6-people.ts`,
 * `harder6-people.spec.ts`, `package.json`, and the type declarations of `harder-people.ts`,
 * `harder3-people.ts` (whose `labels` is reused) and `harder4-people.ts`. Values equal to an earlier
 * set's were replaced by program (the spec's `earlier`) without reading where they came from.
 *
 * **Counts**: 500 messages (183 briefs carrying the job's content or a client's values, 162 of them
 * stating a fact of the person's too; 54 for a client); 270 live facts (company, colour and name 54
 * each, format 41, avoid 35, font 32; workspace 158, user 112, 42 of them not their kind's usual
 * scope); 54 replaced values (colour 13, company 12, font 12, format 11, name 6); 54 forgets (font
 * 22, avoid 19, format 13), all asked in another language; 54 one-offs (28 in a message of their
 * own, 26 inside a brief, 11 of those beside a standing fact); 54 guesses; 330 values not the
 * person's (224 the job's content, 106 a client's); 324 later questions. The labels are the values
 * the writer put in, never what the extractor returns; `harder7-people.spec.ts` holds them to the text.
 */
import { LANGS, type Lang } from './harder-people';
import { labels as labelsOf, type Labels } from './harder3-people';
import type { Person4 } from './harder4-people';
import { DE7, RU7 } from './harder7-de-ru';
import { EN7, ES7 } from './harder7-en-es';
import type { Transcript } from './harder7-types';
import { JA7, ZH7 } from './harder7-zh-ja';

export type { Aside, Said, Transcript } from './harder7-types';

/** The labels of a session, read as B11h3's are (there is no teammate here). */
export const labels = (t: Transcript): Labels => labelsOf({ ...t, mate: '' });

/** Every value in the session that is not the person's: what the briefs are about, and a client's values. */
export const othersOf = (t: Transcript): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => [...(aside?.content ?? []), ...(aside?.client ?? [])])),
];

export const TRANSCRIPTS7: Record<Lang, Transcript[]> = { en: EN7, es: ES7, de: DE7, ru: RU7, zh: ZH7, ja: JA7 };

/** The set in the runner's shape (`harder.ts --set h7`): the first `perLanguage` people of each language. */
export function buildPeople7(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS7[lang].slice(0, perLanguage).map((t, i) => person(`b11h7-${lang}-${i}`, t)),
  );
}

/** One person: each message a turn of its task, the labels read off the session. */
function person(userId: string, t: Transcript): Person4 {
  const { live, scopes, replaced, oneOff } = labels(t);
  const { value, kind, saidIn } = t.forget;
  return {
    userId,
    lang: t.lang,
    turns: t.says.map(([task, text]) => ({ taskId: `${userId}-task-${task}`, text })),
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
