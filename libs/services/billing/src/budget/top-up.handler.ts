import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError, type ApiCaller, type Money } from '@lomo/service-api';
import { Budgets } from './budgets';

/** Adds prepaid money to the workspace's balance, once per `topUpId`. */
export class TopUp extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { topUpId: string; amount: Money },
  ) {
    super();
  }
}

@CommandHandler(TopUp)
export class TopUpHandler implements ICommandHandler<TopUp> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: TopUp): Promise<void> {
    if (typeof input?.topUpId !== 'string' || !/^[A-Za-z0-9_.:-]{1,200}$/.test(input.topUpId))
      throw new ApiError('invalid', 'invalid_top_up', 'topUpId is 1–200 letters, digits, _ . : -', {
        field: 'topUpId',
      });
    await this.budgets.execute(caller.workspaceId, {
      type: 'TopUp',
      topUpId: input.topUpId,
      amountMinor: input.amount?.amountMinor,
      currency: input.amount?.currency,
      by: caller.userId,
      at: this.budgets.now(),
    });
  }
}
