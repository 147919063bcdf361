import { tablesFor } from '../offline/languages';
import type { PhraseTable } from '../offline/phrase-table';
import { lexiconSubjects } from '../offline/subjects';

/** Where a message's opening phrase ends: any clause or sentence break of any script. */
const PHRASE_END = /\s*(?:[,;:.!，；：、。！]|\s[—–-]\s|[—–])\s*/u;
/** A phrase this short is a fragment, not a sentence: four words, or eight characters without spaces. */
const MAX_WORDS = 4;
const MAX_CHARS = 8;
const COPULA = /^(?:就是|是)|(?:でした|ですね|です|だよ|だね|だ|吧|啊|哦|呀|的)$/u;

/**
 * An answer given as a fragment that names a colour ("harbour grey, like the ferries", "Moos-Grün",
 * "рябиново-красный", "烟灰蓝"): the assistant asked, the person answers with a noun phrase alone.
 * Read by grammar, not meaning: the message opens with a verbless phrase of at most four words
 * (eight characters in a script without spaces) whose head — its last word, or its first in
 * head-first languages (Spanish, French) — is a colour word of the language's lexicon. "A red
 * cat" is headed by "cat" and stays a request; "use red" is an instruction; "too red" a judgement;
 * a one-off marker, a question or a forget request are never an answer to remember.
 */
export function isColourAnswer(sentence: string, t: PhraseTable | undefined): boolean {
  if (!t || t.skip.test(sentence) || t.once.test(sentence) || t.askingToDo.test(sentence)) return false;
  const phrase = sentence.trim().split(PHRASE_END)[0];
  if (!phrase || t.judgement.test(phrase) || t.reaction.test(phrase)) return false;
  // "字体是…粗黑", "font Archivo Black": a typeface or a format named, whose name ends in a colour word (ADR 0069).
  // Every table of the script: a short mixed line ("Schrift Archivo Black") may be guessed as another language.
  const named = tablesFor(phrase).flatMap((table) => [...lexiconSubjects(phrase, table)]);
  if (named.includes('font') || named.includes('format')) return false;
  if (!t.spaced) {
    // A copula or a particle around the answer is no verb of its own: "是…", "…です", "…吧".
    const chars = phrase.replace(/\s+/gu, '').replace(COPULA, '');
    return chars.length <= MAX_CHARS && [1, 2].some((n) => lexiconSubjects(chars.slice(-n), t).has('colour'));
  }
  if (t.instruction.test(phrase)) return false;
  const words = phrase.split(/\s+/u);
  if (words.length > MAX_WORDS) return false;
  const head = t.head === 'first' ? words[0] : words[words.length - 1];
  if (lexiconSubjects(head, t).has('colour')) return true;
  // German compounds put their head last, in one word: "Moospink", "Himmelblau".
  return t.lang === 'de' && compoundHead(head).some((tail) => lexiconSubjects(tail, t).has('colour'));
}

/** The tails of a compound word that leave at least three letters before them. */
export const compoundHead = (word: string): string[] =>
  Array.from({ length: Math.max(0, word.length - 5) }, (_, i) => word.slice(i + 3)).filter((w) => w.length >= 3);
