import { BaseAppConfig } from '@lomo/config';
import { withLlmConfig } from '@lomo/llm';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { TaskRuntimeModule } from '@lomo/services/task-runtime';

/** Settings of the standalone task-runtime process (distributed mode). */
export class TaskRuntimeConfig extends withLlmConfig(BaseAppConfig) {
  override PORT = 3002;
}

export const taskRuntimeApp: LomoAppDefinition<TaskRuntimeConfig> = {
  name: 'task-runtime',
  config: TaskRuntimeConfig,
  services: (config) => [TaskRuntimeModule.forRoot(config)],
};
