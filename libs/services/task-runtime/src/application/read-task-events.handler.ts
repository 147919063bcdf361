import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { formatPosition } from '@lomo/event-store';
import type { TaskEventView } from '@lomo/service-api';
import { taskStatusFact } from '../integration/task.status-facts';
import { taskStreamId } from '../task/task.decider';
import type { Caller } from './task-runtime-context';
import { TaskRuntimeContext } from './task-runtime-context';

export class ReadTaskEvents extends Query<TaskEventView[]> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
    readonly query: { fromRevision?: number; limit?: number } = {},
  ) {
    super();
  }
}

@QueryHandler(ReadTaskEvents)
export class ReadTaskEventsHandler implements IQueryHandler<ReadTaskEvents> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId, query }: ReadTaskEvents): Promise<TaskEventView[]> {
    await this.ctx.owned(caller, taskId);
    const recorded = await this.ctx.need(this.ctx.store, 'taskEvents').readStream(taskStreamId(taskId), {
      fromRevision: BigInt(query.fromRevision ?? 0),
      maxCount: query.limit ?? 500,
    });
    return recorded.map((e) => ({
      position: formatPosition(e.position),
      revision: Number(e.revision),
      type: e.type,
      data: e.data,
      occurredAt: e.metadata.occurredAt ?? e.recordedAt.toISOString(),
      actor: e.metadata.actor,
      status: taskStatusFact(e),
    }));
  }
}
