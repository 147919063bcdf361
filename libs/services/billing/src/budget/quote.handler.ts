import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, Attribution, Money, QuoteView } from '@lomo/service-api';
import { authorityFacts } from '../authority/authority.decider';
import { shareBudgetFacts } from '../budget-share/budget-share';
import { spentBy } from './budget.decider';
import { attribution } from './hold-funds.handler';
import { Budgets } from './budgets';
import { assertMoney } from './money';

export type { QuoteView };

/** The price shown before a paid call, whether it fits under the cap and the balance now, the no-confirm limits and the authority it is checked against. */
export class Quote extends Query<QuoteView> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { amount: Money } & Attribution,
  ) {
    super();
  }
}

@QueryHandler(Quote)
export class QuoteHandler implements IQueryHandler<Quote> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: Quote): Promise<QuoteView> {
    assertMoney(input.amount);
    const state = await this.budgets.state(caller.workspaceId);
    const spend = this.budgets.view(state);
    const subject = { workspaceId: caller.workspaceId, ...attribution(input) };
    const facts = authorityFacts(state.authority, subject, (scope, id) => spentBy(state, scope, id));
    return {
      amount: input.amount,
      availableMinor: spend.availableMinor,
      withinCap: input.amount.amountMinor <= spend.availableMinor,
      spentTodayMinor: spend.spentTodayMinor,
      noConfirm: this.budgets.noConfirm(state),
      balanceAvailableMinor: spend.balanceAvailableMinor,
      withinBalance: input.amount.amountMinor <= spend.balanceAvailableMinor,
      // A sub-agent's share bounds it like a task budget (ADR 0027).
      authority: { ...facts, budgets: [...facts.budgets, ...shareBudgetFacts(state, subject.taskId)] },
    };
  }
}
