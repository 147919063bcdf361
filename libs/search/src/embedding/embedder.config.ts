import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ConfigError } from '@lomo/config';
import type { Embedder } from './embedder.port';
import { HashedNgramEmbedder } from './hashed-ngram.embedder';
import { modelEmbedder } from './langchain.embedder';

/** Embedders with an implementation behind them. */
export const EMBEDDER_PROVIDERS = ['hashed', 'openai', 'ollama'] as const;

/** The settings `embedderFor` reads (the key and the Ollama URL are the LLM settings'). */
export interface EmbedderSettings {
  EMBEDDER: (typeof EMBEDDER_PROVIDERS)[number];
  EMBEDDER_MODEL?: string;
  EMBEDDER_DIMENSIONS?: number;
  OPENAI_API_KEY?: string;
  OLLAMA_BASE_URL?: string;
}

/**
 * Adds the embedder's settings to an app's config class. One embedder per deployment: its
 * dimensions fix the vectors in the search index, so changing it means rebuilding the index
 * (a new projection checkpoint).
 */
export function withEmbedderConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithEmbedderConfig extends Base {
    /** `hashed` (offline, lexical, downloads nothing), `openai` or `ollama` (LangChain embeddings). @default hashed */
    @IsIn(EMBEDDER_PROVIDERS)
    EMBEDDER: EmbedderSettings['EMBEDDER'] = 'hashed';

    /** Provider model. @default text-embedding-3-small (OpenAI), nomic-embed-text (Ollama) */
    @IsOptional()
    @IsString()
    EMBEDDER_MODEL?: string;

    /** Vector size. @default 256 (hashed), 1536 (OpenAI), 768 (Ollama) */
    @IsOptional()
    @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
    @IsInt()
    @Min(8)
    @Max(8192)
    EMBEDDER_DIMENSIONS?: number;
  }
  return WithEmbedderConfig;
}

/**
 * The embedder the settings select; an app without these settings gets the offline default.
 * @throws ConfigError when `EMBEDDER=openai` and no `OPENAI_API_KEY` is set.
 */
export async function embedderFor(settings: Partial<EmbedderSettings>): Promise<Embedder> {
  const provider = settings.EMBEDDER ?? 'hashed';
  if (provider === 'hashed') return new HashedNgramEmbedder({ dimensions: settings.EMBEDDER_DIMENSIONS });
  if (provider === 'openai' && !settings.OPENAI_API_KEY)
    throw new ConfigError(['OPENAI_API_KEY: OPENAI_API_KEY is required when EMBEDDER=openai (unset)']);
  return modelEmbedder({
    provider,
    model: settings.EMBEDDER_MODEL,
    dimensions: settings.EMBEDDER_DIMENSIONS,
    apiKey: settings.OPENAI_API_KEY,
    baseUrl: settings.OLLAMA_BASE_URL,
  });
}
