import { createLangChainChatModel, type LlmSettings } from '@lomo/llm';
import type { Embedder } from '@lomo/search';
import type { MemoryExtractor } from './extractor.port';
import { FallbackExtractor, type ExtractionOutcome } from './fallback-extractor';
import { MeaningExtractor } from './meaning/meaning-extractor';
import { ModelMemoryExtractor } from './model-extractor';

export interface ExtractorOptions {
  /** Told each guarded extraction's outcome, with the model's error when the offline extractor read the message instead. */
  onOutcome?: (outcome: ExtractionOutcome, reason?: string) => void;
  /** The model's share of the observe deadline. @default 4000 (FallbackExtractor) */
  modelTimeoutMs?: number;
}

/**
 * The process's memory extractor. Offline (`LLM_PROVIDER` unset or `offline`): meaning read with
 * e5-small when it is the embedder, else the phrase-table rules (ADR 0039). With a model provider
 * — local or remote — the model extracts and the offline extractor is its fallback (issue 28,
 * ADR 0047 widened by ADR 0052): a provider that is down, refuses, answers malformed output or
 * is slower than its share of the deadline never leaves a statement unread, and each fallback is
 * reported (`onOutcome`: a counter and a log line in the module).
 */
export async function memoryExtractorFor(
  config: Partial<LlmSettings>,
  embedder: Embedder,
  options: ExtractorOptions = {},
): Promise<MemoryExtractor> {
  const offline = new MeaningExtractor(embedder);
  if (!config.LLM_PROVIDER || config.LLM_PROVIDER === 'offline') return offline;
  const model = new ModelMemoryExtractor(await createLangChainChatModel(config as LlmSettings));
  return new FallbackExtractor(model, offline, options);
}
