import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { parsePrices, PriceConfigError } from '../../capabilities/pricing';

const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

/** The vendor adapters a deployment may enable. */
export const ADAPTERS = ['openai', 'replicate', 'fal', 'comfyui'] as const;
export type AdapterId = (typeof ADAPTERS)[number];

const LIST = /^\s*((openai|replicate|fal|comfyui)\s*(,\s*(openai|replicate|fal|comfyui)\s*)*)?$/;
const MODELS =
  /^\s*(image|video|audio)=[A-Za-z0-9._/-]+(:[A-Za-z0-9]+)?(\s*,\s*(image|video|audio)=[A-Za-z0-9._/-]+(:[A-Za-z0-9]+)?)*\s*$/;
const URL = /^https?:\/\/.+/;
/** `GENERATION_PRICES` parses (`capabilities/pricing.ts`); the message names every bad entry. */
const IsPriceList = () =>
  ValidateBy({
    name: 'isPriceList',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && problemsOf(value) === undefined,
      defaultMessage: (args) =>
        typeof args?.value === 'string'
          ? (problemsOf(args.value) ?? '')
          : 'GENERATION_PRICES must be provider:model=amount/unit,…',
    },
  });

function problemsOf(spec: string): string | undefined {
  try {
    parsePrices(spec);
    return undefined;
  } catch (error) {
    if (error instanceof PriceConfigError) return error.problems.join('; ');
    throw error;
  }
}

const enabled = (id: AdapterId) => (config: { GENERATION_PROVIDERS?: string }) =>
  (config.GENERATION_PROVIDERS ?? '').split(',').some((p) => p.trim() === id);

export interface ProviderAdaptersConfigValues {
  GENERATION_PROVIDERS: string;
  GENERATION_PRICES: string;
  GENERATION_OPENAI_API_KEY?: string;
  GENERATION_OPENAI_BASE_URL: string;
  GENERATION_OPENAI_MODEL: string;
  GENERATION_OPENAI_COST_MINOR: number;
  GENERATION_OPENAI_TIMEOUT_MS: number;
  GENERATION_OPENAI_CONCURRENCY: number;
  GENERATION_REPLICATE_API_TOKEN?: string;
  GENERATION_REPLICATE_BASE_URL: string;
  GENERATION_REPLICATE_MODELS: string;
  GENERATION_FAL_KEY?: string;
  GENERATION_FAL_QUEUE_URL: string;
  GENERATION_FAL_JWKS_URL: string;
  GENERATION_FAL_MODELS: string;
  GENERATION_COMFYUI_URL?: string;
  GENERATION_COMFYUI_CHECKPOINT: string;
  GENERATION_SPOOL_DIR?: string;
  GENERATION_MAX_OUTPUT_BYTES: number;
}

export const PROVIDER_ADAPTER_DEFAULTS: ProviderAdaptersConfigValues = {
  GENERATION_PROVIDERS: '',
  GENERATION_PRICES: '',
  GENERATION_OPENAI_BASE_URL: 'https://api.openai.com/v1',
  GENERATION_OPENAI_MODEL: 'gpt-image-1',
  GENERATION_OPENAI_COST_MINOR: 5,
  GENERATION_OPENAI_TIMEOUT_MS: 100_000,
  GENERATION_OPENAI_CONCURRENCY: 4,
  GENERATION_REPLICATE_BASE_URL: 'https://api.replicate.com/v1',
  GENERATION_REPLICATE_MODELS: 'image=black-forest-labs/flux-schnell',
  GENERATION_FAL_QUEUE_URL: 'https://queue.fal.run',
  GENERATION_FAL_JWKS_URL: 'https://rest.alpha.fal.ai/.well-known/jwks.json',
  GENERATION_FAL_MODELS: 'image=fal-ai/flux/schnell,audio=fal-ai/stable-audio',
  GENERATION_COMFYUI_CHECKPOINT: 'v1-5-pruned-emaonly.safetensors',
  GENERATION_MAX_OUTPUT_BYTES: 268_435_456,
};

