import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { taskStreamId } from '../task.decider';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

/**
 * Purges the stream; the projections drop every derived row on `StreamPurged`, and the outbox
 * announces it as `TaskPurged`, on which every other service deletes what it derived.
 */
export class DeleteTask extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteTask)
export class DeleteTaskHandler implements ICommandHandler<DeleteTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId }: DeleteTask): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.need(this.ctx.store, 'deleteTask').purgeStream(taskStreamId(taskId), {
      actor: `user:${caller.userId}`,
      reason: 'task deleted by the user',
      occurredAt: this.ctx.at(),
      workspaceId: caller.workspaceId,
    });
    this.ctx.tasks.forget(taskId);
  }
}
