import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { WakeReason } from '@lomo/contracts';
import type { CheckpointAnswer } from '@lomo/service-api';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class AnswerCheckpoint extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
    readonly answer: CheckpointAnswer,
  ) {
    super();
  }
}

@CommandHandler(AnswerCheckpoint)
export class AnswerCheckpointHandler implements ICommandHandler<AnswerCheckpoint> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId, answer }: AnswerCheckpoint): Promise<void> {
    await this.ctx.owned(caller, taskId);
    const state = await this.ctx.run(
      taskId,
      { type: 'AnswerCheckpoint', ...answer, by: caller.userId, messageId: randomUUID(), at: this.ctx.at() },
      caller,
    );
    if (
      state.exists &&
      (state.status === 'rescheduling' || [...state.inbox.values()].some((m) => m.state === 'pending'))
    )
      await this.ctx.wake(taskId, WakeReason.USER_RESUMED);
  }
}
