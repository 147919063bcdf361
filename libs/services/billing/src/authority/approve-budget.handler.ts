import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, Money, ScopeRef } from '@lomo/service-api';
import { Budgets } from '../budget/budgets';
import { scopeOf } from './scope-of';

/** Approves a budget for a scope; with `plan`, the budget a task's plan was approved with. */
export class ApproveBudget extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: ScopeRef & { amount: Money; plan?: boolean },
  ) {
    super();
  }
}

@CommandHandler(ApproveBudget)
export class ApproveBudgetHandler implements ICommandHandler<ApproveBudget> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: ApproveBudget): Promise<void> {
    await this.budgets.execute(caller.workspaceId, {
      type: 'ApproveBudget',
      ...scopeOf(caller, input),
      amountMinor: input?.amount?.amountMinor,
      currency: input?.amount?.currency,
      plan: input?.plan === true,
      by: caller.userId,
      at: this.budgets.now(),
    });
  }
}
