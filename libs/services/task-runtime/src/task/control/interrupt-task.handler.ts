import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class InterruptTask extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(InterruptTask)
export class InterruptTaskHandler implements ICommandHandler<InterruptTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId }: InterruptTask): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.run(taskId, { type: 'InterruptTask', by: caller.userId, at: this.ctx.at() }, caller);
  }
}
