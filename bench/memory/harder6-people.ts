/**
 * The sixth harder B11 set, B11h6 (issue 28 item 6): 54 synthetic people, 9 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, written by hand on 4 December 2026 (branch `h6w`)
 * while another helper changed the memory extractor, committed before anything ran it.
 *
 * **Method** — another than B11h (sentence pools), B11h2 (short chats), B11h3 (facts in passing,
 * teammates), B11h4 (onboarding answers, pasted text) and B11h5 (voice-note retrospectives, a
 * handover, quotes): **feedback on the assistant's drafts**. In each of three tasks the assistant
 * has just shown a draft (`asked`, a few words for a reader, never sent) and the person answers it
 * the way people answer a draft in chat — and that is where their facts come up:
 *
 * - **turning down what the draft got wrong**, often in a burst of short messages, so that a fact
 *   is **spread over two messages**: "also the slate blue is all wrong" / "our colour is the
 *   rye-crust brown off the shop sign"; "ay, no soy Jimena jaja" / "soy Ximena, con X". The value
 *   turned down (`rejects`) is the draft's, said in a message that states nothing of the person's;
 *   the next message says what it should be;
 * - **as complaints and negations** ("ugh, no photos of sheet music, it looks so tired", "nada de
 *   purpurina"): the thing to avoid;
 * - **a draft for someone else**: the person makes things for a client, a funder, a co-host, and
 *   says whose colour, name and logo go on it ("this one's for Brennan Farm, so their barn red") —
 *   the `client` values, theirs, never the person's;
 * - **a correction**: the draft used a value that was right once ("wait, the green. we repainted
 *   in spring…"), or the person changes their mind (a format, a typeface, the name to sign with);
 * - **approval** of the last draft that says a fact again in other words ("midnight-ink blue, The
 *   Lantern Stack all over. yes");
 * - **two languages in one message** for some (`mixed`: "жми Export, PDF/X, как всегда",
 *   "配色はmatchaグリーンで").
 *
 * Each person has a one-off in a message of its own ("just for this flyer…"), and at the end asks
 * to forget a typeface, a format or a thing to avoid, **worded indirectly** ("that grumble of mine
 * about the music pictures, you needn't hold on to it"), in another language than theirs for most
 * (`forget.text`, not sent: the bench forgets through `forgetMemory` as the chat's card does). A
 * house rule ("brewery rule, for all of us", "regla de la casa") is the workspace's; a typeface
 * that is "just my taste" the person's.
 *
 * Why it is realistic: reviewing drafts is most of what a person does with a design assistant, and
 * people state their brand facts there only when the draft gets them wrong — as "no, not that",
 * across several quick messages, beside the client's brand they are working for.
 *
 * **What its writer did not read**: `libs/services/memory/**`, `libs/llm/**`, any training data,
 * `bench/memory-extraction/**`, `bench/memory/harder-diagnose.ts`, `docs/memory.md`, the memory
 * ADRs, the data lines of the earlier sets and their runs. It read `bench/memory/README.md`,
 * `harder.ts`, `harder-checks.ts`, `harder5-types.ts`, the header and builder of
 * `harder5-people.ts`, `harder5-people.spec.ts`, the type declarations of `harder-people.ts`,
 * `harder3-people.ts` (whose `labels` is reused) and `harder4-people.ts`. Values equal to an
 * earlier set's were replaced by program (the spec's `earlier`) without reading where they came from.
 *
 * **Counts**: 523 messages (179 answering a draft, 58 turning a value of it down, 55 about a draft
 * for a client, 28 in two languages); 261 live facts (company, colour and name 54 each, format 36,
 * font 35, avoid 28; workspace 159, user 102, 23 of them not their kind's usual scope); 54 replaced
 * values (format 15, colour 14, font 12, name 8, company 5); 54 forgets (avoid 22, format 17, font
 * 15), 52 asked in another language; 54 one-offs; 54 guesses; 166 values not the person's (58 of a
 * draft turned down, 108 a client's); 315 later questions. The labels are the values the writer put
 * in, never what the extractor returns; `harder6-people.spec.ts` holds them to the text.
 */
import { LANGS, type Lang } from './harder-people';
import { labels as labelsOf, type Labels } from './harder3-people';
import type { Person4 } from './harder4-people';
import { DE6, RU6 } from './harder6-de-ru';
import { EN6, ES6 } from './harder6-en-es';
import type { Transcript } from './harder6-types';
import { JA6, ZH6 } from './harder6-zh-ja';

export type { Aside, Said, Transcript } from './harder6-types';

/** The labels of a session, read as B11h3's are (there is no teammate here). */
export const labels = (t: Transcript): Labels => labelsOf({ ...t, mate: '' });

/**
 * Every value in the session that is not the person's: the draft's values they turn down, and the
 * client's (company, colour, typeface, contact), each said only in messages that state nothing of theirs.
 */
export const othersOf = (t: Transcript): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => [...Object.values(aside?.rejects ?? {}), ...(aside?.client ?? [])])),
];

export const TRANSCRIPTS6: Record<Lang, Transcript[]> = { en: EN6, es: ES6, de: DE6, ru: RU6, zh: ZH6, ja: JA6 };

/** The set in the runner's shape (`harder.ts --set h6`): the first `perLanguage` people of each language. */
export function buildPeople6(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS6[lang].slice(0, perLanguage).map((t, i) => person(`b11h6-${lang}-${i}`, t)),
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
