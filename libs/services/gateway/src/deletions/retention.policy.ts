import type { LedgerEntry, Money, TaskCardView } from '@lomo/service-api';

/**
 * What a retention deletes: the whole task, or only its content (issue 30 item 6, ADR 0057) —
 * then a skeleton of the card stays: id, kind, dates, status, turns and what it cost.
 */
export const RETENTION_SCOPES = ['task', 'content'] as const;
export type RetentionScope = (typeof RETENTION_SCOPES)[number];

/** A workspace's retention (ADR 0051): finished tasks untouched this many days are deleted. */
export interface RetentionPolicy {
  workspaceId: string;
  days: number;
  scope: RetentionScope;
}

/** What stays of a task whose content a retention deleted: never a word, an image or a memory of it. */
export interface TaskSkeleton {
  taskId: string;
  kind: TaskCardView['kind'];
  status: TaskCardView['status'];
  createdAt: string;
  updatedAt: string;
  turns: number;
  /** What its jobs cost (captured), per currency. */
  cost: Money[];
  contentDeletedAt: string;
}

/** Statuses in which a task waits for nothing: it finished its work (idle) or was ended. */
const AT_REST: ReadonlySet<TaskCardView['status']> = new Set(['idle', 'terminated']);

const DAY_MS = 86_400_000;

/**
 * The tasks a policy deletes at `now`: at rest, and last changed `days` or more ago. Pure: the
 * sweeper passes the clock's time, so a test moves time instead of sleeping.
 */
export function expiredTasks(
  cards: readonly TaskCardView[],
  policy: Pick<RetentionPolicy, 'days'>,
  now: Date,
): string[] {
  const cutoff = now.getTime() - policy.days * DAY_MS;
  return cards.filter((c) => AT_REST.has(c.status) && Date.parse(c.updatedAt) <= cutoff).map((c) => c.taskId);
}

/** The skeleton of a card: its words (brief, outputs, inbox, checklist, rubric…) and artifacts left out. */
export function skeletonOf(card: TaskCardView, ledger: readonly LedgerEntry[], now: Date): TaskSkeleton {
  const cost = new Map<string, number>();
  for (const e of ledger)
    if (e.taskId === card.taskId && e.entry === 'capture')
      cost.set(e.currency, (cost.get(e.currency) ?? 0) + e.amountMinor);
  return {
    taskId: card.taskId,
    kind: card.kind,
    status: card.status,
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    turns: card.turns,
    cost: [...cost]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amountMinor]) => ({ amountMinor, currency })),
    contentDeletedAt: now.toISOString(),
  };
}
