import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { withLlmConfig } from '@lomo/llm';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { TaskRuntimeModule, withTaskRuntimeConfig } from '@lomo/services/task-runtime';
import { withVaultConfig } from '@lomo/vault';

/** Settings of the standalone task-runtime process (distributed mode); the vault opens attached MCP servers' tokens. */
export class TaskRuntimeConfig extends withTaskRuntimeConfig(
  withGrpcConfig(withLlmConfig(withVaultConfig(BaseAppConfig))),
) {
  override PORT = 3002;
}

export const taskRuntimeApp: LomoAppDefinition<TaskRuntimeConfig> = {
  name: 'task-runtime',
  config: TaskRuntimeConfig,
  /**
   * Serves TaskRuntimeApi over gRPC (GRPC_PORT); the workspace, generation and memory tools are
   * remote tools of the peers at WORKSPACE_GRPC_URL, GENERATION_GRPC_URL and MEMORY_GRPC_URL
   * (each waited for at boot when its address is set); with GENERATION_GRPC_URL, GenerationApi is
   * that peer's client too, so plans are checked against its capability registry.
   */
  services: (config) => [
    TaskRuntimeModule.forRoot(config),
    grpcModule(config, { serve: ['task-runtime'], remoteTools: ['workspace', 'generation-gateway', 'memory'] }),
  ],
};
