import { streamCategory } from './stream-category';

/** billing's budget streams, `budget-{workspace}` (holds, captures, refunds, approvals). */
export const BUDGET_STREAMS = streamCategory('budget');

export const budgetStreamId = (workspaceId: string): string => `${BUDGET_STREAMS.category}-${workspaceId}`;
