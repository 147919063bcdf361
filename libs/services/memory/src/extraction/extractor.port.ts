/**
 * Turns one message into memory candidates. The output is untrusted (a model's especially):
 * `validateCandidates` judges every candidate on its own before anything is stated.
 */
export interface MemoryExtractor {
  /** Recorded nowhere yet; names the extractor in logs and benches. */
  readonly name: string;
  extract(text: string): Promise<unknown[]>;
}

export const MEMORY_EXTRACTOR = Symbol('MEMORY_EXTRACTOR');
