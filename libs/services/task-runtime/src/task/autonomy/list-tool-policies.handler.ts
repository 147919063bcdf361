import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ToolPolicyName } from '@lomo/service-api';
import type { Caller } from '../../application/task-runtime-context';
import { TaskRuntimeContext } from '../../application/task-runtime-context';

export class ListToolPolicies extends Query<Array<{ tool: string; policy: ToolPolicyName }>> {
  constructor(readonly caller: Caller) {
    super();
  }
}

@QueryHandler(ListToolPolicies)
export class ListToolPoliciesHandler implements IQueryHandler<ListToolPolicies> {
  constructor(private readonly ctx: TaskRuntimeContext) {}

  async execute({ caller }: ListToolPolicies): Promise<Array<{ tool: string; policy: ToolPolicyName }>> {
    return this.ctx.need(this.ctx.policies, 'listToolPolicies').list(caller.workspaceId);
  }
}
