import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { RouterModule } from '@lomo/services/router';

/** Settings of the standalone router process (distributed mode). */
export class RouterConfig extends BaseAppConfig {
  override PORT = 3001;
}

export const routerApp: LomoAppDefinition<RouterConfig> = {
  name: 'router',
  config: RouterConfig,
  services: () => [RouterModule],
};
