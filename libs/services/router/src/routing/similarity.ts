import { cosine } from '@lomo/search';
import { STOPWORDS } from './route-rules';

/** The subject words of a text: lower case, letters and digits, no stopwords, a trailing plural `s` dropped. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [
    ...new Set(
      words.filter((w) => !STOPWORDS.has(w)).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w)),
    ),
  ];
}

/**
 * Similarity of a message to a task's text, 0–1: the larger of the words they share (overlap
 * coefficient: shared / the smaller set, so a short follow-up naming the subject scores high)
 * and the cosine of their embeddings (spelling variants; meaning, with a model's embedder).
 */
export function similarity(
  message: readonly string[],
  task: readonly string[],
  vectors?: { message: readonly number[]; task: readonly number[] },
): number {
  const taskWords = new Set(task);
  const shared = message.filter((w) => taskWords.has(w)).length;
  const overlap = message.length && task.length ? shared / Math.min(message.length, task.length) : 0;
  return Math.max(overlap, vectors ? Math.max(0, cosine(vectors.message, vectors.task)) : 0);
}

/** Same subject words, both non-empty: the message repeats the task's request. */
export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && a.length === b.length && a.every((w) => b.includes(w));
}
