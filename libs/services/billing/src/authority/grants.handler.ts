import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ApiCaller, GrantAction, ScopeRef } from '@lomo/service-api';
import { Budgets } from '../budget/budgets';
import { scopeOf } from './scope-of';

/** Stores a grant: only an explicit user action sends this, never the task or its model. */
export class IssueGrant extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: ScopeRef & { grantId: string; action: GrantAction },
  ) {
    super();
  }
}

export class RevokeGrant extends Command<void> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: { grantId: string },
  ) {
    super();
  }
}

@CommandHandler(IssueGrant)
export class IssueGrantHandler implements ICommandHandler<IssueGrant> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: IssueGrant): Promise<void> {
    await this.budgets.execute(caller.workspaceId, {
      type: 'IssueGrant',
      grantId: input?.grantId,
      ...scopeOf(caller, input),
      action: input?.action,
      by: caller.userId,
      at: this.budgets.now(),
    });
  }
}

@CommandHandler(RevokeGrant)
export class RevokeGrantHandler implements ICommandHandler<RevokeGrant> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller, input }: RevokeGrant): Promise<void> {
    await this.budgets.execute(caller.workspaceId, {
      type: 'RevokeGrant',
      grantId: input?.grantId,
      by: caller.userId,
      at: this.budgets.now(),
    });
  }
}
