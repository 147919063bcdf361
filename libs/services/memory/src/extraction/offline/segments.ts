import { everywhere, type PhraseTable } from './phrase-table';

const sentenceSegmenter = new Intl.Segmenter('und', { granularity: 'sentence' });
/** Longer than any excerpt the candidate schema accepts: not one statement. */
const MAX_SENTENCE = 2_000;
/** Text with a letter or digit in it: punctuation alone says nothing. */
export const hasWord = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** A sentence break after a day number is a German ordinal ("bis zum 15. März"), no sentence end. */
const ORDINAL_END = /(?:^|\s)\d{1,2}\.\s*$/;

/**
 * The sentences of a message, each a substring of it: Unicode sentence breaks (so "。！？"
 * end sentences without a following space), and line breaks.
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