/** The vendor adapters' settings (which are enabled, their endpoints, models and deployment keys). */
export function withProviderAdaptersConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithProviderAdapters extends Base implements ProviderAdaptersConfigValues {
    /** Vendor adapters to enable, comma-separated: openai, replicate, fal, comfyui. @default none */
    @Matches(LIST, { message: 'GENERATION_PROVIDERS must list openai, replicate, fal, comfyui' })
    GENERATION_PROVIDERS = PROVIDER_ADAPTER_DEFAULTS.GENERATION_PROVIDERS;

    /**
     * Prices per model, in the vendor's unit: `provider:model=amount/unit[@max seconds]`,
     * comma-separated; amount in minor units (fractions allowed), unit `image`, `second`,
     * `megapixel` or `compute_second` (with `@max seconds`, what one call is quoted for). A model
     * not listed keeps its adapter's default price. @default none
     */
    @IsPriceList()
    GENERATION_PRICES = PROVIDER_ADAPTER_DEFAULTS.GENERATION_PRICES;

    /** The deployment's OpenAI key (a workspace's own comes from the vault). Secret. */
    @IsOptional()
    @IsString()
    GENERATION_OPENAI_API_KEY?: string;

    @Matches(URL, { message: 'GENERATION_OPENAI_BASE_URL must be an http(s):// URL' })
    GENERATION_OPENAI_BASE_URL = PROVIDER_ADAPTER_DEFAULTS.GENERATION_OPENAI_BASE_URL;

    @IsString()
    GENERATION_OPENAI_MODEL = PROVIDER_ADAPTER_DEFAULTS.GENERATION_OPENAI_MODEL;

    /** What one OpenAI image costs the user, minor units. @default 5 */
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(1_000_000)
    GENERATION_OPENAI_COST_MINOR = PROVIDER_ADAPTER_DEFAULTS.GENERATION_OPENAI_COST_MINOR;

    /** The synchronous call's timeout; keep it under GENERATION_LOST_JOB_TIMEOUT_MS. @default 100000 */
    @AsInteger()
    @IsInt()
    @Min(1_000)
    @Max(600_000)
    GENERATION_OPENAI_TIMEOUT_MS = PROVIDER_ADAPTER_DEFAULTS.GENERATION_OPENAI_TIMEOUT_MS;

    /**
     * OpenAI calls in flight at once per process: each synchronous call runs as a background job
     * (ADR 0040), more wait their turn. @default 4
     */
    @AsInteger()
    @IsInt()
    @Min(1)
    @Max(64)
    GENERATION_OPENAI_CONCURRENCY = PROVIDER_ADAPTER_DEFAULTS.GENERATION_OPENAI_CONCURRENCY;

    /** The deployment's Replicate API token. Secret. */
    @IsOptional()
    @IsString()
    GENERATION_REPLICATE_API_TOKEN?: string;

    @Matches(URL, { message: 'GENERATION_REPLICATE_BASE_URL must be an http(s):// URL' })
    GENERATION_REPLICATE_BASE_URL = PROVIDER_ADAPTER_DEFAULTS.GENERATION_REPLICATE_BASE_URL;

    /** `kind=owner/model[:version]`, comma-separated (kinds: image, video, audio). */
    @Matches(MODELS, { message: 'GENERATION_REPLICATE_MODELS must be kind=owner/model[:version],…' })
    GENERATION_REPLICATE_MODELS = PROVIDER_ADAPTER_DEFAULTS.GENERATION_REPLICATE_MODELS;

    /** The deployment's fal key. Secret. */
    @IsOptional()
    @IsString()
    GENERATION_FAL_KEY?: string;

    @Matches(URL, { message: 'GENERATION_FAL_QUEUE_URL must be an http(s):// URL' })
    GENERATION_FAL_QUEUE_URL = PROVIDER_ADAPTER_DEFAULTS.GENERATION_FAL_QUEUE_URL;

    /** Where fal publishes its webhook signing keys (JWKS). */
    @Matches(URL, { message: 'GENERATION_FAL_JWKS_URL must be an http(s):// URL' })
    GENERATION_FAL_JWKS_URL = PROVIDER_ADAPTER_DEFAULTS.GENERATION_FAL_JWKS_URL;

    /** `kind=endpoint-id`, comma-separated. */
    @Matches(MODELS, { message: 'GENERATION_FAL_MODELS must be kind=endpoint,…' })
    GENERATION_FAL_MODELS = PROVIDER_ADAPTER_DEFAULTS.GENERATION_FAL_MODELS;

    /** The ComfyUI server (e.g. http://127.0.0.1:8188); required when comfyui is enabled. */
    @ValidateIf(enabled('comfyui'))
    @IsDefined({ message: 'GENERATION_COMFYUI_URL is required when GENERATION_PROVIDERS has comfyui' })
    @Matches(URL, { message: 'GENERATION_COMFYUI_URL must be an http(s):// URL' })
    GENERATION_COMFYUI_URL?: string;

    /** The checkpoint the default workflow loads (must be installed on that server). */
    @IsString()
    GENERATION_COMFYUI_CHECKPOINT = PROVIDER_ADAPTER_DEFAULTS.GENERATION_COMFYUI_CHECKPOINT;

    /** Where synchronous providers' outputs wait for registration; unset = the OS temp dir. */
    @IsOptional()
    @IsString()
    GENERATION_SPOOL_DIR?: string;

    /** Largest single output taken from any provider; larger fails the job. @default 268435456 */
    @AsInteger()
    @IsInt()
    @Min(1_024)
    @Max(4_294_967_296)
    GENERATION_MAX_OUTPUT_BYTES = PROVIDER_ADAPTER_DEFAULTS.GENERATION_MAX_OUTPUT_BYTES;
  }
  return WithProviderAdapters;
}

/** The adapters' settings from a config that may lack the mixin. */
export function providerAdapterSettings(config: Partial<ProviderAdaptersConfigValues>): ProviderAdaptersConfigValues {
  const defined = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
  return { ...PROVIDER_ADAPTER_DEFAULTS, ...defined } as ProviderAdaptersConfigValues;
}

/** The enabled adapters, in the configured order. */
export const enabledAdapters = (settings: ProviderAdaptersConfigValues): AdapterId[] =>
  settings.GENERATION_PROVIDERS.split(',')
    .map((p) => p.trim())
    .filter((p): p is AdapterId => (ADAPTERS as readonly string[]).includes(p));
