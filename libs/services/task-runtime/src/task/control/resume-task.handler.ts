import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WakeReason } from '@lomo/contracts';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class ResumeTask extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(ResumeTask)
export class ResumeTaskHandler implements ICommandHandler<ResumeTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId }: ResumeTask): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.run(taskId, { type: 'ResumeTask', by: caller.userId, at: this.ctx.at() }, caller);
    await this.ctx.wake(taskId, WakeReason.USER_RESUMED);
  }
}
