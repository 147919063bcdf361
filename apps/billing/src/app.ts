import { BaseAppConfig } from '@lomo/config';
import type { LomoAppDefinition } from '@lomo/bootstrap';
import { BillingModule, withBillingConfig } from '@lomo/services/billing';

/** Settings of the standalone billing process (distributed mode). */
export class BillingConfig extends withBillingConfig(BaseAppConfig) {
  override PORT = 3006;
}

export const billingApp: LomoAppDefinition<BillingConfig> = {
  name: 'billing',
  config: BillingConfig,
  services: () => [BillingModule],
};
