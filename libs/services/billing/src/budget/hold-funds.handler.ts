import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, Attribution, Money } from '@lomo/service-api';
import { Budgets } from './budgets';
import { assertMoney } from './money';

/** Holds a job's price under the cap and the balance; a second hold of the job changes nothing. */
export class HoldFunds extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { jobId: string; amount: Money } & Attribution,
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
      startingBalanceMinor: this.budgets.startingBalanceMinor,
      ...attribution(input),
      at: this.budgets.now(),
    });
  }
}

/** The task and user a job is for, when they are well-formed ids (anything else is not attributed). */
export function attribution(input: Attribution): Attribution {
  const ok = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_.:@-]{1,200}$/.test(v);
  return {
    ...(ok(input.taskId) ? { taskId: input.taskId } : {}),
    ...(ok(input.userId) ? { userId: input.userId } : {}),
  };
}
