import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { GenerationGatewayModule } from '@lomo/services/generation-gateway';

/** Settings of the standalone generation-gateway process (distributed mode). */
export class GenerationGatewayConfig extends BaseAppConfig {
  override PORT = 3003;
}

export const generationGatewayApp: LomoAppDefinition<GenerationGatewayConfig> = {
  name: 'generation-gateway',
  config: GenerationGatewayConfig,
  services: () => [GenerationGatewayModule],
};
