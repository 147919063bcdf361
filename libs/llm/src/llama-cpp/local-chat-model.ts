import { basename } from 'node:path';
import { ConfigError } from '@lomo/config';
import type { LlmSettings } from '../config/llm.config';
import { ggufProblem } from '../config/gguf-file';
import { LlamaCppChatModel } from './llama-cpp.chat-model';
import { LlamaEngine } from './llama-engine';

/** The name a local model's answers carry: `LLM_MODEL`, else the GGUF file's name. */
export function localModelName(settings: LlmSettings): string {
  return settings.LLM_MODEL ?? basename(settings.LLM_MODEL_PATH ?? 'local-model', '.gguf');
}

/**
 * The `llama-cpp` chat model for the settings, its model loaded (once per process) before this
 * returns, so a file node-llama-cpp cannot load stops the boot as a `ConfigError` naming
 * `LLM_MODEL_PATH` rather than failing the first message. `LLM_MAX_RETRIES` does not apply: a
 * local answer that failed would fail the same way again.
 */
export async function localChatModel(settings: LlmSettings): Promise<LlamaCppChatModel> {
  const modelPath = settings.LLM_MODEL_PATH;
  if (!modelPath)
    throw new ConfigError(['LLM_MODEL_PATH: LLM_MODEL_PATH is required when LLM_PROVIDER=llama-cpp (unset)']);
  // Settings may be built by hand (tests, tools): re-check what validation would.
  const problem = ggufProblem(modelPath);
  if (problem)
    throw new ConfigError([
      `LLM_MODEL_PATH: LLM_MODEL_PATH must be a readable GGUF model file: ${problem} (got "${modelPath}")`,
    ]);
  const engine = LlamaEngine.for({
    modelPath,
    threads: settings.LLM_THREADS ?? 2,
    contextSize: settings.LLM_CONTEXT_SIZE ?? 8192,
  });
  try {
    await engine.load();
  } catch (error) {
    throw new ConfigError([`LLM_MODEL_PATH: ${error instanceof Error ? error.message : String(error)}`]);
  }
  return new LlamaCppChatModel({
    engine,
    modelName: localModelName(settings),
    timeoutMs: settings.LLM_TIMEOUT_MS,
    maxTokens: settings.LLM_MAX_TOKENS ?? 512,
  });
}

/** Stops the local models this process loaded (tests that boot and close apps; a process that exits needs nothing). */
export const closeLocalModels = (): Promise<void> => LlamaEngine.closeAll();
