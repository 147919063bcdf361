import { EventSourcedCommandHandler, type EventStore, type RecordedEvent } from '@lomo/event-store';
import type { SpendView } from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import {
  balanceAvailableMinor,
  budgetDecider,
  budgetStreamId,
  committedMinor,
  MAX_LIMIT_MINOR,
  spentOnDay,
  type BudgetState,
} from './budget.decider';
import type { BudgetCommand, BudgetEvent } from './budget.events';

export interface BillingSettings {
  /** Cap of a workspace that never set one, in minor units. */
  defaultCapMinor: number;
  currency: string;
  /** Paid calls go ahead without asking only within these; defaults in `DEFAULT_NO_CONFIRM`. */
  noConfirm?: NoConfirmLimits;
  /** Prepaid balance of a workspace before its top-ups; absent: large enough that only the cap binds. */
  startingBalanceMinor?: number;
}

/** The no-confirm limits in minor units: one operation, and one UTC day of spend. */
export interface NoConfirmLimits {
  perOperationMinor: number;
  dailyMinor: number;
}

/** Up to $2.00 per operation and $10.00 a day go ahead without a cost card (docs/generation.md). */
export const DEFAULT_NO_CONFIRM: NoConfirmLimits = { perOperationMinor: 200, dailyMinor: 1_000 };

/**
 * The `budget-{workspace}` streams behind every billing handler, on the shared command
 * handler. Commands on one workspace run one at a time in this process (a promise chain),
 * so concurrent holds of one process do not fight over the stream; other processes are kept
 * out by the append's expected revision, and a conflict re-decides on fresh state (which
 * makes a concurrent second hold of a job a no-op).
 */
export class Budgets {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly handler: EventSourcedCommandHandler<BudgetCommand, BudgetEvent, BudgetState>;

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    readonly settings: BillingSettings,
  ) {
    this.handler = new EventSourcedCommandHandler(store, budgetDecider, { retry: { maxRetries: 20 } });
  }

  /** The workspace's own limits, else the configured ones, else the documented defaults. */
  noConfirm(state: BudgetState): NoConfirmLimits {
    return state.noConfirm ?? this.settings.noConfirm ?? DEFAULT_NO_CONFIRM;
  }

  /** The balance before top-ups: the configured one, else one only the cap can reach. */
  get startingBalanceMinor(): number {
    return this.settings.startingBalanceMinor ?? MAX_LIMIT_MINOR;
  }

  balanceAvailable(state: BudgetState): number {
    return balanceAvailableMinor(state, this.startingBalanceMinor);
  }

  now(): string {
    return this.clock.now().toISOString();
  }

  async state(workspaceId: string): Promise<BudgetState> {
    return (await this.handler.load(budgetStreamId(workspaceId))).state;
  }

  events(workspaceId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(budgetStreamId(workspaceId)).catch(() => []);
  }

  execute(workspaceId: string, command: BudgetCommand): Promise<void> {
    const previous = this.queues.get(workspaceId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(() =>
        this.handler.execute(budgetStreamId(workspaceId), command, {
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

  view(state: BudgetState): SpendView {
    const capMinor = state.capMinor ?? this.settings.defaultCapMinor;
    return {
      capMinor,
      heldMinor: state.heldMinor,
      capturedMinor: state.capturedMinor,
      refundedMinor: state.refundedMinor,
      availableMinor: Math.max(0, capMinor - committedMinor(state)),
      spentTodayMinor: spentOnDay(state, this.now().slice(0, 10)),
      noConfirmPerOperationMinor: this.noConfirm(state).perOperationMinor,
      noConfirmDailyMinor: this.noConfirm(state).dailyMinor,
      balanceMinor: this.startingBalanceMinor + state.toppedUpMinor,
      balanceAvailableMinor: this.balanceAvailable(state),
      currency: this.currency(state),
    };
  }

  /** The workspace's currency: the configured one until it sets a cap, holds or tops up. */
  currency(state: BudgetState): string {
    return state.capMinor === undefined && state.holds.size === 0 && state.topUps.size === 0
      ? this.settings.currency
      : state.currency;
  }
}
