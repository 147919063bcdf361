import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class PauseTask extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(PauseTask)
export class PauseTaskHandler implements ICommandHandler<PauseTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId }: PauseTask): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.run(taskId, { type: 'PauseTask', by: caller.userId, at: this.ctx.at() }, caller);
  }
}
