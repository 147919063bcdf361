import {
  ApiError,
  AUTHORITY_SCOPES,
  AUTONOMY_LEVELS,
  type AuthorityFacts,
  type AuthorityScope,
  type AutonomyLevel,
  type GrantAction,
} from '@lomo/service-api';
import type { AuthorityCommand, AuthorityEvent } from './authority.events';

interface Setting {
  scope: AuthorityScope;
  id: string;
  by: string;
  at: string;
}
export type LevelSetting = Setting & { level: AutonomyLevel };
export type BudgetSetting = Setting & { amountMinor: number; currency: string; plan: boolean };
export type GrantSetting = Setting & { grantId: string; action: GrantAction; revoked: boolean };

/** The workspace's autonomy levels, budgets and grants, keyed by `scope:id` (grants by id). */
export interface AuthorityState {
  levels: ReadonlyMap<string, LevelSetting>;
  budgets: ReadonlyMap<string, BudgetSetting>;
  grants: ReadonlyMap<string, GrantSetting>;
}

/** The largest budget that makes sense (10 million in the currency); above it an amount is a typo. */
export const MAX_BUDGET_MINOR = 1_000_000_000;
const ID = /^[A-Za-z0-9_.:@-]{1,200}$/;
const key = (scope: AuthorityScope, id: string) => `${scope}:${id}`;

export const initialAuthority = (): AuthorityState => ({ levels: new Map(), budgets: new Map(), grants: new Map() });

const invalid = (code: string, field: string, message: string) => new ApiError('invalid', code, message, { field });

function checkScope(scope: unknown, id: unknown): void {
  if (!AUTHORITY_SCOPES.includes(scope as AuthorityScope))
    throw invalid('invalid_scope', 'scope', `scope must be one of ${AUTHORITY_SCOPES.join(', ')}`);
  if (typeof id !== 'string' || !ID.test(id))
    throw invalid('invalid_scope', 'id', 'id is 1–200 letters, digits, _ . : @ -');
}

/**
 * Decides a change of the three dimensions. Pure; each is validated on its own and
 * none changes another: a budget approves no autonomy, a grant sets no budget (ADR 0025).
 * Setting what is already set records nothing.
 */
export function decideAuthority(command: AuthorityCommand, state: AuthorityState): AuthorityEvent[] {
  switch (command.type) {
    case 'SetAutonomy': {
      const { scope, id, level, by, at } = command;
      checkScope(scope, id);
      if (!AUTONOMY_LEVELS.includes(level))
        throw invalid('invalid_level', 'level', `level must be one of ${AUTONOMY_LEVELS.join(', ')}`);
      if (state.levels.get(key(scope, id))?.level === level) return [];
      return [{ type: 'AutonomyLevelSet', data: { scope, id, level, by, at } }];
    }
    case 'ApproveBudget': {
      const { scope, id, amountMinor, currency, plan, by, at } = command;
      checkScope(scope, id);
      if (!Number.isInteger(amountMinor) || amountMinor < 0 || amountMinor > MAX_BUDGET_MINOR)
        throw invalid(
          'invalid_limit',
          'amountMinor',
          `amountMinor must be whole minor units from 0 to ${MAX_BUDGET_MINOR}`,
        );
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
        throw invalid('invalid_amount', 'currency', 'currency is an ISO 4217 code such as USD');
      const same = state.budgets.get(key(scope, id));
      if (same && same.amountMinor === amountMinor && same.currency === currency && same.plan === plan) return [];
      return [{ type: 'BudgetApproved', data: { scope, id, amountMinor, currency, plan, by, at } }];
    }
    case 'IssueGrant': {
      const { grantId, scope, id, action, by, at } = command;
      if (typeof grantId !== 'string' || !ID.test(grantId))
        throw invalid('invalid_grant', 'grantId', 'grantId is 1–200 letters, digits, _ . : @ -');
      checkScope(scope, id);
      if (action !== 'paid_generation') throw invalid('invalid_grant', 'action', 'action must be paid_generation');
      const existing = state.grants.get(grantId);
      if (existing && !existing.revoked && existing.scope === scope && existing.id === id) return [];
      if (existing)
        throw new ApiError('conflict', 'grant_id_taken', `grant ${grantId} exists with other terms or was revoked`);
      return [{ type: 'GrantIssued', data: { grantId, scope, id, action, by, at } }];
    }
    case 'RevokeGrant': {
      const grant = state.grants.get(command.grantId);
      if (!grant) throw new ApiError('not_found', 'grant_not_found', `no grant ${String(command.grantId)}`);
      return grant.revoked
        ? []
        : [{ type: 'GrantRevoked', data: { grantId: command.grantId, by: command.by, at: command.at } }];
    }
  }
}

export function evolveAuthority(state: AuthorityState, event: AuthorityEvent): AuthorityState {
  switch (event.type) {
    case 'AutonomyLevelSet':
      return { ...state, levels: new Map(state.levels).set(key(event.data.scope, event.data.id), event.data) };
    case 'BudgetApproved':
      return { ...state, budgets: new Map(state.budgets).set(key(event.data.scope, event.data.id), event.data) };
    case 'GrantIssued':
      return { ...state, grants: new Map(state.grants).set(event.data.grantId, { ...event.data, revoked: false }) };
    case 'GrantRevoked': {
      const grant = state.grants.get(event.data.grantId);
      if (!grant) return state;
      return { ...state, grants: new Map(state.grants).set(grant.grantId, { ...grant, revoked: true }) };
    }
  }
}

/** Who a paid call is for: its workspace, and the user and task when known. */
export interface Subject {
  workspaceId: string;
  userId?: string;
  taskId?: string;
}

/**
 * The facts the cost gate needs for one subject. The level is the most restrictive one set
 * for the workspace, the user or the task (a task cannot loosen its workspace); spend per
 * scope comes from the ledger (`spent`).
 */
export function authorityFacts(
  state: AuthorityState,
  subject: Subject,
  spent: (scope: AuthorityScope, id: string) => number,
): AuthorityFacts {
  const scopes: Array<[AuthorityScope, string]> = [['workspace', subject.workspaceId]];
  if (subject.userId) scopes.push(['user', subject.userId]);
  if (subject.taskId) scopes.push(['task', subject.taskId]);
  const levels = scopes.flatMap(([s, id]) => state.levels.get(key(s, id))?.level ?? []);
  const level = levels.length === 0 ? 'ask_at_checkpoints' : AUTONOMY_LEVELS.find((l) => levels.includes(l))!;
  const budgets = scopes.flatMap(([s, id]) => {
    const budget = state.budgets.get(key(s, id));
    return budget ? [{ scope: s, amountMinor: budget.amountMinor, spentMinor: spent(s, id), plan: budget.plan }] : [];
  });
  const granted = [...state.grants.values()].some(
    (g) => !g.revoked && g.action === 'paid_generation' && scopes.some(([s, id]) => g.scope === s && g.id === id),
  );
  return { level, budgets, granted };
}
