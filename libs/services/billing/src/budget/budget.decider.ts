import type { Decider } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import { decideAuthority, evolveAuthority } from '../authority/authority.decider';
import { AUTHORITY_EVENT_TYPES, type AuthorityCommand, type AuthorityEvent } from '../authority/authority.events';
import {
  BUDGET_SHARE_COMMAND_TYPES,
  BUDGET_SHARE_EVENT_TYPES,
  decideBudgetShare,
  evolveBudgetShare,
  type BudgetShareCommand,
  type BudgetShareEvent,
} from '../budget-share/budget-share';
import type { BudgetCommand, BudgetEvent } from './budget.events';
import { committedMinor, initialBudget, type BudgetState } from './budget.state';

const AUTHORITY_COMMANDS = new Set(['SetAutonomy', 'ApproveBudget', 'IssueGrant', 'RevokeGrant']);
const isAuthorityCommand = (c: BudgetCommand): c is AuthorityCommand => AUTHORITY_COMMANDS.has(c.type);
const isAuthorityEvent = (e: BudgetEvent): e is AuthorityEvent => AUTHORITY_EVENT_TYPES.has(e.type);
const isShareCommand = (c: BudgetCommand): c is BudgetShareCommand => BUDGET_SHARE_COMMAND_TYPES.has(c.type);
const isShareEvent = (e: BudgetEvent): e is BudgetShareEvent => BUDGET_SHARE_EVENT_TYPES.has(e.type);

/** The largest limit that makes sense (10 million in the currency); above it a limit is a typo. */
export const MAX_LIMIT_MINOR = 1_000_000_000;

export { budgetStreamId } from '@lomo/contracts';
export * from './budget.state';

function decide(command: BudgetCommand, state: BudgetState): BudgetEvent[] {
  if (isAuthorityCommand(command)) {
    if (command.type === 'ApproveBudget' && hasCurrency(state) && command.currency !== state.currency)
      throw new ApiError('invalid', 'currency_mismatch', `the budget is in ${state.currency}`, { field: 'currency' });
    return decideAuthority(command, state.authority);
  }
  if (isShareCommand(command)) return decideBudgetShare(command, state);
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
      if (hasCurrency(state) && command.currency !== state.currency)
        throw new ApiError('invalid', 'currency_mismatch', `the budget is in ${state.currency}`);
      if (committedMinor(state) + command.amountMinor > capMinor) {
        throw new ApiError('payment_required', 'spend_cap_exceeded', 'this job would exceed the workspace spend cap', {
          capMinor,
          committedMinor: committedMinor(state),
          requestedMinor: command.amountMinor,
        });
      }
      const balanceMinor = command.startingBalanceMinor + state.toppedUpMinor;
      if (committedMinor(state) + command.amountMinor > balanceMinor)
        throw new ApiError('payment_required', 'insufficient_balance', insufficient(state, balanceMinor, command), {
          balanceMinor,
          committedMinor: committedMinor(state),
          requestedMinor: command.amountMinor,
        });
      return [
        {
          type: 'FundsHeld',
          data: {
            jobId: command.jobId,
            amountMinor: command.amountMinor,
            currency: command.currency,
            capMinor,
            ...(command.taskId ? { taskId: command.taskId } : {}),
            ...(command.userId ? { userId: command.userId } : {}),
            at: command.at,
          },
        },
      ];
    }
    case 'TopUp': {
      if (state.topUps.has(command.topUpId)) return [];
      const { topUpId, amountMinor, currency, by, at } = command;
      if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > MAX_LIMIT_MINOR)
        throw new ApiError(
          'invalid',
          'invalid_amount',
          `amountMinor must be whole minor units from 1 to ${MAX_LIMIT_MINOR}`,
          {
            field: 'amountMinor',
          },
        );
      if (hasCurrency(state) && currency !== state.currency)
        throw new ApiError('invalid', 'currency_mismatch', `the balance is in ${state.currency}`, {
          field: 'currency',
        });
      return [{ type: 'BalanceToppedUp', data: { topUpId, amountMinor, currency, by, at } }];
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
  if (isAuthorityEvent(event)) return { ...state, authority: evolveAuthority(state.authority, event) };
  if (isShareEvent(event)) return evolveBudgetShare(state, event);
  const holds = new Map(state.holds);
  switch (event.type) {
    case 'BalanceToppedUp':
      return {
        ...state,
        currency: event.data.currency,
        toppedUpMinor: state.toppedUpMinor + event.data.amountMinor,
        topUps: new Set(state.topUps).add(event.data.topUpId),
      };
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
        taskId: event.data.taskId,
        userId: event.data.userId,
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

/** The per-workspace budget: a spend cap, a balance and the holds against them (idempotent per job), and the authority settings. */
export const budgetDecider: Decider<BudgetCommand, BudgetEvent, BudgetState> = {
  decide,
  evolve,
  initialState: initialBudget,
};

/** A workspace that set a cap, holds or topped up has its currency; a fresh one takes the first. */
const hasCurrency = (s: BudgetState) => s.holds.size > 0 || s.capMinor !== undefined || s.topUps.size > 0;

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
const insufficient = (s: BudgetState, balanceMinor: number, c: { amountMinor: number; currency: string }) =>
  `insufficient balance: this costs ${money(c.amountMinor, c.currency)}, ${money(Math.max(0, balanceMinor - committedMinor(s)), c.currency)} of the balance is left; top it up to continue`;
