import type { TaskCardView } from '@lomo/service-api';

/** A workspace's retention (ADR 0051): finished tasks untouched this many days are deleted. */
export interface RetentionPolicy {
  workspaceId: string;
  days: number;
}

/** Statuses in which a task waits for nothing: it finished its work (idle) or was ended. */
const AT_REST: ReadonlySet<TaskCardView['status']> = new Set(['idle', 'terminated']);

const DAY_MS = 86_400_000;

/**
 * The tasks a policy deletes at `now`: at rest, and last changed `days` or more ago. Pure: the
 * sweeper passes the clock's time, so a test moves time instead of sleeping.
 */
export function expiredTasks(cards: readonly TaskCardView[], policy: RetentionPolicy, now: Date): string[] {
  const cutoff = now.getTime() - policy.days * DAY_MS;
  return cards.filter((c) => AT_REST.has(c.status) && Date.parse(c.updatedAt) <= cutoff).map((c) => c.taskId);
}
