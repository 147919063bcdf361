import type { AuthorityCommand, AuthorityEvent } from '../authority/authority.events';
import type { BudgetShareCommand, BudgetShareEvent } from '../budget-share/budget-share';

/**
 * Events of a `budget-{workspace}` stream: the cap, the prepaid balance, every hold, capture
 * and refund keyed by job, and the workspace's autonomy levels, budgets and grants.
 */
export type BudgetEvent =
  | { type: 'SpendCapSet'; data: { capMinor: number; currency: string; at: string } }
  | {
      type: 'FundsHeld';
      data: {
        jobId: string;
        amountMinor: number;
        currency: string;
        capMinor: number;
        /** Whose spend it is (budgets per task and user count it); absent on older events. */
        taskId?: string;
        userId?: string;
        at: string;
      };
    }
  /** Prepaid money added by an explicit API call, once per `topUpId`. */
  | {
      type: 'BalanceToppedUp';
      data: { topUpId: string; amountMinor: number; currency: string; by: string; at: string };
    }
  | { type: 'HoldCaptured'; data: { jobId: string; amountMinor: number; releasedMinor: number; at: string } }
  | { type: 'HoldRefunded'; data: { jobId: string; amountMinor: number; at: string } }
  /** The workspace's own no-confirm limits, replacing the configured defaults. */
  | { type: 'NoConfirmLimitsSet'; data: { perOperationMinor: number; dailyMinor: number; at: string } }
  | AuthorityEvent
  | BudgetShareEvent;

export type BudgetCommand =
  | { type: 'SetSpendCap'; capMinor: number; currency: string; at: string }
  /** `defaultCapMinor` applies while the workspace never set a cap of its own; `startingBalanceMinor` is the balance before top-ups. */
  | {
      type: 'Hold';
      jobId: string;
      amountMinor: number;
      currency: string;
      defaultCapMinor: number;
      startingBalanceMinor: number;
      taskId?: string;
      userId?: string;
      at: string;
    }
  | { type: 'TopUp'; topUpId: string; amountMinor: number; currency: string; by: string; at: string }
  | { type: 'Capture'; jobId: string; amountMinor?: number; at: string }
  | { type: 'Refund'; jobId: string; at: string }
  | { type: 'SetNoConfirmLimits'; perOperationMinor: number; dailyMinor: number; at: string }
  | AuthorityCommand
  | BudgetShareCommand;
