import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StreamDeleted } from '@lomo/event-store';
import { ApiError, type TaskCardView } from '@lomo/service-api';
import { taskStreamId } from '../task/task.decider';
import { taskCard } from './task-card';
import type { Caller } from './task-runtime-context';
import { TaskRuntimeContext } from './task-runtime-context';

/**
 * From the card projection when it has folded the stream as far as it reached when the read
 * began (one stream-info read; the projection catches up only if it has not); else folded here.
 * Under load a turn appends between the projection's catch-up and that look, so comparing with
 * the stream as it is after the catch-up found the card stale and folded the whole stream on most
 * reads of a working task (issue 26, B14's card p95); and every read waited for the projection's
 * processor even when the card was current. As of its start the read still sees every write
 * committed before it.
 */
export class GetTask extends Query<TaskCardView> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
  ) {
    super();
  }
}

@QueryHandler(GetTask)
export class GetTaskHandler implements IQueryHandler<GetTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId }: GetTask): Promise<TaskCardView> {
    // A deleted task's stream refuses to be described: it has no card, and the fold below says so.
    const info =
      this.ctx.cards &&
      (await this.ctx.store?.streamInfo(taskStreamId(taskId)).catch((error: unknown) => {
        if (error instanceof StreamDeleted) return undefined;
        throw error;
      }));
    const card = info && (await this.ctx.cards!.atLeast(caller.workspaceId, taskId, info.revision + 1n));
    if (card) return card;
    // One read of the stream serves both the ownership check and the fold.
    const { state, events } = await this.ctx.tasks.load(taskId);
    if (!state.exists || state.workspaceId !== caller.workspaceId)
      throw new ApiError('not_found', 'task_not_found', `task ${taskId} not found`);
    return taskCard(state, events, String(events.length));
  }
}
