import { BaseAppConfig } from '@lomo/config';
import { withLlmConfig } from '@lomo/llm';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { MemoryModule } from '@lomo/services/memory';

/** Settings of the standalone memory process (distributed mode); `LLM_PROVIDER` other than offline selects the model extractor. */
export class MemoryConfig extends withLlmConfig(BaseAppConfig) {
  override PORT = 3004;
}

export const memoryApp: LomoAppDefinition<MemoryConfig> = {
  name: 'memory',
  config: MemoryConfig,
  services: () => [MemoryModule],
};
