import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

/** Makes a lightweight task persistent: the same stream, so its context and records stay. */
export class PromoteTask extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
  ) {
    super();
  }
}

@CommandHandler(PromoteTask)
export class PromoteTaskHandler implements ICommandHandler<PromoteTask> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId }: PromoteTask): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.run(taskId, { type: 'PromoteTask', at: this.ctx.at() }, caller);
  }
}
