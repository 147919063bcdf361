import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { GatewayModule, withGatewayConfig } from '@lomo/services/gateway';

/** Settings of the standalone gateway process (distributed mode). */
export class GatewayConfig extends withGatewayConfig(BaseAppConfig) {
  override PORT = 3000;
}

export const gatewayApp: LomoAppDefinition<GatewayConfig> = {
  name: 'gateway',
  config: GatewayConfig,
  services: () => [GatewayModule],
};
