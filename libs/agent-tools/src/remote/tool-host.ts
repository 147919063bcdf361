import type { JsonObject } from '@bufbuild/protobuf';
import { create } from '@bufbuild/protobuf';
import { ListToolsResponseSchema, RunToolResponseSchema, ToolService, type RunToolRequest } from '@lomo/contracts';
import { ApiError, fromValue, toValue, type ApiCaller, type HostedService } from '@lomo/service-api';
import type { ToolContext, ToolRegistry } from '../tool-registry';
import { runOnce, type CallLedger } from './tool-call-ledger';

/**
 * The tools of this process's registry as `lomo.tools.v1.ToolService`, for task runtimes in
 * other processes. The host checks again what the runtime checked (schema, and the user's
 * confirmation of an irreversible call): a runtime's mistake cannot skip a permission. The
 * call id is the tool's idempotency key, as in-process; a non-idempotent tool runs once per
 * call id through `ledger`, so the runtime's retry after an unknown outcome (a missed deadline,
 * a host restart) gets the first outcome back (issue 14).
 */
export function toolHost(registry: ToolRegistry, ledger?: CallLedger): HostedService {
  return {
    service: ToolService,
    // The catalogue is the same for every caller; running a tool acts for the caller's workspace.
    anonymous: ['listTools'],
    handlers: {
      listTools: async () =>
        create(ListToolsResponseSchema, {
          tools: registry.list().map((tool) => ({
            name: tool.name,
            description: tool.description,
            inputSchema: tool.inputSchema as JsonObject,
            risk: tool.risk,
            idempotent: tool.idempotent,
          })),
        }),
      runTool: async (request, caller?: ApiCaller) => {
        const call = request as RunToolRequest;
        const input = fromValue(call.input);
        const refusal = registry.check(call.name, input, {
          confirmed: Boolean(call.confirmation),
          workspaceId: caller!.workspaceId,
        });
        if (refusal) throw new ApiError('invalid', `tool_${refusal.reason}`, refusal.detail, { tool: call.name });
        const context: ToolContext = {
          taskId: call.taskId,
          workspaceId: caller!.workspaceId,
          callId: call.callId,
          generation: call.generation,
          ...(call.confirmation
            ? { confirmation: { cardId: call.confirmation.cardId, by: call.confirmation.by } }
            : {}),
        };
        const tool = registry.get(call.name, caller!.workspaceId)!;
        const key = { workspaceId: context.workspaceId, taskId: call.taskId, callId: call.callId, tool: call.name };
        const outcome =
          ledger && !tool.idempotent
            ? await runOnce(ledger, key, () => tool.run(input, context))
            : await tool.run(input, context);
        return create(RunToolResponseSchema, {
          result: toValue(outcome.result),
          waitingFor: outcome.waitingFor,
          progress: outcome.progress,
        });
      },
    },
  };
}
