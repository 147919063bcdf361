import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, Money } from '@lomo/service-api';
import { Budgets } from './budgets';
import { assertMoney } from './money';

export interface QuoteView {
  amount: Money;
  availableMinor: number;
  withinCap: boolean;
}

/** The price shown before a paid call and whether it fits under the cap now. */
export class Quote extends Query<QuoteView> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { amount: Money },
  ) {
    super();
  }
}

@QueryHandler(Quote)
export class QuoteHandler implements IQueryHandler<Quote> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: Quote): Promise<QuoteView> {
    assertMoney(input.amount);
    const spend = this.budgets.view(await this.budgets.state(caller.workspaceId));
    return {
      amount: input.amount,
      availableMinor: spend.availableMinor,
      withinCap: input.amount.amountMinor <= spend.availableMinor,
    };
  }
}
