import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, LedgerEntry } from '@lomo/service-api';
import { Budgets } from './budgets';
import type { BudgetEvent } from './budget.events';

/** The ledger of holds, captures and refunds, optionally of one job. */
export class ReadLedger extends Query<LedgerEntry[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly query: { jobId?: string } = {},
  ) {
    super();
  }
}

@QueryHandler(ReadLedger)
export class ReadLedgerHandler implements IQueryHandler<ReadLedger> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, query }: ReadLedger): Promise<LedgerEntry[]> {
    const events = await this.budgets.events(caller.workspaceId);
    return events.flatMap((e): LedgerEntry[] => {
      const event = { type: e.type, data: e.data } as BudgetEvent;
      // Settings are not money moved: the ledger has holds, captures and refunds only.
      if (event.type === 'SpendCapSet' || event.type === 'NoConfirmLimitsSet') return [];
      if (query.jobId && event.data.jobId !== query.jobId) return [];
      if (event.type === 'FundsHeld')
        return [
          {
            jobId: event.data.jobId,
            entry: 'hold',
            amountMinor: event.data.amountMinor,
            currency: event.data.currency,
            at: event.data.at,
          },
        ];
      const currency = this.currencyOf(events);
      if (event.type === 'HoldCaptured')
        return [
          {
            jobId: event.data.jobId,
            entry: 'capture',
            amountMinor: event.data.amountMinor,
            currency,
            at: event.data.at,
          },
        ];
      return [
        { jobId: event.data.jobId, entry: 'refund', amountMinor: event.data.amountMinor, currency, at: event.data.at },
      ];
    });
  }

  private currencyOf(events: Array<{ type: string; data: unknown }>): string {
    const last = [...events].reverse().find((e) => e.type === 'FundsHeld' || e.type === 'SpendCapSet');
    return (last?.data as { currency?: string } | undefined)?.currency ?? this.budgets.settings.currency;
  }
}
