import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { GenerationGatewayModule, withGenerationConfig } from '@lomo/services/generation-gateway';
import { withVaultConfig } from '@lomo/vault';

/** Settings of the standalone generation-gateway process (distributed mode). */
export class GenerationGatewayConfig extends withGrpcConfig(withGenerationConfig(withVaultConfig(BaseAppConfig))) {
  override PORT = 3003;
}

/**
 * Standalone, billing and workspace are peers: with BILLING_GRPC_URL and WORKSPACE_GRPC_URL
 * their APIs are gRPC clients (unset: every paid submission is refused with
 * `billing_unavailable`, nothing charged or sent). Its tools and GenerationApi (the capability
 * registry the task runtime checks plans against) are served on GRPC_PORT.
 */
export const generationGatewayApp: LomoAppDefinition<GenerationGatewayConfig> = {
  name: 'generation-gateway',
  config: GenerationGatewayConfig,
  services: (config) => [
    GenerationGatewayModule,
    grpcModule(config, { serve: ['generation-gateway'], hostTools: true }),
  ],
};
