import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller } from '@lomo/service-api';
import { Budgets } from './budgets';

/** Sets the workspace's own no-confirm limits; the decider refuses negative or absurd ones. */
export class SetNoConfirmLimits extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly limits: { perOperationMinor: number; dailyMinor: number },
  ) {
    super();
  }
}

@CommandHandler(SetNoConfirmLimits)
export class SetNoConfirmLimitsHandler implements ICommandHandler<SetNoConfirmLimits> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, limits }: SetNoConfirmLimits): Promise<void> {
    await this.budgets.execute(caller.workspaceId, {
      type: 'SetNoConfirmLimits',
      perOperationMinor: limits?.perOperationMinor,
      dailyMinor: limits?.dailyMinor,
      at: this.budgets.now(),
    });
  }
}
