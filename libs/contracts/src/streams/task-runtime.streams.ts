import { streamCategory } from './stream-category';

/** task-runtime's task streams, `task-{taskId}` (one per task, purged with it). */
export const TASK_STREAMS = streamCategory('task');

export const taskStreamId = (taskId: string): string => `${TASK_STREAMS.category}-${taskId}`;
