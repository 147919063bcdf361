import type { LomoAppDefinition } from '@lomo/bootstrap';
import { TaskRuntimeModule, type TaskModel } from '@lomo/services/task-runtime';
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
