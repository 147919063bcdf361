import { BaseAppConfig } from '@lomo/config';
import { withLlmConfig } from '@lomo/llm';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { GatewayModule, withGatewayConfig } from '@lomo/services/gateway';
import { withEmbedderConfig } from '@lomo/search';
import { RouterModule, withRouterConfig } from '@lomo/services/router';
import { TaskRuntimeModule, withTaskRuntimeConfig } from '@lomo/services/task-runtime';
import { GenerationGatewayModule, withGenerationConfig } from '@lomo/services/generation-gateway';
import { MemoryModule } from '@lomo/services/memory';
import { WorkspaceModule, withWorkspaceConfig } from '@lomo/services/workspace';
import { BillingModule, withBillingConfig } from '@lomo/services/billing';
import { withVaultConfig } from '@lomo/vault';

/** Settings of the embedded platform: the defaults need no configuration at all. */
export class PlatformConfig extends withGatewayConfig(
  withWorkspaceConfig(
    withGenerationConfig(
      withBillingConfig(
        withRouterConfig(withEmbedderConfig(withLlmConfig(withTaskRuntimeConfig(withVaultConfig(BaseAppConfig))))),
      ),
    ),
  ),
) {}

/** Embedded mode: one process hosting every service module. */
export const platformApp: LomoAppDefinition<PlatformConfig> = {
  name: 'platform',
  config: PlatformConfig,
  services: (config) => [
    GatewayModule,
    RouterModule,
    TaskRuntimeModule.forRoot(config),
    GenerationGatewayModule,
    MemoryModule,
    WorkspaceModule,
    BillingModule,
  ],
};
