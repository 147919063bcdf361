import type { AuthorityView } from '@lomo/service-api';
import { inheritedAuthority, inheritedGrantId } from './inherited-authority';

const at = '2026-12-01T10:00:00.000Z';
const view = (over: Partial<AuthorityView>): AuthorityView => ({
  autonomy: [],
  budgets: [],
  grants: [],
  balance: { balanceMinor: 0, availableMinor: 0, currency: 'USD' },
  ...over,
});

describe('a sub-agent inherits its parent task’s authority (R-6.5, R-10.9)', () => {
  it('given a parent set to ask before every paid step, then the child gets the same level', () => {
    const authority = view({
      autonomy: [
        { scope: 'task', id: 'parent', level: 'ask_every_paid_step', by: 'alice', at },
        { scope: 'task', id: 'other', level: 'autonomous_within_budget', by: 'alice', at },
      ],
    });
    expect(inheritedAuthority(authority, 'parent', 'child')).toEqual({ level: 'ask_every_paid_step', grants: [] });
  });

  it('given a parent with a grant of its own, then the child gets a grant of its own with an id derived from both, the same on a re-run spawn', () => {
    const authority = view({
      grants: [
        { grantId: 'plan:parent', scope: 'task', id: 'parent', action: 'paid_generation', by: 'alice', at },
        { grantId: 'plan:other', scope: 'task', id: 'other', action: 'paid_generation', by: 'alice', at },
      ],
    });
    const first = inheritedAuthority(authority, 'parent', 'child');
    expect(first).toEqual({
      grants: [{ grantId: inheritedGrantId('plan:parent', 'child'), action: 'paid_generation' }],
    });
    expect(inheritedAuthority(authority, 'parent', 'child')).toEqual(first);
    expect(inheritedGrantId('plan:parent', 'child')).not.toBe(inheritedGrantId('plan:parent', 'child-2'));
    expect(inheritedGrantId('plan:parent', 'child')).toMatch(/^[A-Za-z0-9_.:@-]{1,200}$/);
  });

  it('given settings of the workspace and the user only, then nothing is copied: they cover the child already (same workspace, same user)', () => {
    const authority = view({
      autonomy: [
        { scope: 'workspace', id: 'ws', level: 'autonomous_within_budget', by: 'alice', at },
        { scope: 'user', id: 'alice', level: 'ask_every_paid_step', by: 'alice', at },
      ],
      grants: [{ grantId: 'g-user', scope: 'user', id: 'alice', action: 'paid_generation', by: 'alice', at }],
    });
    expect(inheritedAuthority(authority, 'parent', 'child')).toEqual({ grants: [] });
  });
});
