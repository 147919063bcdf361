import type { ConfigMixinBase } from '@lomo/config';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import {
  providerAdapterSettings,
  type ProviderAdaptersConfigValues,
  withProviderAdaptersConfig,
} from './provider/providers/providers.config';

const AsInteger = () =>
  Transform(({ value }) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value));

export interface GenerationConfigValues extends ProviderAdaptersConfigValues {
  GENERATION_PROVIDER_ID: string;
  GENERATION_PROVIDER_URL?: string;
  GENERATION_PROVIDER_SECRETS?: string;
  GENERATION_PROVIDER_KEY?: string;
  GENERATION_SIMULATOR: 'on' | 'off';
  GENERATION_SIMULATOR_PORT: number;
  GENERATION_RENDERER: 'on' | 'off';
  GENERATION_CALLBACK_BASE_URL?: string;
  GENERATION_POLL_TICK_MS: number;
  GENERATION_SUBMIT_TIMEOUT_MS: number;
  GENERATION_LOST_JOB_TIMEOUT_MS: number;
}

/** Adds the generation gateway's settings to an app's config class. */
export function withGenerationConfig<TBase extends ConfigMixinBase>(Base: TBase) {
  class WithGenerationConfig extends withProviderAdaptersConfig(Base) implements GenerationConfigValues {
    /** Id of the HTTP provider at GENERATION_PROVIDER_URL (the callback path names it). @default http */
    @Matches(/^[a-z][a-z0-9-]{0,31}$/, { message: 'GENERATION_PROVIDER_ID must be a lower-case id' })
    GENERATION_PROVIDER_ID = 'http';

    /** Base URL of a generic HTTP generation provider; unset = none (the simulator, if on, serves). */
    @IsOptional()
    @Matches(/^https?:\/\/.+/, { message: 'GENERATION_PROVIDER_URL must be an http(s):// URL' })
    GENERATION_PROVIDER_URL?: string;

    /** Callback secrets of that provider, comma-separated: current first, the previous one during a rotation. Secret. */
    @IsOptional()
    @IsString()
    GENERATION_PROVIDER_SECRETS?: string;

    /** API key sent to that provider as `Authorization: Bearer` (the deployment's; a workspace's own comes from the vault). Secret. */
    @IsOptional()
    @IsString()
    GENERATION_PROVIDER_KEY?: string;

    /** The simulated upstream (provider id `simulated`) in this process. @default on */
    @IsIn(['on', 'off'])
    GENERATION_SIMULATOR: 'on' | 'off' = 'on';

    /** Port of the simulated upstream; 0 = ephemeral. @default 0 */
    @AsInteger()
    @IsInt()
    @Min(0)
    @Max(65535)
    GENERATION_SIMULATOR_PORT = 0;

    /** The video renderer (`render_video`, provider id `render`): ffmpeg in this process. @default on */
    @IsIn(['on', 'off'])
    GENERATION_RENDERER: 'on' | 'off' = 'on';

    /** Public base URL upstreams post callbacks to; unset = this app's own address once it listens. */
    @IsOptional()
    @Matches(/^https?:\/\/.+/, { message: 'GENERATION_CALLBACK_BASE_URL must be an http(s):// URL' })
    GENERATION_CALLBACK_BASE_URL?: string;

    /** How often unsettled jobs are checked (compensating polling, recovery). @default 1000 */
    @AsInteger()
    @IsInt()
    @Min(10)
    @Max(600_000)
    GENERATION_POLL_TICK_MS = 1000;

    /** How long a submission request may take before it counts as uncertain. @default 15000 */
    @AsInteger()
    @IsInt()
    @Min(100)
    @Max(600_000)
    GENERATION_SUBMIT_TIMEOUT_MS = 15_000;

    /** An uncertain submission the upstream cannot find is failed and refunded after this. @default 120000 */
    @AsInteger()
    @IsInt()
    @Min(100)
    @Max(86_400_000)
    GENERATION_LOST_JOB_TIMEOUT_MS = 120_000;
  }
  return WithGenerationConfig;
}

/** The settings from an app config that may lack the mixin (defaults then). */
export function generationSettings(config: Partial<GenerationConfigValues>): GenerationConfigValues {
  return {
    ...providerAdapterSettings(config),
    GENERATION_PROVIDER_ID: config.GENERATION_PROVIDER_ID ?? 'http',
    GENERATION_PROVIDER_URL: config.GENERATION_PROVIDER_URL,
    GENERATION_PROVIDER_SECRETS: config.GENERATION_PROVIDER_SECRETS,
    GENERATION_PROVIDER_KEY: config.GENERATION_PROVIDER_KEY,
    GENERATION_SIMULATOR: config.GENERATION_SIMULATOR ?? 'on',
    GENERATION_SIMULATOR_PORT: config.GENERATION_SIMULATOR_PORT ?? 0,
    GENERATION_RENDERER: config.GENERATION_RENDERER ?? 'on',
    GENERATION_CALLBACK_BASE_URL: config.GENERATION_CALLBACK_BASE_URL,
    GENERATION_POLL_TICK_MS: config.GENERATION_POLL_TICK_MS ?? 1000,
    GENERATION_SUBMIT_TIMEOUT_MS: config.GENERATION_SUBMIT_TIMEOUT_MS ?? 15_000,
    GENERATION_LOST_JOB_TIMEOUT_MS: config.GENERATION_LOST_JOB_TIMEOUT_MS ?? 120_000,
  };
}

/** The deployment's provider keys by provider id: what `DeploymentCredentials` answers. */
export function deploymentKeys(settings: GenerationConfigValues): Record<string, string | undefined> {
  return {
    openai: settings.GENERATION_OPENAI_API_KEY,
    replicate: settings.GENERATION_REPLICATE_API_TOKEN,
    fal: settings.GENERATION_FAL_KEY,
    [settings.GENERATION_PROVIDER_ID]: settings.GENERATION_PROVIDER_KEY,
  };
}
