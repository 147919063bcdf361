import { inProcessBuses, type Buses } from '@lomo/event-store';
import type {
  ApiCaller,
  CapabilityRegistryView,
  GenerationApi,
  PlanCheckView,
  PlanNodeNeedView,
} from '@lomo/service-api';
import type { CapabilityRegistry } from '../capabilities/capability-registry';
import { CheckPlan, CheckPlanHandler } from '../capabilities/check-plan.handler';
import { ListCapabilities, ListCapabilitiesHandler } from '../capabilities/list-capabilities.handler';

/** The capability handlers behind `GENERATION_API`, for `CqrsModule` (Nest) or `inProcessBuses`. */
export const CAPABILITY_HANDLERS = [ListCapabilitiesHandler, CheckPlanHandler] as const;

/**
 * `GenerationApi` as the other services see it (`GENERATION_API`): the capability registry for
 * the planner and the task runtime's plan check. Each call is a query on the buses,
 * answered by its handler in `capabilities/`.
 */
export class GenerationBusApi implements GenerationApi {
  constructor(private readonly buses: Buses) {}

  capabilities(caller: ApiCaller): Promise<CapabilityRegistryView> {
    return this.buses.queries.execute(new ListCapabilities(caller));
  }

  checkPlan(caller: ApiCaller, nodes: PlanNodeNeedView[]): Promise<PlanCheckView> {
    return this.buses.queries.execute(new CheckPlan(caller, nodes));
  }
}

/** The API over in-process buses, for compositions without a Nest container (tests). */
export function inProcessGenerationApi(registry: CapabilityRegistry): GenerationBusApi {
  return new GenerationBusApi(inProcessBuses(CAPABILITY_HANDLERS.map((Handler) => new Handler(registry))));
}
