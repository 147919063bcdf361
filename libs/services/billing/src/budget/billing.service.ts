import { aggregateStream, type EventStore, handleCommand } from '@lomo/event-store';
import {
  type ApiCaller,
  ApiError,
  type BillingApi,
  type LedgerEntry,
  type Money,
  type SpendView,
} from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import { budgetDecider, budgetStreamId, committedMinor, type BudgetState } from './budget.decider';
import type { BudgetCommand, BudgetEvent } from './budget.events';

export interface BillingSettings {
  /** Cap of a workspace that never set one, in minor units. */
  defaultCapMinor: number;
  currency: string;
}

/**
 * The billing API over `budget-{workspace}` streams. Commands on one workspace run one at a
 * time in this process (a promise chain), so concurrent holds of one process do not fight
 * over the stream; other processes are kept out by the append's expected revision, and a
 * conflict re-decides on fresh state (which makes a concurrent second hold of a job a no-op).
 */
export class BillingService implements BillingApi {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly settings: BillingSettings,
  ) {}

  async quote(
    caller: ApiCaller,
    input: { amount: Money },
  ): Promise<{ amount: Money; availableMinor: number; withinCap: boolean }> {
    assertMoney(input.amount);
    const spend = await this.spend(caller);
    return {
      amount: input.amount,
      availableMinor: spend.availableMinor,
      withinCap: input.amount.amountMinor <= spend.availableMinor,
    };
  }

  async hold(caller: ApiCaller, input: { jobId: string; amount: Money }): Promise<void> {
    assertMoney(input.amount);
    await this.execute(caller.workspaceId, {
      type: 'Hold',
      jobId: input.jobId,
      amountMinor: input.amount.amountMinor,
      currency: input.amount.currency,
      defaultCapMinor: this.settings.defaultCapMinor,
      at: this.now(),
    });
  }

  async capture(caller: ApiCaller, input: { jobId: string; amount?: Money }): Promise<void> {
    if (input.amount) assertMoney(input.amount);
    await this.execute(caller.workspaceId, {
      type: 'Capture',
      jobId: input.jobId,
      amountMinor: input.amount?.amountMinor,
      at: this.now(),
    });
  }

  async refund(caller: ApiCaller, input: { jobId: string }): Promise<void> {
    await this.execute(caller.workspaceId, { type: 'Refund', jobId: input.jobId, at: this.now() });
  }

  async setSpendCap(caller: ApiCaller, cap: Money): Promise<void> {
    assertMoney(cap);
    await this.execute(caller.workspaceId, {
      type: 'SetSpendCap',
      capMinor: cap.amountMinor,
      currency: cap.currency,
      at: this.now(),
    });
  }

  async spend(caller: ApiCaller): Promise<SpendView> {
    const { state } = await aggregateStream(this.store, budgetStreamId(caller.workspaceId), budgetDecider);
    return this.view(state);
  }

  async ledger(caller: ApiCaller, query: { jobId?: string } = {}): Promise<LedgerEntry[]> {
    const events = await this.store.readStream(budgetStreamId(caller.workspaceId)).catch(() => []);
    return events.flatMap((e): LedgerEntry[] => {
      const event = { type: e.type, data: e.data } as BudgetEvent;
      if (event.type === 'SpendCapSet' || (query.jobId && event.data.jobId !== query.jobId)) return [];
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
    return (last?.data as { currency?: string } | undefined)?.currency ?? this.settings.currency;
  }

  private view(state: BudgetState): SpendView {
    const capMinor = state.capMinor ?? this.settings.defaultCapMinor;
    return {
      capMinor,
      heldMinor: state.heldMinor,
      capturedMinor: state.capturedMinor,
      refundedMinor: state.refundedMinor,
      availableMinor: Math.max(0, capMinor - committedMinor(state)),
      currency: state.capMinor === undefined && state.holds.size === 0 ? this.settings.currency : state.currency,
    };
  }

  private execute(workspaceId: string, command: BudgetCommand): Promise<void> {
    const previous = this.queues.get(workspaceId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() =>
        handleCommand(this.store, budgetStreamId(workspaceId), budgetDecider, command, {
          retryOnConflict: 20,
          metadata: { workspaceId, occurredAt: command.at, actor: 'system:billing' },
        }),
      );
    this.queues.set(workspaceId, next);
    void next
      .finally(() => {
        if (this.queues.get(workspaceId) === next) this.queues.delete(workspaceId);
      })
      .catch(() => undefined);
    return next.then(() => undefined);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

function assertMoney(money: Money): void {
  if (
    !money ||
    !Number.isInteger(money.amountMinor) ||
    money.amountMinor < 0 ||
    !/^[A-Z]{3}$/.test(money.currency ?? '')
  ) {
    throw new ApiError('invalid', 'invalid_amount', 'an amount is whole minor units ≥ 0 and an ISO 4217 currency');
  }
}
