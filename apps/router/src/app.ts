import { BaseAppConfig, withGrpcConfig } from '@lomo/config';
import { grpcModule, type LomoAppDefinition } from '@lomo/bootstrap';
import { withLlmConfig } from '@lomo/llm';
import { withEmbedderConfig } from '@lomo/search';
import { RouterModule, withRouterConfig } from '@lomo/services/router';
import { withVaultConfig } from '@lomo/vault';

/** Settings of the standalone router process (distributed mode). */
export class RouterConfig extends withRouterConfig(
  withEmbedderConfig(withLlmConfig(withGrpcConfig(withVaultConfig(BaseAppConfig)))),
) {
  override PORT = 3001;
}

export const routerApp: LomoAppDefinition<RouterConfig> = {
  name: 'router',
  config: RouterConfig,
  /** Serves RouterApi over gRPC (GRPC_PORT); calls the task runtime and workspace at their *_GRPC_URL. */
  services: (config) => [RouterModule, grpcModule(config, { serve: ['router'] })],
};
