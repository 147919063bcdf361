import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class DeliverMessage extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
    readonly input: { messageId: string; text: string },
  ) {
    super();
  }
}

@CommandHandler(DeliverMessage)
export class DeliverMessageHandler implements ICommandHandler<DeliverMessage> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  execute({ caller, taskId, input }: DeliverMessage): Promise<void> {
    return this.ctx.deliver(caller, taskId, input);
  }
}
