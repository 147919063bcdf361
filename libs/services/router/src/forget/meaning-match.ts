import { cosine, type Embedder } from '@lomo/search';
import { conceptsOf, type NamedMemory } from './memory-match';

/** The embedder whose cosines the thresholds below were read on (`Embedder.name`); any other matches by words only. */
export const MEANING_EMBEDDER = 'multilingual-e5-small-q4';

/**
 * Read on e5-small (issue 28, 2026-12-02): a forget's target against memory subjects. The
 * subject a person means scores 0.88–1.0 in six languages ("品牌颜色", "фирменный цвет" → "brand
 * colour"); unrelated subjects 0.79–0.87; a look-alike ("dog's name" → "name" 0.889, "company
 * name" 0.884) is as close as a true match, so a lone score never decides: the best subject must
 * clear the floor and stand apart from every other subject by the margin.
 */
export const MEANING_FLOOR = 0.87;
export const MEANING_MARGIN = 0.03;
/** Two subjects are one thing said twice when equal, or when the word lexicon reads the same concepts in both ("brand colour", "Markenfarbe"). */
function sameSubject(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [conceptsOf(a), conceptsOf(b)];
  return x.size > 0 && x.size === y.size && [...x].every((c) => y.has(c));
}

/**
 * Pure: the memories a forget's target names by meaning, given the cosine of the target to each
 * memory's subject (same order). Only a clear winner is named — the memories on the best subject
 * (or on one the word lexicon reads as the same), if that subject scores at least `MEANING_FLOOR`
 * and `MEANING_MARGIN` above every other subject — and only a memory holding every concept the
 * lexicon reads in the target ("brand font" never names a colour, whatever the vectors say).
 * Anything less names nothing: a forget never takes more than was meant.
 */
export function chooseByMeaning<M extends NamedMemory>(
  target: string,
  memories: readonly M[],
  scores: readonly number[],
): M[] {
  if (memories.length === 0) return [];
  const top = scores.indexOf(Math.max(...scores));
  if (scores[top] < MEANING_FLOOR) return [];
  const winner = memories[top].subject;
  const inGroup = memories.map((m) => sameSubject(m.subject, winner));
  const runnerUp = Math.max(-1, ...scores.filter((_, i) => !inGroup[i]));
  if (scores[top] - runnerUp < MEANING_MARGIN) return [];
  const wanted = conceptsOf(target);
  return memories.filter((m, i) => {
    if (!inGroup[i]) return false;
    const held = conceptsOf(`${m.subject} ${m.content}`);
    return [...wanted].every((c) => held.has(c));
  });
}

/**
 * The memories a target names by meaning, with the multilingual embedder (`MEANING_EMBEDDER`):
 * the target and every distinct subject embedded once (the embedder caches them). Undefined when
 * the embedder is not that one — its cosines were never read — so the caller matches by words.
 */
export async function matchByMeaning<M extends NamedMemory>(
  embedder: Embedder | undefined,
  target: string,
  memories: readonly M[],
): Promise<M[] | undefined> {
  if (!embedder || embedder.name !== MEANING_EMBEDDER) return undefined;
  if (memories.length === 0) return [];
  const subjects = [...new Set(memories.map((m) => m.subject))];
  const [query, ...vectors] = await embedder.embed([target, ...subjects]);
  const bySubject = new Map(subjects.map((s, i) => [s, cosine(query, vectors[i])]));
  return chooseByMeaning(
    target,
    memories,
    memories.map((m) => bySubject.get(m.subject) ?? 0),
  );
}
