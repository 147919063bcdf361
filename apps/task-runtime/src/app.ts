import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { withLlmConfig } from '@lomo/llm';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { TaskRuntimeModule } from '@lomo/services/task-runtime';

/** Settings of the standalone task-runtime process (distributed mode). */
export class TaskRuntimeConfig extends withGrpcConfig(withLlmConfig(BaseAppConfig)) {
  override PORT = 3002;
}

export const taskRuntimeApp: LomoAppDefinition<TaskRuntimeConfig> = {
  name: 'task-runtime',
  config: TaskRuntimeConfig,
  /**
   * Serves TaskRuntimeApi over gRPC (GRPC_PORT); the workspace and generation tools are remote
   * tools of the peers at WORKSPACE_GRPC_URL and GENERATION_GRPC_URL (waited for at boot).
   */
  services: (config) => [
    TaskRuntimeModule.forRoot(config),
    grpcModule(config, { serve: ['task-runtime'], remoteTools: ['workspace', 'generation-gateway'] }),
  ],
};
