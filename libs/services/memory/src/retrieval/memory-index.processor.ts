import { MEMORY_STREAMS } from '@lomo/contracts';
import type { SqlClient } from '@lomo/database';
import { CheckpointedProcessor, type BatchCommit, type EventStore, type RecordedEvent } from '@lomo/event-store';
import type { Embedder, SearchDocument, SearchIndex } from '@lomo/search';
import type { MemoryEvent, MemoryEventType } from '../domain/memory.events';
import type { MemoryStreams } from '../application/memory-streams';
import { episodeView } from '../application/episode-views';
import { memoryView } from '../application/memory-views';
import { episodeDocId, episodeDocument } from './episode-document';

const INDEXED: MemoryEventType[] = [
  'MemoryStated',
  'MemoryRefined',
  'MemoryForgotten',
  'EpisodeSummarised',
  // A retired or merged-away memory is no longer in the state: its document goes with it.
  'MemoryRetired',
  'MemoriesMerged',
];

/** Memories share the workspace's index; the kind keeps one person's memories apart from another's. */
export const memoryKind = (userId: string) => `memory:${userId}`;

/** Memories an event touched. */
function touchedMemories(event: MemoryEvent): string[] {
  switch (event.type) {
    case 'MemoryStated':
    case 'MemoryRefined':
      return [event.data.memoryId];
    case 'MemoryForgotten':
      return [...event.data.purged.map((p) => p.memoryId), ...event.data.removedMemoryIds];
    case 'MemoryRetired':
      return [event.data.memoryId];
    case 'MemoriesMerged':
      return [event.data.from, event.data.into];
    default:
      return [];
  }
}

/**
 * The memory index: one search document per memory with current content, kept by a
 * checkpointed processor over the `memory-*` streams. It indexes what the stream's state
 * holds now, not what the event said, so a replay of old events can never bring forgotten
 * content back: a forget deletes the document or re-indexes the version that is current
 * again (R-9.5 "delete search vectors"). Episodes likewise: one document per task's episode,
 * deleted once no line is left.
 */
export class MemoryIndexProcessor extends CheckpointedProcessor {
  constructor(
    store: EventStore,
    sql: SqlClient,
    private readonly streams: MemoryStreams,
    private readonly index: SearchIndex,
    private readonly embedder: Embedder,
  ) {
    // Renamed from memory-index when episodes joined: a checkpoint of its own replays every
    // memory stream once, so episodes summarised before are indexed (a rebuild from the state
    // as it is now: idempotent, forgotten content never returns).
    super(store, sql, 'memory-search', { categories: [MEMORY_STREAMS.category], eventTypes: INDEXED });
  }

  protected async handle(events: RecordedEvent[]): Promise<BatchCommit> {
    const byStream = new Map<
      string,
      { workspaceId: string; userId: string; ids: Set<string>; episodes: Set<string> }
    >();
    for (const event of events) {
      const { workspaceId, userId } = event.metadata as { workspaceId?: string; userId?: string };
      if (!workspaceId || !userId) continue;
      const entry = byStream.get(event.streamId) ?? { workspaceId, userId, ids: new Set(), episodes: new Set() };
      const typed = { type: event.type, data: event.data } as MemoryEvent;
      touchedMemories(typed).forEach((id) => entry.ids.add(id));
      if (typed.type === 'EpisodeSummarised') entry.episodes.add(typed.data.taskId);
      byStream.set(event.streamId, entry);
    }
    for (const [streamId, { workspaceId, userId, ids, episodes }] of byStream) {
      const state = await this.streams.stateOfStream(streamId);
      const upserts: SearchDocument[] = [];
      const deletes: string[] = [];
      for (const taskId of episodes) {
        const episode = state.episodes.get(taskId);
        const view = episode && episodeView(state, episode);
        if (view) upserts.push(episodeDocument(view, workspaceId, userId));
        else deletes.push(episodeDocId(userId, taskId));
      }
      for (const id of ids) {
        const memory = state.memories.get(id);
        const view = memory && memoryView(state, memory);
        if (!view) {
          deletes.push(id);
          continue;
        }
        upserts.push({
          id,
          workspaceId,
          kind: memoryKind(userId),
          ...(view.taskId ? { taskId: view.taskId } : {}),
          title: view.subject,
          body: view.content,
          createdAt: memory.versions[0].at,
          updatedAt: view.updatedAt,
        });
      }
      if (deletes.length > 0) await this.index.delete(workspaceId, deletes);
      if (upserts.length > 0) {
        const vectors = await this.embedder.embed(upserts.map((d) => `${d.title}\n${d.body}`));
        await this.index.upsert(upserts.map((d, i) => ({ ...d, vector: vectors[i] })));
      }
    }
    return async () => undefined;
  }
}
