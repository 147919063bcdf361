import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { MemoryModule } from '@lomo/services/memory';

/** Settings of the standalone memory process (distributed mode). */
export class MemoryConfig extends BaseAppConfig {
  override PORT = 3004;
}

export const memoryApp: LomoAppDefinition<MemoryConfig> = {
  name: 'memory',
  config: MemoryConfig,
  services: () => [MemoryModule],
};
