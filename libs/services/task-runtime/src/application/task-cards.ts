import { ProjectionReader } from '@lomo/event-store';
import type { TaskCardView, TaskStatusName } from '@lomo/service-api';
import { TASK_CARDS, type TaskCardDoc } from './task-card.projection';

/** The part of the card projection's processor a reader drives: fold what the log holds now. */
export interface CatchUp {
  catchUp(): Promise<void>;
  /** Folds up to `maxBatches` batches, fewer once the log is caught up; returns the events folded. */
  foldNow?(maxBatches: number): Promise<number>;
}

/** Batches a card read folds at most before it answers from the stream instead. */
const CATCH_UP_BATCHES = 20;

/**
 * Task cards from the task-card projection. Each read first lets the processor fold what the
 * log holds (read-your-writes where this process leads the projection; a standby reads the
 * leader's progress, at most one poll interval behind), then reads documents only: no task
 * stream is read.
 */
export class TaskCards {
  private readonly reader: ProjectionReader;

  constructor(
    reader: ProjectionReader | ConstructorParameters<typeof ProjectionReader>[0],
    private readonly processor?: CatchUp,
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
   * changing: no wait for the processor), else after a catch-up. Undefined for another
   * workspace's task or a card that cannot get there (a standby's leader behind).
   */
  async atLeast(workspaceId: string, taskId: string, position: bigint): Promise<TaskCardView | undefined> {
    const current = async () => {
      const doc = await this.reader.get<TaskCardDoc>(this.projection, taskId);
      const card = doc?.workspaceId === workspaceId ? doc.card : undefined;
      return card && BigInt(card.position) >= position ? card : undefined;
    };
    // A batch at a time, until this card has got there: a read of a task whose turn is running
    // no longer chases the log's tail (each batch finding the turn's next appends) before it answers.
    let card = await current();
    if (card || !this.processor) return card;
    if (!this.processor.foldNow) return (await this.processor.catchUp(), current());
    for (let batch = 0; !card && batch < CATCH_UP_BATCHES; batch++) {
      // Nothing more to fold (caught up, or another process leads the projection): as good as it gets.
      if ((await this.processor.foldNow(1)) === 0) return current();
      card = await current();
    }
    return card;
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
