import { cosine } from '@lomo/search';
import { STOPWORDS } from './route-rules';

/**
 * What the finder embeds of a task's search document: its subject words. The task index warms
 * the same text once it changes a document (ADR 0063), so the post after an attach does not
 * embed a grown document while the person waits.
 */
export const documentWords = (doc: { title: string; body: string }): string =>
  contentWords(`${doc.title}\n${doc.body}`).join(' ');

/** The subject words of a text: lower case, letters and digits (two or more), no stopwords, a trailing plural `s` dropped. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return [
    ...new Set(
      words.filter((w) => !STOPWORDS.has(w)).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w)),
    ),
  ];
}

/** A compound's head is its last word, and a long one names the compound ("Flohmarkt" of "Kinderflohmarkt"). */
const COMPOUND_HEAD = 7;

/**
 * Same word, one inflects the other ("космос"/"космосе", "leuchtturm"/"leuchtturms"; not
 * "grand"/"grandmother"), or one is the head of the other, a compound ("flohmarkt" /
 * "kinderflohmarkt"; seven letters at least, so "light" is not "highlight").
 */
export const sameWord = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    short === long ||
    (short.length >= 5 && short.length >= 0.75 * long.length && long.startsWith(short)) ||
    (short.length >= COMPOUND_HEAD && long.endsWith(short))
  );
};

/** How many of the message's subject words the task's text has. */
export function sharedWords(message: readonly string[], task: readonly string[]): number {
  const taskWords = new Set(task);
  return message.filter((w) => taskWords.has(w) || task.some((t) => sameWord(w, t))).length;
}

/** Jaccard similarity of two word sets. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const shared = sharedWords(a, b);
  const union = a.length + b.length - shared;
  return union > 0 ? shared / union : 0;
}

/** What is asked for, before "for"/"of"/"pour"/"für"/"para"/"для": "a banner" of "a banner for Tidal surf shop". */
function head(text: string): string[] {
  const [before] = text.split(/\s(?:for|of|pour|für|para|для)\s/iu);
  return contentWords(before);
}

/**
 * The duplicate measure of a new request against a task's brief: the Jaccard
 * similarity of their subject words, but 0 when what is asked for differs — "a banner for
 * Tidal surf shop" is not a duplicate of "a brochure for Tidal surf shop".
 */
export function duplicateScore(message: string, brief: string): number {
  if (sharedWords(head(message), head(brief)) === 0) return 0;
  return jaccard(contentWords(message), contentWords(brief));
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
  const shared = sharedWords(message, task);
  const overlap = message.length && task.length ? shared / Math.min(message.length, task.length) : 0;
  return Math.max(overlap, vectors ? Math.max(0, cosine(vectors.message, vectors.task)) : 0);
}

/** Same subject words, both non-empty: the message repeats the task's request. */
export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length > 0 && a.length === b.length && a.every((w) => b.includes(w));
}
