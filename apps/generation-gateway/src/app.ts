import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { GenerationGatewayModule, withGenerationConfig } from '@lomo/services/generation-gateway';

/** Settings of the standalone generation-gateway process (distributed mode). */
export class GenerationGatewayConfig extends withGenerationConfig(BaseAppConfig) {
  override PORT = 3003;
}

/**
 * Standalone, the gateway has no billing or workspace service in its process: until the
 * distributed clients of those APIs exist it boots, tracks and settles nothing new — every
 * submission is refused with `billing_unavailable` (nothing charged, nothing sent).
 */
export const generationGatewayApp: LomoAppDefinition<GenerationGatewayConfig> = {
  name: 'generation-gateway',
  config: GenerationGatewayConfig,
  services: () => [GenerationGatewayModule],
};
