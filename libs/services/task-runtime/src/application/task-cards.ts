import { ProjectionReader, StreamDeleted, StreamNotFound, type EventStore } from '@lomo/event-store';
import { taskStreamId } from '@lomo/contracts';
import type { TaskCardView, TaskStatusName } from '@lomo/service-api';
import { TASK_CARDS, taskCardProjection, type TaskCardDoc } from './task-card.projection';

/** The part of the card projection's processor a reader drives: fold what the log holds now. */
export interface CatchUp {
  catchUp(): Promise<void>;
}

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

  /** The workspace's cards, most recently active first. */
  async list(
    workspaceId: string,
    query: { status?: TaskStatusName; kind?: TaskCardView['kind']; limit?: number } = {},
  ): Promise<TaskCardView[]> {
    await this.processor?.catchUp();
    const docs = await this.reader.find<TaskCardDoc>(this.projection, {
      where: {
        workspaceId,
        ...(query.status ? { status: query.status } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
      },
      orderBy: { field: 'updatedAt', direction: 'desc' },
      limit: query.limit ?? 50,
    });
    return docs.map((d) => d.doc.card);
  }
}
