import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, Money } from '@lomo/service-api';
import { Budgets } from './budgets';
import { assertMoney } from './money';

export class SetSpendCap extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly cap: Money,
  ) {
    super();
  }
}

@CommandHandler(SetSpendCap)
export class SetSpendCapHandler implements ICommandHandler<SetSpendCap> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, cap }: SetSpendCap): Promise<void> {
    assertMoney(cap);
    await this.budgets.execute(caller.workspaceId, {
      type: 'SetSpendCap',
      capMinor: cap.amountMinor,
      currency: cap.currency,
      at: this.budgets.now(),
    });
  }
}
