import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TaskCardView } from '@lomo/service-api';
import type { ListQuery } from './task-cards';
import type { Caller } from './task-runtime-context';
import { TaskRuntimeContext } from './task-runtime-context';

export class ListTasks extends Query<TaskCardView[]> {
  constructor(
    readonly caller: Caller,
    readonly query: ListQuery = {},
  ) {
    super();
  }
}

@QueryHandler(ListTasks)
export class ListTasksHandler implements IQueryHandler<ListTasks> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, query }: ListTasks): Promise<TaskCardView[]> {
    return this.ctx.need(this.ctx.cards, 'listTasks').list(caller.workspaceId, query);
  }
}
