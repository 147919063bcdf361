import { everywhere, type PhraseTable } from './phrase-table';
import { splitAtTypedStops } from './typed-stops';

const sentenceSegmenter = new Intl.Segmenter('und', { granularity: 'sentence' });
/** Longer than any excerpt the candidate schema accepts: not one statement. */
const MAX_SENTENCE = 2_000;
/** Text with a letter or digit in it: punctuation alone says nothing. */
export const hasWord = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** A sentence break after a day number is a German ordinal ("bis zum 15. März"), no sentence end. */
const ORDINAL_END = /(?:^|\s)\d{1,2}\.\s*$/;

/**
 * Chat is typed in lowercase: "Ana Ruiz, head chef. we never use gold foil" is two sentences, but
 * Unicode's rules break after a full stop only before a capital. A stop (or "!", "…") after a word
 * of three letters or more, then a space and a lowercase letter, ends a sentence too — unless the
 * word is an abbreviation (a short list of grammar: "etc.", "bzw.", "т.е." have their dots inside or
 * are listed).
 */
const LOWERCASE_START = /(?<=(?<![\p{L}.])(\p{L}{3,})[.!…]+)\s+(?=\p{Ll})/gu;
const ABBREVIATIONS = new Set([
  'etc',
  'approx',
  'incl',
  'excl',
  'bzw',
  'usw',
  'vgl',
  'ggf',
  'inkl',
  'aprox',
  'pág',
  'núm',
  'tel',
  'str',
  'стр',
  'руб',
  'тыс',
  'млн',
  'млрд',
  'см',
  'мин',
  'vol',
  'fig',
]);

function splitLowercaseStarts(segment: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of segment.matchAll(LOWERCASE_START)) {
    const word = /(\p{L}+)[.!…]+$/u.exec(segment.slice(0, m.index))?.[1] ?? '';
    if (ABBREVIATIONS.has(word.toLowerCase())) continue;
    parts.push(segment.slice(start, m.index));
    start = m.index + m[0].length;
  }
  parts.push(segment.slice(start));
  return parts;
}

/**
 * The sentences of a message, each a substring of it: Unicode sentence breaks (so "。！？"
 * end sentences without a following space), line breaks, and the stops a phone typist leaves
 * instead of punctuation (an emoji, a space between Chinese or Japanese words: typed-stops.ts).
 */
export function sentencesOf(text: string): string[] {
  const merged: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const previous = merged.at(-1);
    if (previous !== undefined && ORDINAL_END.test(previous)) merged[merged.length - 1] = previous + segment;
    else merged.push(segment);
  }
  return merged
    .flatMap((segment) => segment.split(/[\r\n\u2028\u2029]+/))
    .flatMap(splitLowercaseStarts)
    .flatMap(splitAtTypedStops)
    .map((s) => s.trim())
    .filter((s) => s.length <= MAX_SENTENCE && hasWord(s));
}

/** A clause's place in its sentence (so every excerpt is a substring of the message). */
export interface ClauseSpan {
  start: number;
  end: number;
}

/** The clauses of a sentence as spans, split where the language joins two statements ("…, but…"). */
export function clauseSpans(sentence: string, t: PhraseTable): ClauseSpan[] {
  const spans: ClauseSpan[] = [];
  let start = 0;
  for (const m of sentence.matchAll(everywhere(t.joiners))) {
    spans.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  spans.push({ start, end: sentence.length });
  return spans.filter(({ start: s, end: e }) => hasWord(sentence.slice(s, e)));
}
