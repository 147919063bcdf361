import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, AuthorityView } from '@lomo/service-api';
import { Budgets } from '../budget/budgets';
import { spentBy } from '../budget/budget.decider';

/** The workspace's autonomy levels, budgets (with their spend), active grants and balance. */
export class ReadAuthority extends Query<AuthorityView> {
  constructor(readonly caller: ApiCaller) {
    super();
  }
}

@QueryHandler(ReadAuthority)
export class ReadAuthorityHandler implements IQueryHandler<ReadAuthority> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller }: ReadAuthority): Promise<AuthorityView> {
    const state = await this.budgets.state(caller.workspaceId);
    const { levels, budgets, grants } = state.authority;
    return {
      autonomy: [...levels.values()],
      budgets: [...budgets.values()].map((b) => ({ ...b, spentMinor: spentBy(state, b.scope, b.id) })),
      grants: [...grants.values()].filter((g) => !g.revoked).map(({ revoked: _revoked, ...g }) => g),
      balance: {
        balanceMinor: this.budgets.startingBalanceMinor + state.toppedUpMinor,
        availableMinor: this.budgets.balanceAvailable(state),
        currency: this.budgets.currency(state),
      },
    };
  }
}
