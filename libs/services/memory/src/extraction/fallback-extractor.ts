import type { ExtractionContext, MemoryExtractor } from './extractor.port';

/** How an extraction went: the model answered, or it failed and the offline extractor read the message. */
export type ExtractionOutcome = 'model' | 'offline_fallback';

export interface FallbackExtractorOptions {
  /**
   * The model's share of the observe deadline (`EXTRACTION_TIMEOUT_MS`): past it the offline
   * extractor still has time to read the message. @default 4000
   */
  modelTimeoutMs?: number;
  /** Told each outcome, with the model's error when it fell back (a counter and a log line in the module). */
  onOutcome?: (outcome: ExtractionOutcome, reason?: string) => void;
}

/**
 * A model guarded by the offline extractor (ADR 0047 for the local model, ADR 0052 for every
 * provider): when the model fails — a provider down or refusing, output that does not parse — or
 * is slower than its share of the deadline, the offline extractor reads the message instead and
 * the reason is reported, so no statement waits on a provider (nor goes unread) and a model that
 * cannot keep up never leaves the main-thread processor retrying the same batch. Whatever either
 * returns is judged candidate by candidate afterwards.
 */
export class FallbackExtractor implements MemoryExtractor {
  readonly name: string;

  constructor(
    private readonly model: MemoryExtractor,
    private readonly offline: MemoryExtractor,
    private readonly options: FallbackExtractorOptions = {},
  ) {
    this.name = `${model.name}+${offline.name}`;
  }

  async extract(text: string, context: ExtractionContext = {}): Promise<unknown[]> {
    const signal = AbortSignal.timeout(this.options.modelTimeoutMs ?? 4_000);
    try {
      const candidates = await this.model.extract(text, { ...context, signal });
      this.options.onOutcome?.('model');
      return candidates;
    } catch (error) {
      const reason = signal.aborted
        ? `the model did not answer within ${this.options.modelTimeoutMs ?? 4_000} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      this.options.onOutcome?.('offline_fallback', reason);
      return this.offline.extract(text, context);
    }
  }
}
