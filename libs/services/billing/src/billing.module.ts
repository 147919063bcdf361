import { Global, Module } from '@nestjs/common';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '@lomo/config';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { hostedService } from '@lomo/observability';
import { BILLING_API } from '@lomo/service-api';
import { systemClock } from '@lomo/clock';
import { BILLING_HANDLERS, BillingBusApi } from './budget/billing-api';
import { Budgets } from './budget/budgets';
import { billingSettings, type BillingConfigValues } from './billing.config';

/**
 * The billing service. The same module runs inside `apps/platform` (embedded) and
 * `apps/billing` (distributed). Global: other service modules of the app (the generation
 * gateway) resolve `BILLING_API` without importing this lib. `BILLING_API` dispatches
 * through `CommandBus` / `QueryBus` to one handler per command in `budget/`.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  providers: [
    hostedService({
      name: 'billing',
      purpose: 'Budgets, holds and charges, grants and approvals, permission policies, the vault.',
      ownsStreams: ['budget', 'order'],
    }),
    {
      provide: Budgets,
      inject: [EVENT_STORE, APP_CONFIG],
      useFactory: (store: EventStore, config: Partial<BillingConfigValues>) =>
        new Budgets(store, systemClock, billingSettings(config)),
    },
    ...BILLING_HANDLERS,
    {
      provide: BILLING_API,
      inject: [CommandBus, QueryBus],
      useFactory: (commands: CommandBus, queries: QueryBus) => new BillingBusApi({ commands, queries }),
    },
  ],
  exports: [BILLING_API],
})
export class BillingModule {}
