import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, PlanCheckView, PlanNodeNeedView } from '@lomo/service-api';
import type { GenerationKind } from '../provider/provider.port';
import { CapabilityRegistry } from './capability-registry';
import { checkPlanNodes } from './plan-check';

export class CheckPlan extends Query<PlanCheckView> {
  constructor(
    readonly caller: ApiCaller,
    readonly nodes: PlanNodeNeedView[],
  ) {
    super();
  }
}

/** A plan's generation nodes against the registry as it is now, before anything is paid. */
@QueryHandler(CheckPlan)
export class CheckPlanHandler implements IQueryHandler<CheckPlan> {
  constructor(private readonly registry: CapabilityRegistry) {}

  async execute({ nodes }: CheckPlan): Promise<PlanCheckView> {
    const { providers, entries, capabilities } = await this.registry.snapshot();
    const kindOf = (provider: string, kind: string) => capabilities.get(provider)?.kinds[kind as GenerationKind];
    return {
      ...checkPlanNodes(entries, providers, kindOf, nodes),
      checkedBy: [`capability registry (${providers.join(', ') || 'no providers'})`],
    };
  }
}
