import type { BillingApi } from '@lomo/service-api';

/**
 * The billing side of sub-agents (ADR 0027): a share of the parent's budget carved at the
 * spawn, the part the child did not spend given back when it ends. Both idempotent by the
 * child's id. Absent (no billing in the process): children run without a share of their own.
 */
export type BudgetShares = Pick<BillingApi, 'shareBudget' | 'returnBudgetShare'>;

/**
 * The billing side of a child's authority: the parent's settings read, the child's
 * own copies written, at the spawn. Absent (no billing in the process): no paid calls are gated.
 */
export type AuthorityCopies = Pick<BillingApi, 'authority' | 'setAutonomy' | 'grant'>;

/** What reporting to a parent needs: the wake of the parent and the billing of the share. */
export interface SubagentLinks {
  wake?: (taskId: string) => void;
  shares?: BudgetShares;
  /** Billing did not take the share back (unreachable): told, never thrown (the report goes on). */
  onShareNotReturned?: (error: unknown) => void;
}

/** Billing's caller for a task's share: its workspace and the user it runs for. */
export const shareCaller = (task: { workspaceId: string; userId: string }) => ({
  workspaceId: task.workspaceId,
  userId: task.userId,
});
