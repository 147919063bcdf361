import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '@lomo/config';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { hostedService } from '@lomo/observability';
import { BILLING_API } from '@lomo/service-api';
import { systemClock } from '@lomo/clock';
import { BillingService } from './budget/billing.service';
import { billingSettings, type BillingConfigValues } from './billing.config';

/**
 * The billing service. The same module runs inside `apps/platform` (embedded) and
 * `apps/billing` (distributed). Global: other service modules of the app (the generation
 * gateway) resolve `BILLING_API` without importing this lib.
 */
@Global()
@Module({
  providers: [
    hostedService({
      name: 'billing',
      purpose: 'Budgets, holds and charges, grants and approvals, permission policies, the vault.',
      ownsStreams: ['budget', 'order'],
    }),
    {
      provide: BILLING_API,
      inject: [EVENT_STORE, APP_CONFIG],
      useFactory: (store: EventStore, config: Partial<BillingConfigValues>) =>
        new BillingService(store, systemClock, billingSettings(config)),
    },
  ],
  exports: [BILLING_API],
})
export class BillingModule {}
