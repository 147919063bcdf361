/**
 * The objects of a text that no translation changes (issue #27, route27e): numbers and sizes
 * ("800x800", "60", "A3" is no number but "2027" is), names written in Latin letters (a client,
 * a brand, a place: "Lotus Loft" inside a Japanese line, "Görlitz" inside a German one), letters in
 * capitals ("CMYK", "PDF"), hex colours and short quoted text. A follow-up forwarded in the
 * client's language shares them with the brief the freelancer wrote in their own, where the
 * cross-lingual cosine sits lower than a same-language one. By the shape of the tokens, never by
 * a word list: no vocabulary of any language is in here.
 */

const NUMBER = /\d+(?:[.,:x×/-]\d+)*/gu;
const HEX = /#[0-9a-f]{3,8}\b/giu;
const QUOTED = /[«“„"「『]([^«»“”„"「」『』]{2,40})[»”"」』]/gu;
/** A run of Latin letters (with marks, apostrophes and inner hyphens): a word of a Latin-script language or a name. */
const LATIN_WORD = /[\p{Script=Latin}][\p{Script=Latin}\p{M}'’-]*/gu;
const LETTER = /\p{L}/u;

/** Whether most of a text's letters are Latin (then only capitalised words inside a sentence are names). */
function mostlyLatin(text: string): boolean {
  let latin = 0;
  let letters = 0;
  for (const ch of text) {
    if (!LETTER.test(ch)) continue;
    letters++;
    if (/\p{Script=Latin}/u.test(ch)) latin++;
  }
  return letters > 0 && latin / letters > 0.5;
}

/** The language-neutral objects of a text, lower-cased (matching ignores case). */
export function entitiesOf(text: string): Set<string> {
  const out = new Set<string>();
  // A number of one digit ("2 more", "the 3rd") is too common to name one piece.
  for (const m of text.matchAll(NUMBER)) if (m[0].replace(/\D/gu, '').length >= 2) out.add(m[0].replace(',', '.'));
  for (const m of text.matchAll(HEX)) out.add(m[0].toLowerCase());
  for (const m of text.matchAll(QUOTED)) out.add(m[1].trim().toLowerCase());
  const latin = mostlyLatin(text);
  for (const m of text.matchAll(LATIN_WORD)) {
    const word = m[0];
    if (word.length < 2) continue;
    const capitals = word === word.toUpperCase() && word.length >= 2 && word.length <= 6;
    // In a Latin-script text a capital opens every sentence: only a capital inside one is a name.
    const before = text.slice(0, m.index).trimEnd();
    const opensSentence = before === '' || /[.!?:;\n]$/u.test(before);
    const named = /^\p{Lu}/u.test(word) && !opensSentence && word.length >= 3;
    if (!latin || capitals || named) out.add(word.toLowerCase());
  }
  return out;
}

/** How many of the message's objects one of the task's texts also has (at most 3 weigh). */
export function sharedEntities(message: ReadonlySet<string>, taskTexts: readonly string[]): number {
  if (message.size === 0) return 0;
  const task = new Set(taskTexts.flatMap((t) => [...entitiesOf(t)]));
  let n = 0;
  for (const e of message) if (task.has(e)) n++;
  return Math.min(n, 3);
}
