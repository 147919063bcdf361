import { ToolService } from '@lomo/contracts';
import { fromValue, toValue, type GrpcPeer } from '@lomo/service-api';
import type { ToolDefinition, ToolOutcome, ToolRisk } from '../tool-registry';
import { peerUnavailable } from './peer-unavailable';

/**
 * The tools a peer hosts, as definitions for this process's registry: the model sees them as
 * any other tool, the runtime checks their schema, risk and permission policy before calling,
 * and a call runs on the peer with the same context (task, call id as idempotency key,
 * generation, the user's confirmation). Only tools declared idempotent are retried within the
 * call; a call whose peer could not answer throws PeerUnavailable, and the task runtime re-runs
 * it later under the same call id, which the host deduplicates (toolHost).
 */
export async function remoteTools(peer: GrpcPeer): Promise<ToolDefinition[]> {
  const { tools } = await peer.call(ToolService.method.listTools, undefined, {}, true);
  return tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema ?? { type: 'object' },
    risk: tool.risk as ToolRisk,
    idempotent: tool.idempotent,
    async run(input, context): Promise<ToolOutcome> {
      const caller = { workspaceId: context.workspaceId, userId: `task:${context.taskId}` };
      const request = {
        name: tool.name,
        input: toValue(input),
        taskId: context.taskId,
        callId: context.callId,
        generation: context.generation,
        confirmation: context.confirmation,
      };
      const outcome = await peer.call(ToolService.method.runTool, caller, request, tool.idempotent).catch((error) => {
        throw peerUnavailable(error, peer.name) ?? error;
      });
      return {
        result: fromValue(outcome.result),
        ...(outcome.waitingFor !== undefined ? { waitingFor: outcome.waitingFor } : {}),
        ...(outcome.progress !== undefined ? { progress: outcome.progress as ToolOutcome['progress'] } : {}),
      };
    },
  }));
}
