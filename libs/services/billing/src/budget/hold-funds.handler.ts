import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, Money } from '@lomo/service-api';
import { Budgets } from './budgets';
import { assertMoney } from './money';

/** Holds a job's price under the cap; a second hold of the job changes nothing. */
export class HoldFunds extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { jobId: string; amount: Money },
  ) {
    super();
  }
}

@CommandHandler(HoldFunds)
export class HoldFundsHandler implements ICommandHandler<HoldFunds> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: HoldFunds): Promise<void> {
    assertMoney(input.amount);
    await this.budgets.execute(caller.workspaceId, {
      type: 'Hold',
      jobId: input.jobId,
      amountMinor: input.amount.amountMinor,
      currency: input.amount.currency,
      defaultCapMinor: this.budgets.settings.defaultCapMinor,
      at: this.budgets.now(),
    });
  }
}
