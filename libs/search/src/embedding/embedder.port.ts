/**
 * Turns text into vectors for the search port's vector ranking and the router's
 * similarity. One embedder per deployment: its `dimensions` fix the index's vector size.
 */
export interface Embedder {
  /** Recorded in routing events, so a decision says which similarity it used. */
  readonly name: string;
  readonly dimensions: number;
  /** One unit-length vector per text, in order. */
  embed(texts: string[]): Promise<number[][]>;
  /** Ends what the embedder runs beside the process (the e5-small engine); a later `embed` may start it again. */
  close?(): Promise<void>;
}

/** Nest token of the process's `Embedder`. */
export const EMBEDDER = Symbol('EMBEDDER');

/** Cosine similarity of two vectors of one embedder (both unit length: the dot product). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * (b[i] ?? 0);
  return dot;
}
