import type { SearchDocument } from '@lomo/search';
import type { EpisodeView } from '@lomo/service-api';

/** Episodes are documents of their own kind, so a memory recall never ranks them against memories. */
export const episodeKind = (userId: string) => `episode:${userId}`;
/** One person's episode of one task: the document id within the workspace's index. */
export const episodeDocId = (userId: string, taskId: string) => `episode:${userId}:${taskId}`;

/** An episode's search document: its lines are the body (no title: lines carry their subjects). */
export const episodeDocument = (view: EpisodeView, workspaceId: string, userId: string): SearchDocument => ({
  id: episodeDocId(userId, view.taskId),
  workspaceId,
  kind: episodeKind(userId),
  taskId: view.taskId,
  title: '',
  body: view.lines.map((l) => l.text).join('\n'),
  createdAt: view.from,
  updatedAt: view.until,
});
