import type { Task } from '../task.state';
import { inheritedAuthority } from './inherited-authority';
import { shareCaller, type AuthorityCopies } from './budget-shares';

/**
 * Gives a child the parent task's autonomy level and grants as settings of its own (billing
 * judges a paid call by its task's settings, never its parent's). Idempotent: billing records
 * an unchanged level or a grant id it has nothing again, so a spawn re-run after a crash copies
 * nothing twice. A copy, taken at the spawn: a later change to the parent's settings does not
 * reach a child already running.
 */
export async function inheritAuthority(billing: AuthorityCopies, parent: Task, childTaskId: string): Promise<void> {
  const caller = shareCaller(parent);
  const inherited = inheritedAuthority(await billing.authority(caller), parent.taskId, childTaskId);
  if (inherited.level) await billing.setAutonomy(caller, { scope: 'task', id: childTaskId, level: inherited.level });
  for (const { grantId, action } of inherited.grants)
    await billing.grant(caller, { scope: 'task', id: childTaskId, grantId, action });
}
