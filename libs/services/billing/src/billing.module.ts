import { Global, Module } from '@nestjs/common';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { systemClock } from '@lomo/clock';
import { APP_CONFIG } from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { MESSAGE_BUS, TaskPurgeConsumer, type MessageBus } from '@lomo/messaging';
import { hostedService } from '@lomo/observability';
import { BILLING_API } from '@lomo/service-api';
import { BILLING_HANDLERS, BillingBusApi } from './application/billing.bus-api';
import { Budgets } from './budget/budgets';
import { billingSettings, type BillingConfigValues } from './billing.config';
import { purgeBillingTask } from './task-deleted/purge-task';

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
      // The group's only subscription: a later one of billing's must take `onTaskPurged` instead (ADR 0018).
      provide: TaskPurgeConsumer,
      inject: [MESSAGE_BUS, SQL_CLIENT, Budgets, EVENT_STORE],
      useFactory: (bus: MessageBus, sql: SqlClient, budgets: Budgets, store: EventStore) =>
        new TaskPurgeConsumer(bus, sql, 'billing', (task) => purgeBillingTask({ budgets, store }, task)),
    },
    {
      provide: BILLING_API,
      inject: [CommandBus, QueryBus],
      useFactory: (commands: CommandBus, queries: QueryBus) => new BillingBusApi({ commands, queries }),
    },
  ],
  exports: [BILLING_API],
})
export class BillingModule {}
