/** Events of a `budget-{workspace}` stream: the cap and every hold, capture and refund, keyed by job. */
export type BudgetEvent =
  | { type: 'SpendCapSet'; data: { capMinor: number; currency: string; at: string } }
  | { type: 'FundsHeld'; data: { jobId: string; amountMinor: number; currency: string; capMinor: number; at: string } }
  | { type: 'HoldCaptured'; data: { jobId: string; amountMinor: number; releasedMinor: number; at: string } }
  | { type: 'HoldRefunded'; data: { jobId: string; amountMinor: number; at: string } }
  /** The workspace's own no-confirm limits, replacing the configured defaults. */
  | { type: 'NoConfirmLimitsSet'; data: { perOperationMinor: number; dailyMinor: number; at: string } };

export type BudgetCommand =
  | { type: 'SetSpendCap'; capMinor: number; currency: string; at: string }
  /** `defaultCapMinor` applies while the workspace never set a cap of its own. */
  | { type: 'Hold'; jobId: string; amountMinor: number; currency: string; defaultCapMinor: number; at: string }
  | { type: 'Capture'; jobId: string; amountMinor?: number; at: string }
  | { type: 'Refund'; jobId: string; at: string }
  | { type: 'SetNoConfirmLimits'; perOperationMinor: number; dailyMinor: number; at: string };
