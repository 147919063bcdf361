import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

/** Withdraws a message no step took yet; withdrawing twice is a no-op. */
export class WithdrawMessage extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
    readonly messageId: string,
  ) {
    super();
  }
}

/** Replaces the words of a message no step took yet. */
export class ReplaceMessage extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
    readonly messageId: string,
    readonly text: string,
  ) {
    super();
  }
}

/** A taken message is `ApiError('conflict', 'message_not_pending')`: it waits for the next step instead. */
@CommandHandler(WithdrawMessage)
export class WithdrawMessageHandler implements ICommandHandler<WithdrawMessage> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId, messageId }: WithdrawMessage): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.run(taskId, { type: 'WithdrawMessage', messageId, at: this.ctx.at() }, caller);
  }
}

@CommandHandler(ReplaceMessage)
export class ReplaceMessageHandler implements ICommandHandler<ReplaceMessage> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId, messageId, text }: ReplaceMessage): Promise<void> {
    await this.ctx.owned(caller, taskId);
    await this.ctx.run(taskId, { type: 'ReplaceMessage', messageId, text, at: this.ctx.at() }, caller);
  }
}
