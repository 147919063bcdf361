import { LRUCache } from 'lru-cache';
import { GEN_JOB_STREAMS, statusFactOf, TASK_STREAMS, taskStreamId } from '@lomo/contracts';
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

type Memories = { get(id: string): StatusMemory | undefined; set(id: string, m: StatusMemory): unknown };

/** What a stream's first event says about all of it: its workspace and, for a job, its task. */
interface StreamOrigin {
  workspaceId?: string;
  job?: { taskId: string; jobId: string };
  parentTaskId?: string | null;
}

/**
 * Turns recorded events into status updates: finds each stream's workspace (the envelope's
 * `workspaceId`, else the stream's first event) and keeps per-stream memory (tool names by
 * call id; a job's task, from its first fact). Also reads history for a reconnecting client,
 * so live and catch-up share one description.
 */
export class StatusReader {
  private readonly workspaces = new LRUCache<string, string>({ max: 50_000 });
  private readonly memories = new LRUCache<string, StatusMemory>({ max: 10_000 });

  constructor(private readonly store: EventStore) {}

  async toUpdate(event: RecordedEvent, memories: Memories = this.memories): Promise<StatusUpdate | undefined> {
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
    const memory = memories.get(event.streamId) ?? { tools: {} };
    memories.set(event.streamId, memory);
    let workspaceId = event.metadata.workspaceId ?? this.workspaces.get(event.streamId);
    const isJob = GEN_JOB_STREAMS.owns(event.streamId);
    // A job's later facts name no task: it comes from the job's first fact (seen live, or read once).
    const kind = statusFactOf(event.metadata)?.kind;
    const needsJob = isJob && !memory.job && kind !== 'job.requested';
    // Likewise a sub-agent's later facts name no parent: it comes from its task's first fact.
    const needsParent =
      TASK_STREAMS.owns(event.streamId) && memory.parentTaskId === undefined && kind !== 'task.created';
    if (!workspaceId || needsJob || needsParent) {
      const origin = await this.originOf(event.streamId);
      workspaceId ??= origin.workspaceId;
      if (needsJob && origin.job) memory.job = origin.job;
      if (needsParent) memory.parentTaskId = origin.parentTaskId ?? null;
    }
    if (!workspaceId) return undefined;
    this.workspaces.set(event.streamId, workspaceId);
    return { id: formatPosition(event.position), workspaceId, ...describe(event, memory) };
  }

  private async originOf(streamId: string): Promise<StreamOrigin> {
    try {
      const [first] = await this.store.readStream(streamId, { maxCount: 1 });
      const fact = statusFactOf(first?.metadata);
      return {
        workspaceId: first?.metadata.workspaceId ?? (first?.data as { workspaceId?: string } | undefined)?.workspaceId,
        ...(fact?.kind === 'job.requested' ? { job: { taskId: fact.taskId, jobId: fact.jobId } } : {}),
        ...(fact?.kind === 'task.created' ? { parentTaskId: fact.parentTaskId ?? null } : {}),
      };
    } catch (error) {
      if (error instanceof StreamNotFound) return {};
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

  /**
   * One task's updates after `after` (all of them when undefined): its own stream, the
   * streams of the generation jobs it submitted and of the sub-agents it spawned (what its
   * `tool.completed` facts name),
   * merged in log order — the same lines the live stream shows for the task (issue 21 §5c).
   * Memory (tool names, the plan) comes from the whole streams.
   */
  async taskHistory(workspaceId: string, taskId: string, after: LogPosition | undefined): Promise<StatusUpdate[]> {
    const own = await this.readIfAny(taskStreamId(taskId));
    const related = new Set<string>();
    for (const event of own) {
      const fact = statusFactOf(event.metadata);
      if (fact?.kind !== 'tool.completed') continue;
      if (fact.jobId && GEN_JOB_STREAMS.owns(fact.jobId)) related.add(fact.jobId);
      // Its sub-agents' own lines (R-10.9), as the live stream shows them.
      if (fact.childTaskId) related.add(taskStreamId(fact.childTaskId));
    }
    const events = [own, ...(await Promise.all([...related].map((id) => this.readIfAny(id))))]
      .flat()
      .sort((a, b) => comparePositions(a.position, b.position));
    const memories = new Map<string, StatusMemory>();
    const updates: StatusUpdate[] = [];
    for (const event of events) {
      const update = await this.toUpdate(event, memories);
      if (
        update?.workspaceId === workspaceId &&
        (update.taskId === taskId || update.parentTaskId === taskId) &&
        (!after || comparePositions(event.position, after) > 0)
      )
        updates.push(update);
    }
    return updates;
  }

  private async readIfAny(streamId: string): Promise<RecordedEvent[]> {
    try {
      return await this.store.readStream(streamId);
    } catch (error) {
      if (error instanceof StreamNotFound) return [];
      throw error;
    }
  }
}
