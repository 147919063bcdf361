import { ApiError } from '@lomo/service-api';
import {
  authorityFacts,
  decideAuthority,
  evolveAuthority,
  initialAuthority,
  type AuthorityState,
} from './authority.decider';
import type { AuthorityCommand } from './authority.events';

const at = '2026-12-01T10:00:00.000Z';
const by = 'alice';
const run = (commands: AuthorityCommand[]): AuthorityState =>
  commands.reduce((s, c) => decideAuthority(c, s).reduce(evolveAuthority, s), initialAuthority());
const level = (scope: 'workspace' | 'user' | 'task', id: string, l: string): AuthorityCommand =>
  ({ type: 'SetAutonomy', scope, id, level: l, by, at }) as AuthorityCommand;
const budget = (
  scope: 'workspace' | 'user' | 'task',
  id: string,
  amountMinor: number,
  plan = false,
): AuthorityCommand => ({
  type: 'ApproveBudget',
  scope,
  id,
  amountMinor,
  currency: 'USD',
  plan,
  by,
  at,
});
const grant = (grantId: string, scope: 'workspace' | 'user' | 'task', id: string): AuthorityCommand => ({
  type: 'IssueGrant',
  grantId,
  scope,
  id,
  action: 'paid_generation',
  by,
  at,
});
const subject = { workspaceId: 'ws', userId: 'alice', taskId: 't-1' };
const noSpend = () => 0;

describe('authority decider (R-6.5): three dimensions, each set on its own', () => {
  it('given nothing set, then the level is ask_at_checkpoints, no budgets and no grant', () => {
    expect(authorityFacts(initialAuthority(), subject, noSpend)).toEqual({
      level: 'ask_at_checkpoints',
      budgets: [],
      granted: false,
    });
  });

  it('given a plan budget approved for a task, then it sets no level and stores no grant of its own (none implies another)', () => {
    const state = run([budget('task', 't-1', 300, true)]);
    expect(authorityFacts(state, subject, (scope) => (scope === 'task' ? 120 : 0))).toEqual({
      level: 'ask_at_checkpoints',
      budgets: [{ scope: 'task', amountMinor: 300, spentMinor: 120, plan: true }],
      granted: false,
    });
  });

  it('given levels on several scopes, then the most restrictive applies: a task cannot loosen its workspace', () => {
    const state = run([
      level('workspace', 'ws', 'ask_every_paid_step'),
      level('task', 't-1', 'autonomous_within_budget'),
    ]);
    expect(authorityFacts(state, subject, noSpend).level).toBe('ask_every_paid_step');
    expect(authorityFacts(run([level('user', 'alice', 'autonomous_within_budget')]), subject, noSpend).level).toBe(
      'autonomous_within_budget',
    );
  });

  it('given a grant for another task or user, then it does not cover this one; a revoked grant covers nothing', () => {
    const other = run([grant('g-1', 'task', 't-2'), grant('g-2', 'user', 'bob')]);
    expect(authorityFacts(other, subject, noSpend).granted).toBe(false);
    const granted = run([grant('g-3', 'task', 't-1')]);
    expect(authorityFacts(granted, subject, noSpend).granted).toBe(true);
    const revoked = run([grant('g-3', 'task', 't-1'), { type: 'RevokeGrant', grantId: 'g-3', by, at }]);
    expect(authorityFacts(revoked, subject, noSpend).granted).toBe(false);
  });

  it('given the same setting twice, then the second records nothing; a reused or unknown grant id is a typed error', () => {
    const state = run([
      level('user', 'alice', 'ask_every_paid_step'),
      budget('task', 't-1', 300),
      grant('g', 'task', 't-1'),
    ]);
    expect(decideAuthority(level('user', 'alice', 'ask_every_paid_step'), state)).toEqual([]);
    expect(decideAuthority(budget('task', 't-1', 300), state)).toEqual([]);
    expect(decideAuthority(grant('g', 'task', 't-1'), state)).toEqual([]);
    expect(() => decideAuthority(grant('g', 'task', 't-9'), state)).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'grant_id_taken' }) as ApiError,
    );
    expect(() => decideAuthority({ type: 'RevokeGrant', grantId: 'nope', by, at }, state)).toThrow(
      expect.objectContaining({ kind: 'not_found', code: 'grant_not_found' }) as ApiError,
    );
  });

  it('given bad input, then each is refused naming the field and nothing is decided', () => {
    const cases: Array<[AuthorityCommand, string, string]> = [
      [budget('task', 't-1', -1), 'invalid_limit', 'amountMinor'],
      [budget('task', 't-1', 1e12), 'invalid_limit', 'amountMinor'],
      [budget('task', 't-1', 2.5), 'invalid_limit', 'amountMinor'],
      [{ ...budget('task', 't-1', 1), currency: 'usd' } as AuthorityCommand, 'invalid_amount', 'currency'],
      [level('task', 't-1', 'yolo'), 'invalid_level', 'level'],
      [level('planet' as 'task', 't-1', 'ask_at_checkpoints'), 'invalid_scope', 'scope'],
      [level('task', '', 'ask_at_checkpoints'), 'invalid_scope', 'id'],
      [
        { ...grant('g', 'task', 't-1'), action: 'everything' } as unknown as AuthorityCommand,
        'invalid_grant',
        'action',
      ],
      [grant('has space', 'task', 't-1'), 'invalid_grant', 'grantId'],
    ];
    for (const [command, code, field] of cases)
      expect(() => decideAuthority(command, initialAuthority())).toThrow(
        expect.objectContaining({ kind: 'invalid', code, details: { field } }) as ApiError,
      );
  });
});
