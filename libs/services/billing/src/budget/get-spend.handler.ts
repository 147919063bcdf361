import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, SpendView } from '@lomo/service-api';
import { Budgets } from './budgets';

export class GetSpend extends Query<SpendView> {
  constructor(readonly caller: ApiCaller) {
    super();
  }
}

@QueryHandler(GetSpend)
export class GetSpendHandler implements IQueryHandler<GetSpend> {
  constructor(private readonly budgets: Budgets) {}

  async execute({ caller }: GetSpend): Promise<SpendView> {
    return this.budgets.view(await this.budgets.state(caller.workspaceId));
  }
}
