import { ChatAnthropic } from '@langchain/anthropic';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOllama } from '@langchain/ollama';
import { ChatOpenAI } from '@langchain/openai';
import { ConfigError, loadConfig } from '@lomo/config';
import { LlmConfig, type LlmSettings } from '../config/llm.config';
import { OfflinePlannerChatModel } from '../offline/offline-planner.chat-model';
import { createChatModel, createLangChainChatModel } from './create-chat-model';

const settings = (env: NodeJS.ProcessEnv) => loadConfig(LlmConfig, env);
/** The retry count LangChain's caller will use (kept protected by the library). */
const retriesOf = (chat: BaseChatModel) => (chat.caller as unknown as { maxRetries: number }).maxRetries;

describe('createLangChainChatModel', () => {
  it('given no settings, then it is the offline planner', async () => {
    expect(await createLangChainChatModel(settings({}))).toBeInstanceOf(OfflinePlannerChatModel);
  });

  it('given openai, then ChatOpenAI with the model, key, timeout and retries from the settings (no network at construction)', async () => {
    const chat = await createLangChainChatModel(
      settings({
        LLM_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        LLM_MODEL: 'gpt-4.1',
        LLM_TIMEOUT_MS: '5000',
        LLM_MAX_RETRIES: '4',
      }),
    );

    expect(chat).toBeInstanceOf(ChatOpenAI);
    expect(chat).toMatchObject({ model: 'gpt-4.1', timeout: 5000 });
    expect(retriesOf(chat)).toBe(4);
  });

  it('given anthropic, then ChatAnthropic with the default model and the timeout on its client', async () => {
    const chat = await createLangChainChatModel(
      settings({ LLM_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-test' }),
    );

    expect(chat).toBeInstanceOf(ChatAnthropic);
    expect(chat).toMatchObject({ model: 'claude-sonnet-4-5', clientOptions: { timeout: 60_000 } });
    expect(retriesOf(chat)).toBe(2);
  });

  it('given ollama, then ChatOllama at the configured server', async () => {
    const chat = await createLangChainChatModel(
      settings({ LLM_PROVIDER: 'ollama', OLLAMA_BASE_URL: 'http://gpu-box:11434', LLM_MODEL: 'qwen3' }),
    );

    expect(chat).toBeInstanceOf(ChatOllama);
    expect(chat).toMatchObject({ model: 'qwen3', baseUrl: 'http://gpu-box:11434' });
  });

  it('given hand-built settings without the key, then a ConfigError names the variable', async () => {
    const handBuilt: LlmSettings = {
      LLM_PROVIDER: 'openai',
      OLLAMA_BASE_URL: 'http://127.0.0.1:11434',
      LLM_TIMEOUT_MS: 1000,
      LLM_MAX_RETRIES: 0,
    };

    await expect(createLangChainChatModel(handBuilt)).rejects.toThrow(ConfigError);
    await expect(createLangChainChatModel(handBuilt)).rejects.toThrow(
      'OPENAI_API_KEY is required when LLM_PROVIDER=openai',
    );
  });
});

describe('createChatModel', () => {
  it('given no settings, then the port answers as the offline planner', async () => {
    const decision = await (
      await createChatModel(settings({}))
    ).decide({ system: '', messages: [{ role: 'user', content: 'hi' }], tools: [] });

    expect(decision.model).toBe('lomo-offline-planner');
    expect(decision.toolCalls).toEqual([]);
  });
});
