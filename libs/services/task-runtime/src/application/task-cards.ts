import {
  ProjectionReader,
  PURGES_STREAM,
  StreamDeleted,
  StreamNotFound,
  type EventStore,
  type RecordedEvent,
  type StreamPurged,
} from '@lomo/event-store';
import { TASK_STREAMS, taskStreamId } from '@lomo/contracts';
import type { TaskCardView, TaskStatusName } from '@lomo/service-api';
import { TASK_CARDS, taskCardProjection, type TaskCardDoc } from './task-card.projection';

/** The part of the card projection's processor a reader drives: fold what the log holds now. */
export interface CatchUp {
  catchUp(): Promise<void>;
  /** The events it has not folded yet, when they are few (`CheckpointedProcessor.unfolded`). */
  unfolded?(): Promise<RecordedEvent[] | undefined>;
}

/** `taskIds`: only those tasks (empty or unset: every task of the workspace). */
export type ListQuery = { status?: TaskStatusName; kind?: TaskCardView['kind']; limit?: number; taskIds?: string[] };

/**
 * Task cards from the task-card projection. A list first lets the processor fold what the log
 * holds (read-your-writes where this process leads the projection; a standby reads the
 * leader's progress, at most one poll interval behind), then reads documents only: no task
 * stream is read. One card is read as of its stream (`atLeast`).
 */
export class TaskCards {
  private readonly reader: ProjectionReader;

  constructor(
    reader: ProjectionReader | ConstructorParameters<typeof ProjectionReader>[0],
    private readonly processor?: CatchUp,
    /** Reads a task stream's tail for a card that is behind it (`atLeast`). */
    private readonly stream?: Pick<EventStore, 'readStream'>,
    /** The projection's name (tests run a private copy). */
    private readonly projection = TASK_CARDS,
  ) {
    this.reader = reader instanceof ProjectionReader ? reader : new ProjectionReader(reader);
  }

  /** The card of one task of the workspace, with its stream revision; undefined for another workspace's. */
  async get(workspaceId: string, taskId: string): Promise<TaskCardView | undefined> {
    await this.processor?.catchUp();
    const doc = await this.reader.get<TaskCardDoc>(this.projection, taskId);
    return doc?.workspaceId === workspaceId ? doc.card : undefined;
  }

  /**
   * The card of one task of the workspace once it has folded at least `position` events of the
   * task's stream: read as it is when it already has (the usual read of a task that is not
   * changing), else the document's fold carried on over the events of the stream it has not
   * folded yet — one read of the stream's tail, here, instead of driving the projection's
   * processor: a read of a task whose turn was running waited behind the processor's step in
   * flight and its batches, in PGlite's one connection queue behind that turn's statements
   * (issue 26, B14's card p95). Undefined for another workspace's task, or when there is no
   * document yet or no stream to read (the caller folds the stream).
   */
  async atLeast(workspaceId: string, taskId: string, position: bigint): Promise<TaskCardView | undefined> {
    const doc = await this.reader.get<TaskCardDoc>(this.projection, taskId);
    if (!doc || doc.workspaceId !== workspaceId) return undefined;
    const folded = BigInt(doc.card.position);
    if (folded >= position) return doc.card;
    if (!this.stream) return undefined;
    // Deleted since the caller looked: no card (the caller's fold says not found).
    const tail = await this.stream
      .readStream(taskStreamId(taskId), { fromRevision: folded })
      .catch((error: unknown) => {
        if (error instanceof StreamDeleted || error instanceof StreamNotFound) return undefined;
        throw error;
      });
    if (!tail) return undefined;
    let next: TaskCardDoc | null = doc;
    for (const event of tail) if (next) next = taskCardProjection.evolve(next, event);
    return next && next.workspaceId === workspaceId && BigInt(next.card.position) >= position ? next.card : undefined;
  }

  /**
   * The workspace's cards, most recently active first, as of the call: the documents as they
   * stand, with the events the projection has not folded yet folded here over the documents of
   * the tasks they belong to (one read of the log past its checkpoint). Waiting for the
   * processor instead queued a list behind its step in flight (issue 26: the router lists on
   * every post). When more than a few events wait, the processor folds them first, as before.
   */
  async list(workspaceId: string, query: ListQuery = {}): Promise<TaskCardView[]> {
    const ids = query.taskIds?.length ? new Set(query.taskIds) : undefined;
    const limit = query.limit ?? ids?.size ?? 50;
    const unfolded = await this.processor?.unfolded?.();
    if (this.processor && !unfolded) await this.processor.catchUp();
    const byTask = new Map<string, RecordedEvent[]>();
    for (const event of unfolded ?? []) {
      const taskId = purged(event) ?? taskCardProjection.documentId(event);
      if (taskId && (!ids || ids.has(taskId))) byTask.set(taskId, [...(byTask.get(taskId) ?? []), event]);
    }
    const where = {
      workspaceId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    };
    // The folded task is most of a document and a card needs none of it (the few tasks the log
    // moved past their documents are read whole below); each of those may leave the list, so as
    // many more are read as could leave it.
    const found = await this.reader.find<TaskCardDoc>(this.projection, {
      where,
      orderBy: { field: 'updatedAt', direction: 'desc' },
      limit: limit + byTask.size,
      omit: ['fold'],
      ...(ids ? { ids: [...ids] } : {}),
    });
    const docs = new Map(found.map((d) => [d.id, d.doc]));
    await Promise.all(
      [...byTask].map(async ([taskId, events]) => {
        const doc = this.folded(await this.reader.get<TaskCardDoc>(this.projection, taskId), events);
        if (doc) docs.set(taskId, doc);
        else docs.delete(taskId);
      }),
    );
    return [...docs]
      .filter(([, doc]) => Object.entries(where).every(([field, value]) => doc[field as keyof typeof where] === value))
      .sort(([a, x], [b, y]) => (x.updatedAt === y.updatedAt ? (a < b ? 1 : -1) : x.updatedAt < y.updatedAt ? 1 : -1))
      .slice(0, limit)
      .map(([, doc]) => doc.card);
  }

  /** A document carried on over its task's events it has not folded; null once the task is gone. */
  private folded(doc: TaskCardDoc | undefined, events: readonly RecordedEvent[]): TaskCardDoc | null {
    let next: TaskCardDoc | null = doc ?? null;
    for (const event of events) {
      // A destroyed key or a purged stream (a deleted task): the processor drops its document, so does the list.
      if (event.shredded || purged(event)) return null;
      if (!next || event.revision >= BigInt(next.card.position)) next = taskCardProjection.evolve(next, event);
    }
    return next;
  }
}

/** The task a `StreamPurged` of the log's purge stream names, if it names one. */
function purged(event: RecordedEvent): string | undefined {
  if (event.streamId !== PURGES_STREAM || event.type !== 'StreamPurged') return undefined;
  return TASK_STREAMS.idOf((event.data as StreamPurged).streamId);
}
