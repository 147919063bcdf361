import { streamCategory } from './stream-category';

/** router's main-thread streams, `main-{workspace}-{user}` (one per person and workspace). */
export const MAIN_THREAD_STREAMS = streamCategory('main');

export const mainThreadStreamId = (workspaceId: string, userId: string): string =>
  `${MAIN_THREAD_STREAMS.category}-${workspaceId}-${userId}`;
