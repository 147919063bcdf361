import type { ConfigMixinBase } from '@lomo/config';
import { inspect } from 'node:util';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, Validate, ValidateIf } from 'class-validator';
import { ReadableGgufFile } from './gguf-file';

/** Model providers with an implementation behind them (docs/decisions/0002: no empty options). */
export const LLM_PROVIDERS = ['offline', 'openai', 'anthropic', 'ollama', 'llama-cpp'] as const;
/** One of {@link LLM_PROVIDERS}. */
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** Variables whose values are secrets: never printed, logged or serialized. */
export const LLM_SECRET_KEYS = ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY'] as const;

/** The settings the provider factory reads; any object with these fields will do. */
export interface LlmSettings {
  LLM_PROVIDER: LlmProvider;
  LLM_MODEL?: string;
  OPENAI_API_KEY?: string;
  ANTHROPIC_API_KEY?: string;
  OLLAMA_BASE_URL: string;
  LLM_TIMEOUT_MS: number;
  LLM_MAX_RETRIES: number;
  /** `llama-cpp`: the GGUF file. */
  LLM_MODEL_PATH?: string;
  /** `llama-cpp`: CPU threads of one inference. @default 2 */
  LLM_THREADS?: number;
  /** `llama-cpp`: context window in tokens. @default 8192 */
  LLM_CONTEXT_SIZE?: number;
  /** `llama-cpp`: the most tokens one answer may have. @default 512 */
  LLM_MAX_TOKENS?: number;
}

const llamaCpp = (c: LlmSettings) => c.LLM_PROVIDER === 'llama-cpp';

const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/**
 * Adds the model settings to an app's config class, so one `loadConfig` validates both:
 * `class PlatformConfig extends withLlmConfig(BaseAppConfig) {}`. The defaults run the
 * offline planner, so a fresh clone needs no key. Keys are checked only for the provider
 * in use, and only for presence: a value-format rule would print the key in the error.
 */
export function withLlmConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithLlmConfig extends Base implements LlmSettings {
    /** Which model answers. @default offline (the deterministic planner, no network) */
    @IsIn(LLM_PROVIDERS)
    LLM_PROVIDER: LlmProvider = 'offline';

    /** Provider model name. @default per provider, see `DEFAULT_MODELS` */
    @IsOptional()
    @IsString()
    LLM_MODEL?: string;

    /** Required when LLM_PROVIDER=openai. Secret. */
    @ValidateIf((c: LlmSettings) => c.LLM_PROVIDER === 'openai')
    @IsString({ message: 'OPENAI_API_KEY is required when LLM_PROVIDER=openai' })
    OPENAI_API_KEY?: string;

    /** Required when LLM_PROVIDER=anthropic. Secret. */
    @ValidateIf((c: LlmSettings) => c.LLM_PROVIDER === 'anthropic')
    @IsString({ message: 'ANTHROPIC_API_KEY is required when LLM_PROVIDER=anthropic' })
    ANTHROPIC_API_KEY?: string;

    /** Ollama server. @default http://127.0.0.1:11434 */
    @Matches(/^https?:\/\/.+/, { message: 'OLLAMA_BASE_URL must be an http(s):// URL' })
    OLLAMA_BASE_URL = 'http://127.0.0.1:11434';

    /** Timeout of one request to the provider, in ms. @default 60000 */
    @AsInteger()
    @IsInt()
    @Min(1000)
    @Max(600_000)
    LLM_TIMEOUT_MS = 60_000;

    /** Retries of a failed request by the chat model's own retry policy. @default 2 */
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(10)
    LLM_MAX_RETRIES = 2;

    /** Required when LLM_PROVIDER=llama-cpp: a GGUF model file, read at boot (ADR 0047). */
    @ValidateIf(llamaCpp)
    @IsString({ message: 'LLM_MODEL_PATH is required when LLM_PROVIDER=llama-cpp' })
    @Validate(ReadableGgufFile)
    LLM_MODEL_PATH?: string;

    /**
     * CPU threads one local inference uses (`llama-cpp`). Bounded: the model shares the
     * machine with the platform it serves. @default 2
     */
    @AsInteger()
    @IsInt()
    @Min(1)
    @Max(16)
    LLM_THREADS = 2;

    /** Context window of the local model, in tokens (`llama-cpp`). @default 8192 */
    @AsInteger()
    @IsInt()
    @Min(512)
    @Max(131_072)
    LLM_CONTEXT_SIZE = 8192;

    /** The most tokens one local answer may have (`llama-cpp`); a longer answer is cut and unusable. @default 512 */
    @AsInteger()
    @IsInt()
    @Min(16)
    @Max(8192)
    LLM_MAX_TOKENS = 512;

    /** What JSON.stringify (and so pino) sees: everything, with secrets redacted. */
    toJSON(): Record<string, unknown> {
      return redactSecrets(this);
    }

    /** What console.log / util.inspect see: the same redacted view. */
    [inspect.custom](): Record<string, unknown> {
      return this.toJSON();
    }
  }
  return WithLlmConfig;
}

/**
 * The model settings on their own, for apps and tools that load them separately:
 * `loadConfig(LlmConfig, process.env)`.
 */
export class LlmConfig extends withLlmConfig(class {}) {}

/** A copy with every present secret replaced by `[redacted]`. */
export function redactSecrets(settings: object): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...settings };
  for (const key of LLM_SECRET_KEYS) if (copy[key] !== undefined) copy[key] = '[redacted]';
  return copy;
}
