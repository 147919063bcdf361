import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, AutonomyLevel, ScopeRef } from '@lomo/service-api';
import { Budgets } from '../budget/budgets';
import { scopeOf } from './scope-of';

/** Sets how far a scope's paid calls go without asking; the decider refuses unknown levels. */
export class SetAutonomy extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: ScopeRef & { level: AutonomyLevel },
  ) {
    super();
  }
}

@CommandHandler(SetAutonomy)
export class SetAutonomyHandler implements ICommandHandler<SetAutonomy> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: SetAutonomy): Promise<void> {
    await this.budgets.execute(caller.workspaceId, {
      type: 'SetAutonomy',
      ...scopeOf(caller, input),
      level: input?.level,
      by: caller.userId,
      at: this.budgets.now(),
    });
  }
}
