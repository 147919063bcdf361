import { BaseAppConfig, ConfigError, loadConfig } from '@lomo/config';
import { generationSettings, withGenerationConfig, deploymentKeys } from '../../generation.config';
import { DeploymentCredentials, type ProviderCredentials } from '../provider.port';
import { buildAdapters } from './build-adapters';
import { enabledAdapters } from './providers.config';
import { NO_REFERENCES } from './references';

class Config extends withGenerationConfig(BaseAppConfig) {}

const load = (env: NodeJS.ProcessEnv) => loadConfig(Config, env);
const errorOf = (env: NodeJS.ProcessEnv): string => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('provider adapters configuration', () => {
  it('given no setting, then no vendor adapter is enabled and the defaults are the documented ones', () => {
    const settings = generationSettings(load({}));
    expect(enabledAdapters(settings)).toEqual([]);
    expect(settings).toMatchObject({
      GENERATION_OPENAI_MODEL: 'gpt-image-1',
      GENERATION_MAX_OUTPUT_BYTES: 268_435_456,
    });
  });

  it('given the four adapters with their keys and URL, then each is built under its id and the deployment keys answer per provider', async () => {
    const settings = generationSettings(
      load({
        GENERATION_PROVIDERS: 'openai, replicate,fal,comfyui',
        GENERATION_OPENAI_API_KEY: 'sk-test',
        GENERATION_REPLICATE_API_TOKEN: 'r8-test',
        GENERATION_FAL_KEY: 'fal-test',
        GENERATION_COMFYUI_URL: 'http://127.0.0.1:8188',
        GENERATION_REPLICATE_MODELS: 'image=black-forest-labs/flux-schnell,audio=meta/musicgen:671ac645',
      }),
    );
    const credentials: ProviderCredentials = new DeploymentCredentials(deploymentKeys(settings));
    const adapters = buildAdapters(settings, credentials, NO_REFERENCES, 5_000);

    expect(adapters.providers.map((p) => p.id)).toEqual(['openai', 'replicate', 'fal', 'comfyui']);
    expect(Object.keys((await adapters.providers[1].capability()).kinds)).toEqual(['image', 'audio']);
    expect(await credentials.resolve('replicate', 'any-workspace')).toBe('r8-test');
    expect(await credentials.resolve('comfyui', 'any-workspace')).toBeUndefined();
    await adapters.close();
  });

  it('given an unknown adapter, comfyui without its URL or a malformed model list, then the boot is refused naming the setting', () => {
    expect(errorOf({ GENERATION_PROVIDERS: 'openai,midjourney' })).toContain('GENERATION_PROVIDERS');
    expect(errorOf({ GENERATION_PROVIDERS: 'comfyui' })).toContain('GENERATION_COMFYUI_URL');
    expect(errorOf({ GENERATION_FAL_MODELS: 'sound=fal-ai/x' })).toContain('GENERATION_FAL_MODELS');
    expect(errorOf({ GENERATION_MAX_OUTPUT_BYTES: '12' })).toContain('GENERATION_MAX_OUTPUT_BYTES');
  });
});
