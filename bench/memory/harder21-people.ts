/**
 * The twenty-first harder B11 set, B11h21: 54 synthetic people, 9 writing each of English, Spanish,
 * German, Russian, Chinese and Japanese, written by hand by a helper session apart from the memory
 * extractor, to be run once before and once after a frozen change.
 *
 * **Theme** — **values pasted or forwarded into the chat**. People give their values by pasting text
 * they already have, mixed with short comments of their own: an email signature ("Potter & owner,
 * Saltmarsh Ceramics"), a line of their brand guidelines ("Primary colour: samphire green #6B8F3E"), a
 * bullet list from a brand deck, a row copied from a spreadsheet ("sticker | Pantone 1665 C | 500 |
 * matte"), a URL or an Instagram bio with the business's name, and a quoted client's brief ("my client
 * says: 'please use our mustard #D9A521'"). The pasted text holds the person's values and, in the quoted
 * brief, someone else's. What memory should hold is the person's own values with their scope; the quoted
 * client's value, a friend's or partner's, a competitor's, and a value the person typed and took back at
 * once or only supposed ("ignore the 'sea-glass blue' I typed into the sheet last night"; "if I ever
 * branched into kayaks I'd fancy a loch-water teal") are never the person's. Each person writes 9
 * messages over days 1–5, each day its own task (`writer.manner` how they paste, `writer.pastes` the
 * forms of text they paste, each with an excerpt as it stands in a message, `writer.people` whose values
 * come up beside theirs, `writer.jobs` the pieces of work they ask for, each named in a message):
 *
 * - the name, the company, the colour, the typeface, the format and the thing to avoid, several of them
 *   inside pasted text (a signature gives the name and business, a list or a guidelines line the colour
 *   and typeface, a spreadsheet row the name, business or colour);
 * - **values that are not the person's** (the runner's `others`), marked in the message's aside: a
 *   quoted client's (`client`, every person: the client brief is pasted), a friend's or partner's, a
 *   competitor's, and one taken back or only supposed (`unreal`, scored as a hypothetical: must not be
 *   held);
 * - one **one-off** per person, for one named piece only ("For that label only, put the glaze names in
 *   kiln-ash grey");
 * - one **replaced value** per person: stated, then changed on a later day, the change naming the old
 *   value ("samphire green #6B8F3E printed khaki on the kraft boxes, so from today our colour is tidepool
 *   blue #2F6E8A") — for some a business renamed after its name clashed, for one per language a name
 *   taken on marriage;
 * - one **house rule** per language that makes the thing to avoid the workspace's (pasted from the
 *   guidelines: "for everything made for Saltmarsh, by anyone"), and one **typeface of the person's
 *   alone** per language, scoped to the user, not the workspace ("for my own invoices and notes");
 * - ordinary chat (a thanks, a "cheers");
 * - at the end a **forget** (`forget.text`, not sent: the bench forgets through `forgetMemory`) of the
 *   typeface, the format or the thing to avoid (18 each), in the chat's language; the forgotten value
 *   is stated in a message that states no other fact and carries no one else's value.
 *
 * Values are as the person types them. Each message's day is its task (`${userId}-task-${day}`). The
 * agent's colour guess (never said) and the later questions (one of two paraphrases per kind) are
 * drawn from the language's pools with a seeded PRNG (mulberry32, **seed 2121**). The labels are the
 * values put in, never what the extractor returns; `harder21-people.spec.ts` holds them to the text
 * and keeps them apart from B11h–B11h20's by program (asked only whether a value of this set is in
 * the earlier sets; colliding values were replaced by hand without reading the earlier sets).
 *
 * **Authorship and what its writer read**: written by a helper who read no memory code and only
 * B11h19's format files — nothing under `libs/services/memory/`, no B11h20 file and no router set. It
 * read `harder19-people.ts`, `harder19-types.ts`, `harder19-en-es.ts`, `harder19-de-ru.ts`,
 * `harder19-zh-ja.ts`, `harder19-people.spec.ts`, the set-registration lines of `harder.ts` (its doc
 * comment's `--set` lines, the `buildPeople` imports and the `BUILDS` map) and the README's section on
 * sets. Every line was written for this set in its own language, none copied from another set. It ran
 * this set’s spec (whose failures named the values taken by earlier sets), a throwaway script that
 * counted this set and printed its chats to proofread them, tsc, eslint and prettier; it did not run the benchmark on this set.
 *
 * **Counts** (by a throwaway script over `TRANSCRIPTS21` and `labels`): 54 people, 486 messages (9 per
 * person, 81 per language, over days 1–5); 270 live facts, 45 per language (name, company, colour 54
 * each; font, format, avoid 36 each; workspace 144, user 126, 12 in a scope not their kind's usual one —
 * 6 house rules making the thing to avoid the workspace's, 6 typefaces of the person's alone); 54
 * replaced values, one per person (colour 18, company 12, name 6, font 6, format 6, avoid 6), each
 * changed on a later day than it was said; 54 forgets (font, format, avoid 18 each); 54 one-offs (48
 * alone in their message, 6 beside a quoted client's value); 138 values not the person's, 23 per
 * language, in 78 messages, 54 of those messages beside a fact of the person's — 54 a quoted client's,
 * 24 a friend's or partner's, 30 a competitor's, 30 taken back or only supposed; 162 pasted excerpts
 * (client brief 54, URL or bio 30, signature 24, bullet list 24, spreadsheet row 18, guidelines line
 * 12); 108 named pieces of work; 54 guesses; 324 later questions.
 */
import { drawSessions } from './harder-sessions';
import { LANGS, type Lang } from './harder-people';
import { DE21, DE21_POOLS, RU21, RU21_POOLS } from './harder21-de-ru';
import { EN21, EN21_POOLS, ES21, ES21_POOLS } from './harder21-en-es';
import { ASIDE_KINDS, type Draft, type Pools, type Said, type Transcript } from './harder21-types';
import { JA21, JA21_POOLS, ZH21, ZH21_POOLS } from './harder21-zh-ja';
import type { Person4 } from './harder4-people';
import { labels } from './harder9-people';

export type { Aside, Draft, PasteForm, Said, Transcript, Writer } from './harder21-types';
export { PASTE_FORMS } from './harder21-types';
export { labels, type Labels9 } from './harder9-people';

export const SEED21 = 2121;

export const DRAFTS21: Record<Lang, Draft[]> = { en: EN21, es: ES21, de: DE21, ru: RU21, zh: ZH21, ja: JA21 };
export const POOLS21: Record<Lang, Pools> = {
  en: EN21_POOLS,
  es: ES21_POOLS,
  de: DE21_POOLS,
  ru: RU21_POOLS,
  zh: ZH21_POOLS,
  ja: JA21_POOLS,
};

/** Every value in a message that is not the person's: a quoted client's, a friend's or partner's, a competitor's, one taken back or only supposed. */
export const othersIn = (aside: Said[3]): string[] => ASIDE_KINDS.flatMap((key) => aside?.[key] ?? []);

/** Every value in the chat that is not the person's, each once. */
export const othersOf = (t: Pick<Transcript, 'says'>): string[] => [
  ...new Set(t.says.flatMap(([, , , aside]) => othersIn(aside))),
];

export const TRANSCRIPTS21: Record<Lang, Transcript[]> = drawSessions<Transcript>(SEED21, POOLS21, DRAFTS21);

/** The set in the runner's shape (`harder.ts --set h21`): the first `perLanguage` people of each language. */
export function buildPeople21(perLanguage = 9): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS21[lang].slice(0, perLanguage).map((t, i) => person(`b11h21-${lang}-${i}`, t)),
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
