import type { Decider } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import type { BudgetCommand, BudgetEvent } from './budget.events';

export interface Hold {
  amountMinor: number;
  state: 'held' | 'captured' | 'refunded';
  capturedMinor: number;
  /** UTC day (`YYYY-MM-DD`) the hold was taken: what the daily no-confirm limit counts. */
  day: string;
}

export interface BudgetState {
  capMinor?: number;
  currency: string;
  heldMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  holds: ReadonlyMap<string, Hold>;
  /** The workspace's own no-confirm limits; unset = the configured defaults. */
  noConfirm?: { perOperationMinor: number; dailyMinor: number };
}

/** The largest limit that makes sense (10 million in the currency); above it a limit is a typo. */
export const MAX_LIMIT_MINOR = 1_000_000_000;

export { budgetStreamId } from '@lomo/contracts';

/** Spend counted against the cap: what is held plus what was captured. */
export const committedMinor = (s: BudgetState) => s.heldMinor + s.capturedMinor;

/** Spend of one UTC day: open holds and captures of holds taken that day (refunds give it back). */
export function spentOnDay(s: BudgetState, day: string): number {
  let total = 0;
  for (const hold of s.holds.values()) {
    if (hold.day !== day) continue;
    total += hold.state === 'held' ? hold.amountMinor : hold.state === 'captured' ? hold.capturedMinor : 0;
  }
  return total;
}

function decide(command: BudgetCommand, state: BudgetState): BudgetEvent[] {
  switch (command.type) {
    case 'SetSpendCap':
      if (!Number.isInteger(command.capMinor) || command.capMinor < 0)
        throw new ApiError('invalid', 'invalid_cap', 'the cap must be a whole number of minor units ≥ 0');
      return state.capMinor === command.capMinor && state.currency === command.currency
        ? []
        : [{ type: 'SpendCapSet', data: { capMinor: command.capMinor, currency: command.currency, at: command.at } }];
    case 'Hold': {
      // Keyed by job: a retried or concurrent second hold for the same job is no new charge.
      if (state.holds.has(command.jobId)) return [];
      if (!Number.isInteger(command.amountMinor) || command.amountMinor < 0)
        throw new ApiError('invalid', 'invalid_amount', 'amounts are whole minor units ≥ 0');
      const capMinor = state.capMinor ?? command.defaultCapMinor;
      if (state.holds.size > 0 || state.capMinor !== undefined) {
        if (command.currency !== state.currency)
          throw new ApiError('invalid', 'currency_mismatch', `the budget is in ${state.currency}`);
      }
      if (committedMinor(state) + command.amountMinor > capMinor) {
        throw new ApiError('payment_required', 'spend_cap_exceeded', 'this job would exceed the workspace spend cap', {
          capMinor,
          committedMinor: committedMinor(state),
          requestedMinor: command.amountMinor,
        });
      }
      return [
        {
          type: 'FundsHeld',
          data: {
            jobId: command.jobId,
            amountMinor: command.amountMinor,
            currency: command.currency,
            capMinor,
            at: command.at,
          },
        },
      ];
    }
    case 'Capture': {
      const hold = state.holds.get(command.jobId);
      if (!hold) throw new ApiError('not_found', 'no_hold', `no hold for job ${command.jobId}`);
      if (hold.state !== 'held') return [];
      const amountMinor = Math.min(command.amountMinor ?? hold.amountMinor, hold.amountMinor);
      return [
        {
          type: 'HoldCaptured',
          data: { jobId: command.jobId, amountMinor, releasedMinor: hold.amountMinor - amountMinor, at: command.at },
        },
      ];
    }
    case 'SetNoConfirmLimits': {
      const { perOperationMinor, dailyMinor } = command;
      for (const [field, value] of Object.entries({ perOperationMinor, dailyMinor })) {
        if (!Number.isInteger(value) || value < 0 || value > MAX_LIMIT_MINOR)
          throw new ApiError(
            'invalid',
            'invalid_limit',
            `${field} must be whole minor units from 0 to ${MAX_LIMIT_MINOR}`,
            {
              field,
            },
          );
      }
      const same =
        state.noConfirm?.perOperationMinor === perOperationMinor && state.noConfirm.dailyMinor === dailyMinor;
      return same ? [] : [{ type: 'NoConfirmLimitsSet', data: { perOperationMinor, dailyMinor, at: command.at } }];
    }
    case 'Refund': {
      const hold = state.holds.get(command.jobId);
      if (!hold || hold.state !== 'held') return [];
      return [{ type: 'HoldRefunded', data: { jobId: command.jobId, amountMinor: hold.amountMinor, at: command.at } }];
    }
  }
}

function evolve(state: BudgetState, event: BudgetEvent): BudgetState {
  const holds = new Map(state.holds);
  switch (event.type) {
    case 'SpendCapSet':
      return { ...state, capMinor: event.data.capMinor, currency: event.data.currency };
    case 'NoConfirmLimitsSet':
      return {
        ...state,
        noConfirm: { perOperationMinor: event.data.perOperationMinor, dailyMinor: event.data.dailyMinor },
      };
    case 'FundsHeld':
      holds.set(event.data.jobId, {
        amountMinor: event.data.amountMinor,
        state: 'held',
        capturedMinor: 0,
        day: event.data.at.slice(0, 10),
      });
      return { ...state, currency: event.data.currency, heldMinor: state.heldMinor + event.data.amountMinor, holds };
    case 'HoldCaptured': {
      const hold = state.holds.get(event.data.jobId)!;
      holds.set(event.data.jobId, { ...hold, state: 'captured', capturedMinor: event.data.amountMinor });
      return {
        ...state,
        heldMinor: state.heldMinor - hold.amountMinor,
        capturedMinor: state.capturedMinor + event.data.amountMinor,
        refundedMinor: state.refundedMinor + event.data.releasedMinor,
        holds,
      };
    }
    case 'HoldRefunded': {
      const hold = state.holds.get(event.data.jobId)!;
      holds.set(event.data.jobId, { ...hold, state: 'refunded' });
      return {
        ...state,
        heldMinor: state.heldMinor - hold.amountMinor,
        refundedMinor: state.refundedMinor + event.data.amountMinor,
        holds,
      };
    }
  }
}

/** The per-workspace budget: a spend cap and the holds against it, idempotent per job. */
export const budgetDecider: Decider<BudgetCommand, BudgetEvent, BudgetState> = {
  decide,
  evolve,
  initialState: () => ({ currency: 'USD', heldMinor: 0, capturedMinor: 0, refundedMinor: 0, holds: new Map() }),
};
