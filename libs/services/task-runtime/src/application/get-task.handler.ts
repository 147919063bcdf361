import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TaskCardView } from '@lomo/service-api';
import { taskStreamId } from '../task/task.decider';
import { taskCard } from './task-card';
import type { Caller } from './task-runtime-context';
import { TaskRuntimeContext } from './task-runtime-context';

/** From the card projection when it has folded the whole stream (one stream-info read); else folded here. */
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
    const card = await this.ctx.cards?.get(caller.workspaceId, taskId);
    const info = card && (await this.ctx.store?.streamInfo(taskStreamId(taskId)));
    if (card && info && BigInt(card.position) === info.revision + 1n) return card;
    const task = await this.ctx.owned(caller, taskId);
    const { events } = await this.ctx.tasks.load(taskId);
    return taskCard(task, events, String(events.length));
  }
}
