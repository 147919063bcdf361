import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, LedgerEntry } from '@lomo/service-api';
import { Budgets } from './budgets';
import type { BudgetEvent } from './budget.events';

type FundsHeld = Extract<BudgetEvent, { type: 'FundsHeld' }>['data'];

/** The ledger of holds, captures and refunds, optionally of one job or one task. */
export class ReadLedger extends Query<LedgerEntry[]> {
  constructor(
    readonly caller: ApiCaller,
    readonly query: { jobId?: string; taskId?: string } = {},
  ) {
    super();
  }
}

@QueryHandler(ReadLedger)
export class ReadLedgerHandler implements IQueryHandler<ReadLedger> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, query }: ReadLedger): Promise<LedgerEntry[]> {
    const events = (await this.budgets.events(caller.workspaceId)).map(
      (e) => ({ type: e.type, data: e.data }) as BudgetEvent,
    );
    // A capture or refund belongs to the task and user of its job's hold.
    const holds = new Map<string, FundsHeld>();
    const entries: LedgerEntry[] = [];
    for (const event of events) {
      // Settings and top-ups are not money moved for a job: the ledger has holds, captures and refunds only.
      if (event.type !== 'FundsHeld' && event.type !== 'HoldCaptured' && event.type !== 'HoldRefunded') continue;
      if (event.type === 'FundsHeld') holds.set(event.data.jobId, event.data);
      const hold = holds.get(event.data.jobId);
      const entry = event.type === 'FundsHeld' ? 'hold' : event.type === 'HoldCaptured' ? 'capture' : 'refund';
      const line = (entry: LedgerEntry['entry'], amountMinor: number): LedgerEntry => ({
        jobId: event.data.jobId,
        ...(hold?.taskId ? { taskId: hold.taskId } : {}),
        ...(hold?.userId ? { userId: hold.userId } : {}),
        entry,
        amountMinor,
        currency: hold?.currency ?? this.budgets.settings.currency,
        at: event.data.at,
      });
      entries.push(line(entry, event.data.amountMinor));
      // A capture below its hold (a charge reconciled with the vendor's report) gives the rest back:
      // shown as a refund of that rest, so every job's hold still equals what was captured plus refunded.
      if (event.type === 'HoldCaptured' && event.data.releasedMinor > 0)
        entries.push(line('refund', event.data.releasedMinor));
    }
    return entries.filter(
      (e) => (!query.jobId || e.jobId === query.jobId) && (!query.taskId || e.taskId === query.taskId),
    );
  }
}
