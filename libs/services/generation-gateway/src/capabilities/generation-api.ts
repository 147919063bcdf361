import type { ToolDefinition } from '@lomo/agent-tools';
import type {
  ApiCaller,
  CapabilityRegistryView,
  GenerationApi,
  PlanCheckView,
  PlanNodeNeedView,
} from '@lomo/service-api';
import type { GenerationKind } from '../provider/provider.port';
import type { CapabilityRegistry } from './capability-registry';
import { checkPlanNodes } from './plan-check';

/** `GENERATION_API`: the capability registry for the planner and the task runtime's plan check. */
export class GenerationApiService implements GenerationApi {
  constructor(private readonly registry: CapabilityRegistry) {}

  async capabilities(_caller: ApiCaller): Promise<CapabilityRegistryView> {
    const { providers, entries } = await this.registry.snapshot();
    return { providers, entries };
  }

  async checkPlan(_caller: ApiCaller, nodes: PlanNodeNeedView[]): Promise<PlanCheckView> {
    const { providers, entries, capabilities } = await this.registry.snapshot();
    const kindOf = (provider: string, kind: string) => capabilities.get(provider)?.kinds[kind as GenerationKind];
    return {
      ...checkPlanNodes(entries, providers, kindOf, nodes),
      checkedBy: [`capability registry (${providers.join(', ') || 'no providers'})`],
    };
  }
}

/** The registry as a read tool, so a planner sees what exists before it plans. */
export function capabilitiesTool(api: GenerationApi): ToolDefinition<Record<string, never>> {
  return {
    name: 'list_capabilities',
    description:
      'Lists what the configured generation providers can make: kinds, models, inputs (reference images, duration, size), output formats, limits and prices. Plans are checked against this before anything is paid.',
    inputSchema: { type: 'object', additionalProperties: false, properties: {} },
    risk: 'read',
    idempotent: true,
    run: async (_input, context) => ({
      result: await api.capabilities({ workspaceId: context.workspaceId, userId: `task:${context.taskId}` }),
    }),
  };
}
