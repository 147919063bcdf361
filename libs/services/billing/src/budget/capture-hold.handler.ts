import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, Money } from '@lomo/service-api';
import { Budgets } from './budgets';
import { assertMoney } from './money';

/** Captures a job's hold (at most the held amount; the rest is released). */
export class CaptureHold extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { jobId: string; amount?: Money },
  ) {
    super();
  }
}

@CommandHandler(CaptureHold)
export class CaptureHoldHandler implements ICommandHandler<CaptureHold> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: CaptureHold): Promise<void> {
    if (input.amount) assertMoney(input.amount);
    await this.budgets.execute(caller.workspaceId, {
      type: 'Capture',
      jobId: input.jobId,
      amountMinor: input.amount?.amountMinor,
      at: this.budgets.now(),
    });
  }
}
