import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { withLlmConfig } from '@lomo/llm';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { withEmbedderConfig } from '@lomo/search';
import { MemoryModule } from '@lomo/services/memory';
import { withVaultConfig } from '@lomo/vault';

/**
 * Settings of the standalone memory process (distributed mode); `LLM_PROVIDER` other than offline
 * selects the model extractor. `EMBEDDER` picks the recall index's vectors and, with e5-small, the
 * meaning extractor (ADR 0039): without it here the process always ran the hashed default.
 */
export class MemoryConfig extends withGrpcConfig(withEmbedderConfig(withLlmConfig(withVaultConfig(BaseAppConfig)))) {
  override PORT = 3004;
}

export const memoryApp: LomoAppDefinition<MemoryConfig> = {
  name: 'memory',
  config: MemoryConfig,
  /**
   * Serves MemoryApi (to the gateway's memory routes and the task runtime's step context) and
   * the `recall`/`remember` tools over gRPC (GRPC_PORT); reads delivered messages through the
   * task runtime at TASK_RUNTIME_GRPC_URL.
   */
  services: (config) => [MemoryModule, grpcModule(config, { serve: ['memory'], hostTools: true })],
};
