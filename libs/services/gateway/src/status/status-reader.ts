import { GEN_JOB_STREAMS, TASK_STREAMS, taskStreamId } from '@lomo/contracts';
import { LRUCache } from 'lru-cache';
import {
  comparePositions,
  formatPosition,
  PURGES_STREAM,
  StreamNotFound,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
} from '@lomo/event-store';
import { describe, type StatusMemory, type StatusUpdate } from './status-line.projection';

/** The streams the status stream describes: tasks, generation jobs, and purges (to drop cards). */
export const STATUS_CATEGORIES = [TASK_STREAMS.category, GEN_JOB_STREAMS.category, PURGES_STREAM];

/**
 * Turns recorded events into status updates: finds each stream's workspace (the envelope's
 * `workspaceId`, else the stream's first event) and keeps per-task memory (tool names by call
 * id). Also reads history for a reconnecting client, so live and catch-up share one description.
 */
export class StatusReader {
  private readonly workspaces = new LRUCache<string, string>({ max: 50_000 });
  private readonly memories = new LRUCache<string, StatusMemory>({ max: 10_000 });

  constructor(private readonly store: EventStore) {}

  async toUpdate(
    event: RecordedEvent,
    memories: { get(id: string): StatusMemory | undefined; set(id: string, m: StatusMemory): unknown } = this.memories,
  ): Promise<StatusUpdate | undefined> {
    if (event.streamId === PURGES_STREAM) {
      const purged = (event.data as { streamId?: string }).streamId ?? '';
      const workspaceId = this.workspaces.get(purged);
      const taskId = TASK_STREAMS.idOf(purged);
      if (!workspaceId || !taskId) return undefined;
      return {
        id: formatPosition(event.position),
        workspaceId,
        taskId,
        type: 'TaskDeleted',
        line: 'deleted',
        deleted: true,
      };
    }
    const workspaceId = await this.workspaceOf(event);
    if (!workspaceId) return undefined;
    const memory = memories.get(event.streamId) ?? { tools: {} };
    memories.set(event.streamId, memory);
    return { id: formatPosition(event.position), workspaceId, ...describe(event, memory) };
  }

  private async workspaceOf(event: RecordedEvent): Promise<string | undefined> {
    const known = event.metadata.workspaceId ?? this.workspaces.get(event.streamId);
    if (known) {
      this.workspaces.set(event.streamId, known);
      return known;
    }
    try {
      const [first] = await this.store.readStream(event.streamId, { maxCount: 1 });
      const found = first?.metadata.workspaceId ?? (first?.data as { workspaceId?: string } | undefined)?.workspaceId;
      if (found) this.workspaces.set(event.streamId, found);
      return found;
    } catch (error) {
      if (error instanceof StreamNotFound) return undefined;
      throw error;
    }
  }

  /** A workspace's updates strictly after `after`, in log order. */
  async workspaceHistory(workspaceId: string, after: LogPosition): Promise<StatusUpdate[]> {
    const updates: StatusUpdate[] = [];
    const memories = new Map<string, StatusMemory>();
    for (let cursor = after; ;) {
      const page = await this.store.readAll({
        after: cursor,
        maxCount: 1000,
        filter: { categories: STATUS_CATEGORIES },
      });
      for (const event of page) {
        const update = await this.toUpdate(event, memories);
        if (update?.workspaceId === workspaceId) updates.push(update);
      }
      if (page.length < 1000) return updates;
      cursor = page[page.length - 1].position;
    }
  }

  /** One task's updates after `after` (all of them when undefined); tool names come from the whole stream. */
  async taskHistory(workspaceId: string, taskId: string, after: LogPosition | undefined): Promise<StatusUpdate[]> {
    let events: RecordedEvent[];
    try {
      events = await this.store.readStream(taskStreamId(taskId));
    } catch (error) {
      if (error instanceof StreamNotFound) return [];
      throw error;
    }
    const memories = new Map<string, StatusMemory>();
    const updates: StatusUpdate[] = [];
    for (const event of events) {
      const update = await this.toUpdate(event, memories);
      if (update?.workspaceId === workspaceId && (!after || comparePositions(event.position, after) > 0))
        updates.push(update);
    }
    return updates;
  }
}
