import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WakeReason } from '@lomo/contracts';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

/** A completion or trigger; wakes the worker only when the wake policy said so. */
export class ReceiveExternalEvent extends Command<void> {
  constructor(
    readonly caller: Caller,
    readonly taskId: string,
    readonly input: { source: string; eventId: string; result: unknown; waitKey?: string; artifactIds?: string[] },
  ) {
    super();
  }
}

@CommandHandler(ReceiveExternalEvent)
export class ReceiveExternalEventHandler implements ICommandHandler<ReceiveExternalEvent> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller, taskId, input }: ReceiveExternalEvent): Promise<void> {
    await this.ctx.owned(caller, taskId);
    const state = await this.ctx.run(
      taskId,
      {
        type: 'ReceiveExternalEvent',
        ...input,
        ...(this.ctx.nodeRetries ? { nodeRetries: this.ctx.nodeRetries } : {}),
        at: this.ctx.at(),
      },
      { ...caller, userId: `system:${input.source}` },
    );
    if (state.exists && state.status === 'rescheduling') await this.ctx.wake(taskId, WakeReason.EXTERNAL_TRIGGER);
  }
}
