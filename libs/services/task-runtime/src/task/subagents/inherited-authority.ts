import { createHash } from 'node:crypto';
import type { AuthorityView, AutonomyLevel, GrantAction } from '@lomo/service-api';

/** What a child task takes over from its parent's own (task-scoped) authority settings. */
export interface InheritedAuthority {
  /** The parent task's autonomy level, when one was set for it. */
  level?: AutonomyLevel;
  /** The parent task's active grants, each under an id of the child's own. */
  grants: Array<{ grantId: string; action: GrantAction }>;
}

/**
 * The child's copy of a grant: derived from the parent's grant and the child, so a spawn re-run
 * after a crash issues the same grant (billing makes it a no-op), and within billing's id rules.
 */
export const inheritedGrantId = (parentGrantId: string, childTaskId: string): string =>
  `inherited:${createHash('sha256').update(`${parentGrantId}\u0000${childTaskId}`).digest('hex').slice(0, 40)}`;

/**
 * What a sub-agent inherits (R-6.5, R-10.9): the autonomy level and grants set for its parent
 * task. Billing judges a paid call by the most restrictive level of the workspace, the user and
 * the task, and by grants on any of them; the child shares the workspace and the user, so only
 * the parent's task-scoped settings need copying, and copying them makes the child's authority
 * exactly the parent's — never more (a level it copies can only tighten the child's). Pure.
 */
export function inheritedAuthority(view: AuthorityView, parentTaskId: string, childTaskId: string): InheritedAuthority {
  const level = view.autonomy.find((a) => a.scope === 'task' && a.id === parentTaskId)?.level;
  const grants = view.grants
    .filter((g) => g.scope === 'task' && g.id === parentTaskId)
    .map((g) => ({ grantId: inheritedGrantId(g.grantId, childTaskId), action: g.action }));
  return { ...(level ? { level } : {}), grants };
}
