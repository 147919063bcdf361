import type { AuthorityScope, AutonomyLevel, GrantAction } from '@lomo/service-api';

/**
 * The three dimensions of on the workspace's `budget-{workspace}` stream, each set by
 * an explicit user action (`by` is the user) and never by the task or its model (ADR 0025).
 * `id` is the user or task id; for the workspace scope it is the workspace id.
 */
export type AuthorityEvent =
  | {
      type: 'AutonomyLevelSet';
      data: { scope: AuthorityScope; id: string; level: AutonomyLevel; by: string; at: string };
    }
  /** `plan`: approved together with a task's plan ("6 posters, up to $3"). */
  | {
      type: 'BudgetApproved';
      data: {
        scope: AuthorityScope;
        id: string;
        amountMinor: number;
        currency: string;
        plan: boolean;
        by: string;
        at: string;
      };
    }
  | {
      type: 'GrantIssued';
      data: { grantId: string; scope: AuthorityScope; id: string; action: GrantAction; by: string; at: string };
    }
  | { type: 'GrantRevoked'; data: { grantId: string; by: string; at: string } };

export type AuthorityCommand =
  | { type: 'SetAutonomy'; scope: AuthorityScope; id: string; level: AutonomyLevel; by: string; at: string }
  | {
      type: 'ApproveBudget';
      scope: AuthorityScope;
      id: string;
      amountMinor: number;
      currency: string;
      plan: boolean;
      by: string;
      at: string;
    }
  | {
      type: 'IssueGrant';
      grantId: string;
      scope: AuthorityScope;
      id: string;
      action: GrantAction;
      by: string;
      at: string;
    }
  | { type: 'RevokeGrant'; grantId: string; by: string; at: string };

export const AUTHORITY_EVENT_TYPES: ReadonlySet<string> = new Set([
  'AutonomyLevelSet',
  'BudgetApproved',
  'GrantIssued',
  'GrantRevoked',
]);
