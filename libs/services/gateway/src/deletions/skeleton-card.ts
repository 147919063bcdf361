import type { Money, TaskCardView } from '@lomo/service-api';
import type { TaskSkeleton } from './retention.policy';

/** A task card as the API shows a skeleton (ADR 0057): the card's shape, every word and list empty. */
export type SkeletonCard = TaskCardView & { contentDeletedAt: string; cost: Money[] };

export const skeletonCard = (workspaceId: string, s: TaskSkeleton): SkeletonCard => ({
  taskId: s.taskId,
  workspaceId,
  kind: s.kind,
  brief: '',
  status: s.status,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  turns: s.turns,
  inbox: [],
  checklist: [],
  checkpoints: [],
  artifacts: [],
  position: '0',
  contentDeletedAt: s.contentDeletedAt,
  cost: s.cost,
});
