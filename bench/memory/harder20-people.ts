/**
 * The twentieth harder B11 set, B11h20: 54 synthetic people, 9 speaking each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **values dictated by voice**: every message is what a phone's or a desktop's
 * speech-to-text wrote down while the person talked — in the van, between customers, walking the
 * dog. Run-on sentences with the language's filler words ("um", "so", "bueno", "o sea", "ähm",
 * "also", "ну", "короче", "那个", "就是", "えーと", "あの"); values said the way people say them
 * aloud — a surname spelled letter by letter ("K-O-W-A-L-S-K-I", "В-Е-Р-Б-И-Ц-К-А-Я"), a character
 * described by a word it is in ("黎明的黎", "草かんむりの莉"), a hex code, a Pantone or RAL number
 * read out ("hash five C, four zero, three three", "RAL sieben null drei drei"); a value said by
 * mistake and taken back in the same breath ("Honiggelb, nee, Quatsch, Heidekrautlila", "用思源黑体，
 * 不对，用得意黑"); a name the transcriber got wrong, left in the transcript, and then put right
 * ("me llamo Javier, no, perdona, Xavier con equis"); side remarks. What memory should hold is the
 * value the person settled on in that breath; the slip and the misheard form are not theirs and must
 * not be held. Each person writes 9 messages over days 1–5, each day its own task (`writer.manner`
 * how they dictate, `writer.spoken` what they spell out or read aloud as the transcript writes it,
 * `writer.slips` the kinds whose value they take back or the transcriber got wrong,
 * `writer.people` whose values come up beside theirs, `writer.jobs` the pieces of work they ask
 * for, each named in a message):
 *
 * - the name, the company, the colour, the typeface, the format and the thing to avoid;
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside: a
 *   value taken back mid-sentence (`slip`) or misheard by the transcriber (`misheard`) — both
 *   B11h17's `unreal`, so scored as a hypothetical: must not be held —, said in the very message
 *   that states the person's value; a client's, a friend's or partner's, a competitor's or
 *   neighbour's ("the fella down the road, Timberline, they use that bright lime green on everything");
 * - one **one-off** per person, for one named piece only, alone in its message for 36 and beside
 *   a client's, a partner's or a competitor's value for 18;
 * - one **replaced value** per person, corrected on a later day naming the old value (colour 18,
 *   company 12, name 6, font 6, format 6, avoid 6);
 * - one **house rule** per language that makes the thing to avoid the workspace's, and one
 *   **typeface of the person's alone** per language, scoped to the user, not the workspace;
 * - a thanks at the end;
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of
 *   the typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten
 *   value is stated in a message that states no other fact and carries no one else's value.
 *
 * Values are as the transcript writes them. Each message's day is its task (`${userId}-task-${day}`).
 * The agent's colour guess (never said) and the later questions (one of two paraphrases per kind)
 * are drawn from the language's pools with a seeded PRNG (mulberry32, **seed 2020**). The labels are
 * the values put in, never what the extractor returns; `harder20-people.spec.ts` holds them to the
 * text and keeps them apart from B11h–B11h19's by program (asked only whether a value of this set is
 * in the earlier sets; colliding values were replaced by hand without reading the earlier sets).
 *
 * **How it was written, and what its writer read**: by a helper session that read no memory,
 * router or model code (nothing under `libs/`, `apps/` or `docs/`), no `*-run.json` and nothing of
 * B11h19 but its registration lines in `harder.ts`. It read `harder18-types.ts`,
 * `harder18-people.ts`, `harder18-people.spec.ts`, the head, the first three people and the pools of
 * `harder18-en-es.ts` (for the shape of an entry only; no line, person, trade or value was taken),
 * `harder-earlier.ts`, `bench/memory/README.md`, the set-registering lines of `harder.ts`, the
 * `Kind`/`Lang`/`LANGS`/`fillerNotes` lines of `harder-people.ts` and, by a grep, the names of
 * `harder9-people.ts`'s `labels` and `mulberry32` exports; the checks of `harder-checks.ts` were
 * used without reading them. The people, trades, values and sentences were made up for this set:
 * the plan (which kind each person forgets, which is replaced, whose value comes up, which one-off
 * sits beside someone else's value) was laid out by index, the same for each language, and each
 * chat was then written in its language, not translated. First choices that the spec found in an
 * earlier set (about 150, mostly common typefaces, colour names and the guesses) were replaced with
 * values checked by a throwaway script outside the repository that answered, for values the writer
 * proposed, only whether each was taken. `harder-earlier.ts` gained B11h19's line (through its
 * `labels` and transcripts, without reading them), so that this set is kept apart from B11h19 too.
 * It ran this set's spec, tsc, eslint and prettier on its files, and throwaway scripts outside the
 * repository that counted this set and listed its messages without a filler word; no benchmark,
 * not `harder.ts --dry-run`, and nothing against the extractor.
 *
 * **Counts**: 54 people, 486 messages (81 per language, 9 per person, over days 1–5); 270 live
 * facts, 45 per language (name, company, colour 54 each; font, format, avoid 36 each; workspace 144,
 * user 126, 12 in a scope not their kind's usual one — 6 house rules making the thing to avoid the
 * workspace's, 6 typefaces of the person's alone); 54 replaced values (colour 18, company 12, name
 * 6, font 6, format 6, avoid 6), each corrected on a later day naming the old; 54 forgets (font,
 * format, avoid 18 each); 54 one-offs (36 alone in their message, 18 beside a client's, partner's
 * or competitor's value); 109 values not the person's in 126 messages — 55 taken back mid-sentence
 * or misheard (in the message stating colour 32, name 12, format 6, font 4; 12 names misheard by
 * the transcriber), 18 a client's, 18 a friend's or partner's, 18 a competitor's or neighbour's;
 * 83 things spelled out or read aloud; 108 named pieces of work; 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE20, DE20_POOLS, RU20, RU20_POOLS } from './harder20-de-ru';
import { EN20, EN20_POOLS, ES20, ES20_POOLS } from './harder20-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder20-types';
import { JA20, JA20_POOLS, ZH20, ZH20_POOLS } from './harder20-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, Said, Transcript, Writer } from './harder20-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED20 = 2020;

export const DRAFTS20: Record<Lang, Draft[]> = { en: EN20, es: ES20, de: DE20, ru: RU20, zh: ZH20, ja: JA20 };
export const POOLS20: Record<Lang, Pools> = {
  en: EN20_POOLS,
  es: ES20_POOLS,
  de: DE20_POOLS,
  ru: RU20_POOLS,
  zh: ZH20_POOLS,
  ja: JA20_POOLS,
};

/** The filler words of dictated speech in each language, as the transcripts write them. */
export const FILLERS: Record<Lang, string[]> = {
  en: ['um', 'uh', 'er', 'ehm', 'so', 'like', 'you know', 'right', 'okay'],
  es: ['bueno', 'eh', 'o sea', 'pues', 'este', 'a ver', 'vale', 'oye'],
  de: ['ähm', 'äh', 'also', 'halt', 'naja', 'nee', 'quasi'],
  ru: ['ну', 'короче', 'э-э', 'значит', 'вот', 'типа', 'как бы'],
  zh: ['那个', '就是', '嗯', '呃', '然后', '这个'],
  ja: ['えーと', 'えっと', 'あの', 'まあ', 'なんか', 'その'],
};

const lower = (s: string) => s.toLocaleLowerCase();

/** Whether a message holds one of its language's filler words (as a word of its own in the spaced languages). */
export function hasFiller(lang: Lang, text: string): boolean {
  const t = lower(text);
  if (lang === 'zh' || lang === 'ja') return FILLERS[lang].some((f) => t.includes(f));
  return FILLERS[lang].some((f) => new RegExp(`(^|[^\\p{L}-])${f}($|[^\\p{L}-])`, 'u').test(t));
}

/** Every value in a message that is not the person's: a slip, a misheard form, a client's, a friend's or partner's, a competitor's. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS20: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED20, POOLS20, DRAFTS20);

/** The set in the runner's shape (`harder.ts --set h20`): the first `perLanguage` people of each language. */
export function buildPeople20(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS20[lang].slice(0, perLanguage).map((t, i) => person(`b11h20-${lang}-${i}`, t)),
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
