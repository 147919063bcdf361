import { safeStreamPart, streamCategory } from './stream-category';

/** memory's streams, `memory-{workspace}-{user}`: one person's evidence, memories and profile in one workspace. */
export const MEMORY_STREAMS = streamCategory('memory');

export const memoryStreamId = (workspaceId: string, userId: string): string =>
  `${MEMORY_STREAMS.category}-${safeStreamPart(workspaceId)}-${safeStreamPart(userId)}`;
