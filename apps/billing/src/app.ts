import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { BillingModule, withBillingConfig } from '@lomo/services/billing';
import { withVaultConfig } from '@lomo/vault';

/** Settings of the standalone billing process (distributed mode). */
export class BillingConfig extends withGrpcConfig(withBillingConfig(withVaultConfig(BaseAppConfig))) {
  override PORT = 3006;
}

export const billingApp: LomoAppDefinition<BillingConfig> = {
  name: 'billing',
  config: BillingConfig,
  /** Serves BillingApi over gRPC (GRPC_PORT) to the generation gateway. */
  services: (config) => [BillingModule, grpcModule(config, { serve: ['billing'] })],
};
