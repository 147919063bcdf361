export * from './port/chat-model.port';
export * from './port/llm.errors';
export * from './config/llm.config';
export * from './providers/create-chat-model';
export { LangChainChatModel, type LangChainChatModelOptions } from './langchain/langchain-chat-model';
export { languageDirective, providerCallId } from './langchain/to-langchain';
export {
  OFFLINE_PLANNER_MODEL,
  OfflinePlannerChatModel,
  type OfflinePlannerCallOptions,
} from './offline/offline-planner.chat-model';
export {
  OFFLINE_MAX_ITEMS,
  OFFLINE_SERIES_SIZE,
  planOfflineStep,
  REJECTION_NOTE_PREFIX,
  type PlannerStep,
} from './offline/offline-planner';
export { FALLBACK_NOTE, OfflineFallbackChatModel } from './providers/offline-fallback.chat-model';
export { LlamaCppChatModel, type LlamaCppChatModelFields } from './llama-cpp/llama-cpp.chat-model';
export { closeLocalModels, localModelName } from './llama-cpp/local-chat-model';
export { defaultSmallModelPath, SMALL_MODEL_FILE, SMALL_MODEL_RELEASE } from './llama-cpp/small-model';
export { ReplayChatModel } from './replay/replay-chat-model';
export { RecordingChatModel, type RecordingOptions } from './replay/recording-chat-model';
export { parseRecording, readRecording, type RecordedStep } from './replay/recorded-step';
export { countTokens, TokenCounter, warmTokenCounter } from './tokens/token-counter';
