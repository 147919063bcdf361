import type { LomoAppDefinition } from '@lomo/bootstrap';
import { createChatModel } from '@lomo/llm';
import { TaskRuntimeModule, type StepDecision, type StepInput, type TaskModel } from '@lomo/services/task-runtime';
import { platformApp, type PlatformConfig } from '../app';

/** The embedded platform with `model` deciding every task step (tests script the agent, nothing else changes). */
export function platformWithModel(model: TaskModel): LomoAppDefinition<PlatformConfig> {
  const isRuntime = (m: unknown) => (m as { module?: unknown }).module === TaskRuntimeModule;
  return {
    ...platformApp,
    services: (config: PlatformConfig) =>
      platformApp.services(config).map((m) => (isRuntime(m) ? TaskRuntimeModule.forRoot(config, { model }) : m)),
  };
}

/** The offline planner: the agent the platform runs without an LLM server. */
export const offlinePlanner = (): Promise<TaskModel> =>
  createChatModel({
    LLM_PROVIDER: 'offline',
    OLLAMA_BASE_URL: 'http://127.0.0.1:11434',
    LLM_TIMEOUT_MS: 60_000,
    LLM_MAX_RETRIES: 0,
  });

/** The offline planner for every task but those whose brief a test scripts (by the brief's text). */
export async function offlinePlannerExcept(
  scripts: Record<string, (input: StepInput) => StepDecision>,
): Promise<TaskModel> {
  const offline = await offlinePlanner();
  return {
    decide: async (input) => {
      const brief = Object.keys(scripts).find((b) => input.system.includes(`Task brief: ${b}`));
      return brief ? scripts[brief]!(input) : offline.decide(input);
    },
  };
}
