import type { ToolDefinition } from '@lomo/agent-tools';
import type { GenerationApi } from '@lomo/service-api';

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
