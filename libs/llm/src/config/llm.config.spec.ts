import { inspect } from 'node:util';
import { BaseAppConfig, ConfigError, loadConfig } from '@lomo/config';
import { LlmConfig, withLlmConfig } from './llm.config';

const errorOf = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(LlmConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

const SECRET = 'sk-very-secret-0123456789';

describe('LlmConfig', () => {
  it('given an empty environment, then it runs the offline planner with the library retry and timeout defaults', () => {
    expect({ ...loadConfig(LlmConfig, {}) }).toEqual({
      LLM_PROVIDER: 'offline',
      OLLAMA_BASE_URL: 'http://127.0.0.1:11434',
      LLM_TIMEOUT_MS: 60_000,
      LLM_MAX_RETRIES: 2,
      LLM_THREADS: 2,
      LLM_CONTEXT_SIZE: 8192,
      LLM_MAX_TOKENS: 512,
    });
  });

  it.each([
    ['openai', 'OPENAI_API_KEY'],
    ['anthropic', 'ANTHROPIC_API_KEY'],
  ])('given LLM_PROVIDER=%s without its key, then the error names %s', (provider, key) => {
    expect(errorOf({ LLM_PROVIDER: provider }).message).toBe(
      `invalid configuration: ${key}: ${key} is required when LLM_PROVIDER=${provider} (unset)`,
    );
  });

  it('given a provider without an implementation or bad numbers, then every problem is reported with what is allowed', () => {
    const error = errorOf({ LLM_PROVIDER: 'gemini', LLM_MAX_RETRIES: 'many', OLLAMA_BASE_URL: 'localhost:11434' });

    expect(error.message).toMatch(/LLM_PROVIDER: .*offline, openai, anthropic, ollama, llama-cpp.*\(got "gemini"\)/);
    expect(error.problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['LLM_PROVIDER', 'LLM_MAX_RETRIES', 'OLLAMA_BASE_URL']),
    );
  });

  it('given keys, then they are usable but never serialized, inspected or logged', () => {
    const config = loadConfig(LlmConfig, {
      LLM_PROVIDER: 'openai',
      OPENAI_API_KEY: SECRET,
      ANTHROPIC_API_KEY: SECRET,
      LLM_MODEL: 'gpt-4.1',
    });

    expect(config.OPENAI_API_KEY).toBe(SECRET);
    expect(config.toJSON()).toMatchObject({
      OPENAI_API_KEY: '[redacted]',
      ANTHROPIC_API_KEY: '[redacted]',
      LLM_MODEL: 'gpt-4.1',
    });
    expect(JSON.stringify({ config })).not.toContain(SECRET);
    expect(inspect(config)).not.toContain(SECRET);
    expect(`${inspect({ nested: config })}`).not.toContain(SECRET);
  });

  it('given an app config merged with the model settings, then one load validates both and keeps the app methods', () => {
    class AppConfig extends withLlmConfig(BaseAppConfig) {}

    const config = loadConfig(AppConfig, { PORT: '8080', LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: SECRET });

    expect(config).toMatchObject({ PORT: 8080, LLM_PROVIDER: 'anthropic' });
    expect(config.pgliteDataDir()).toBe('.lomo/pglite');
    expect(JSON.stringify(config)).toContain('"PORT":8080');
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(() => loadConfig(AppConfig, { PORT: 'x', LLM_PROVIDER: 'openai' })).toThrow(
      /PORT: .*; OPENAI_API_KEY: OPENAI_API_KEY is required/,
    );
  });
});
