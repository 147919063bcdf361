/** What an extractor may know besides the message. */
export interface ExtractionContext {
  /**
   * The reference date relative time is read from ("until March" → this or next year's
   * March). Passed in, never read from a clock, so the same message gives the same candidates.
   */
  now?: Date;
  /**
   * Who wrote the text. An agent's reply that repeats or guesses a fact yields hypotheses
   * (`model_inferred`), never statements by the person. @default 'user'
   */
  author?: 'user' | 'agent';
  /** Aborts a model's extraction that is no longer waited for (`FallbackExtractor`). */
  signal?: AbortSignal;
}

/**
 * Turns one message into memory candidates. The output is untrusted (a model's especially):
 * `validateCandidates` judges every candidate on its own before anything is stated.
 */
export interface MemoryExtractor {
  /** Recorded nowhere yet; names the extractor in logs and benches. */
  readonly name: string;
  extract(text: string, context?: ExtractionContext): Promise<unknown[]>;
}

export const MEMORY_EXTRACTOR = Symbol('MEMORY_EXTRACTOR');
