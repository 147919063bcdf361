import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TaskState } from '../task/task.state';
import { TaskRuntimeContext } from './task-runtime-context';

/** The folded task (tests, integration handlers). */
export class GetTaskState extends Query<TaskState> {
  constructor(readonly taskId: string) {
    super();
  }
}

@QueryHandler(GetTaskState)
export class GetTaskStateHandler implements IQueryHandler<GetTaskState> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ taskId }: GetTaskState): Promise<TaskState> {
    return (await this.ctx.tasks.load(taskId)).state;
  }
}
