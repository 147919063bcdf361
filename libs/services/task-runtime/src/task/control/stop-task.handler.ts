import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class StopTask extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
    readonly reason: string = 'stopped by the user',
  ) {
    super();
  }
}

@CommandHandler(StopTask)
export class StopTaskHandler implements ICommandHandler<StopTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId, reason }: StopTask): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.run(taskId, { type: 'StopTask', by: caller.userId, reason, at: this.ctx.at() }, caller);
  }
}
