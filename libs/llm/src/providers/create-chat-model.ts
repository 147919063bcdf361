import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ConfigError } from '@lomo/config';
import type { LlmProvider, LlmSettings } from '../config/llm.config';
import { LangChainChatModel } from '../langchain/langchain-chat-model';
import { OFFLINE_PLANNER_MODEL, OfflinePlannerChatModel } from '../offline/offline-planner.chat-model';
import type { ChatModelPort } from '../port/chat-model.port';
import { localChatModel, localModelName } from '../llama-cpp/local-chat-model';
import { OfflineFallbackChatModel } from './offline-fallback.chat-model';

/**
 * Model used when `LLM_MODEL` is unset. Chosen for tool-calling support at a moderate price;
 * set `LLM_MODEL` to pin the model a deployment was tested with.
 */
export const DEFAULT_MODELS: Readonly<Record<LlmProvider, string>> = {
  offline: OFFLINE_PLANNER_MODEL,
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  ollama: 'llama3.1',
  // The GGUF file's name stands in when LLM_MODEL is unset (`localModelName`).
  'llama-cpp': 'local-gguf',
};

/**
 * The LangChain chat model the settings select. Constructing one makes no network call.
 * Retries are the model's own (`maxRetries`, LangChain's retrying caller) and the timeout is
 * the provider client's own per-request `timeout`; Ollama's client has none, so its
 * deadline is set per call by {@link createChatModel}.
 * @throws ConfigError naming the missing variable, if the provider's key is absent.
 */
export async function createLangChainChatModel(settings: LlmSettings): Promise<BaseChatModel> {
  const model = settings.LLM_MODEL ?? DEFAULT_MODELS[settings.LLM_PROVIDER];
  const maxRetries = settings.LLM_MAX_RETRIES;
  switch (settings.LLM_PROVIDER) {
    case 'offline':
      return new OfflinePlannerChatModel();
    // Providers load only when chosen: each costs ~0.5 s of start-up the offline mode need not pay.
    case 'openai': {
      const { ChatOpenAI } = await import('@langchain/openai');
      return new ChatOpenAI({
        model,
        apiKey: required(settings, 'OPENAI_API_KEY'),
        maxRetries,
        timeout: settings.LLM_TIMEOUT_MS,
      });
    }
    case 'anthropic': {
      const { ChatAnthropic } = await import('@langchain/anthropic');
      return new ChatAnthropic({
        model,
        apiKey: required(settings, 'ANTHROPIC_API_KEY'),
        maxRetries,
        clientOptions: { timeout: settings.LLM_TIMEOUT_MS },
      });
    }
    case 'ollama': {
      const { ChatOllama } = await import('@langchain/ollama');
      return new ChatOllama({ model, baseUrl: settings.OLLAMA_BASE_URL, maxRetries });
    }
    // node-llama-cpp itself loads only in the engine's worker thread, when this is chosen.
    case 'llama-cpp':
      return localChatModel(settings);
    default: {
      const _exhaustive: never = settings.LLM_PROVIDER;
      throw new ConfigError([`LLM_PROVIDER: unknown provider ${String(_exhaustive)}`]);
    }
  }
}

/**
 * The model port for the settings: what apps inject into the task runtime. A local model
 * (`llama-cpp`) is guarded by the offline planner, which decides a step the model could not
 * (`OfflineFallbackChatModel`, the reason recorded in the decision).
 */
export async function createChatModel(settings: LlmSettings): Promise<ChatModelPort> {
  const chat = await createLangChainChatModel(settings);
  if (settings.LLM_PROVIDER === 'llama-cpp') {
    return new OfflineFallbackChatModel(
      new LangChainChatModel(chat, { modelName: localModelName(settings) }),
      new LangChainChatModel(new OfflinePlannerChatModel(), { modelName: OFFLINE_PLANNER_MODEL }),
    );
  }
  return new LangChainChatModel(chat, {
    modelName: settings.LLM_MODEL ?? DEFAULT_MODELS[settings.LLM_PROVIDER],
    ...(settings.LLM_PROVIDER === 'anthropic' ? { promptCache: 'anthropic' as const } : {}),
    ...(settings.LLM_PROVIDER === 'ollama'
      ? { callTimeoutMs: settings.LLM_TIMEOUT_MS * (settings.LLM_MAX_RETRIES + 1) }
      : {}),
  });
}

/** Settings may be built by hand (tests, tools), so the factory re-checks what validation would. */
function required(settings: LlmSettings, key: 'OPENAI_API_KEY' | 'ANTHROPIC_API_KEY'): string {
  const value = settings[key];
  if (!value) throw new ConfigError([`${key}: ${key} is required when LLM_PROVIDER=${settings.LLM_PROVIDER} (unset)`]);
  return value;
}
