import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, BudgetShareInput, Money } from '@lomo/service-api';
import { Budgets } from '../budget/budgets';

/** Carves a sub-agent's share out of its parent's budget (ADR 0027); idempotent by the child. */
export class ShareBudget extends Command<Money | undefined> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: BudgetShareInput,
  ) {
    super();
  }
}

@CommandHandler(ShareBudget)
export class ShareBudgetHandler implements ICommandHandler<ShareBudget> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: ShareBudget): Promise<Money | undefined> {
    await this.budgets.execute(caller.workspaceId, {
      type: 'ShareBudget',
      parentTaskId: input.parentTaskId,
      childTaskId: input.childTaskId,
      ...(input.amountMinor !== undefined ? { amountMinor: input.amountMinor } : {}),
      at: this.budgets.now(),
    });
    // Read back: a re-run spawn gets the share recorded the first time.
    const share = (await this.budgets.state(caller.workspaceId)).shares.get(input.childTaskId);
    return share && { amountMinor: share.amountMinor, currency: share.currency };
  }
}

/** Gives what a finished or stopped sub-agent did not spend back to its parent; a second return does nothing. */
export class ReturnBudgetShare extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { childTaskId: string },
  ) {
    super();
  }
}

@CommandHandler(ReturnBudgetShare)
export class ReturnBudgetShareHandler implements ICommandHandler<ReturnBudgetShare> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: ReturnBudgetShare): Promise<void> {
    await this.budgets.execute(caller.workspaceId, {
      type: 'ReturnBudgetShare',
      childTaskId: input.childTaskId,
      at: this.budgets.now(),
    });
  }
}
