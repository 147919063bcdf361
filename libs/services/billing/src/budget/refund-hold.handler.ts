import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { Budgets } from './budgets';

/** Releases a job's hold; no hold or an already captured one is left alone. */
export class RefundHold extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { jobId: string },
  ) {
    super();
  }
}

@CommandHandler(RefundHold)
export class RefundHoldHandler implements ICommandHandler<RefundHold> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: RefundHold): Promise<void> {
    await this.budgets.execute(caller.workspaceId, { type: 'Refund', jobId: input.jobId, at: this.budgets.now() });
  }
}
