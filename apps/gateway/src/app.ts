import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { GatewayModule, withGatewayConfig } from '@lomo/services/gateway';
import { withVaultConfig } from '@lomo/vault';

/** Settings of the standalone gateway process (distributed mode). */
export class GatewayConfig extends withGrpcConfig(withGatewayConfig(withVaultConfig(BaseAppConfig))) {
  override PORT = 3000;
}

export const gatewayApp: LomoAppDefinition<GatewayConfig> = {
  name: 'gateway',
  config: GatewayConfig,
  /** Task, object and main-thread routes call the task runtime, workspace and router at their *_GRPC_URL. */
  services: (config) => [GatewayModule, grpcModule(config)],
};
