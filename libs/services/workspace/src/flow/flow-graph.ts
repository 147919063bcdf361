import { ApiError, type FlowGraph } from '@lomo/service-api';

const invalid = (code: string, message: string, details: Record<string, unknown>) =>
  new ApiError('invalid', code, message, details);

/**
 * A Flow must be a graph a runner can execute: unique node ids, every input reading from a
 * node that exists, and no cycle (Flows are pipelines; a loop would never finish).
 * @throws ApiError invalid `flow_duplicate_node` | `flow_dangling_edge` | `flow_cycle` | `flow_too_large`
 */
export function validateFlow(flow: FlowGraph, maxNodes: number): void {
  if (flow.nodes.length > maxNodes)
    throw invalid('flow_too_large', `a Flow holds at most ${maxNodes} nodes`, { nodes: flow.nodes.length, maxNodes });
  const ids = new Set<string>();
  for (const node of flow.nodes) {
    if (ids.has(node.nodeId))
      throw invalid('flow_duplicate_node', `node ${node.nodeId} appears twice`, { nodeId: node.nodeId });
    ids.add(node.nodeId);
  }
  for (const node of flow.nodes) {
    for (const input of node.inputs) {
      if (!ids.has(input.fromNodeId)) {
        throw invalid(
          'flow_dangling_edge',
          `input ${input.inputName} of node ${node.nodeId} reads from missing node ${input.fromNodeId}`,
          { nodeId: node.nodeId, fromNodeId: input.fromNodeId },
        );
      }
    }
  }
  const cycle = findCycle(flow);
  if (cycle) throw invalid('flow_cycle', `the Flow would loop through ${cycle.join(', ')}`, { nodeIds: cycle });
}

/** Kahn's algorithm: the nodes never freed are on (or behind) a cycle. */
function findCycle(flow: FlowGraph): string[] | undefined {
  const waiting = new Map(flow.nodes.map((n) => [n.nodeId, new Set(n.inputs.map((i) => i.fromNodeId)).size]));
  const feeds = new Map<string, string[]>();
  for (const node of flow.nodes)
    for (const from of new Set(node.inputs.map((i) => i.fromNodeId)))
      feeds.set(from, [...(feeds.get(from) ?? []), node.nodeId]);
  const ready = [...waiting].filter(([, n]) => n === 0).map(([id]) => id);
  while (ready.length > 0) {
    const id = ready.pop()!;
    waiting.delete(id);
    for (const next of feeds.get(id) ?? []) {
      const left = waiting.get(next)! - 1;
      waiting.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  return waiting.size > 0 ? [...waiting.keys()] : undefined;
}

/** A summary that fits in context: node ids and types, capped. */
export function summarizeFlow(flow: FlowGraph, cap = 30): string {
  const edges = flow.nodes.reduce((n, node) => n + node.inputs.length, 0);
  const listed = flow.nodes.slice(0, cap).map((n) => `${n.nodeId} (${n.nodeType})`);
  const more = flow.nodes.length > cap ? `, … ${flow.nodes.length - cap} more (page with workspace_read_object)` : '';
  return `Flow with ${flow.nodes.length} nodes and ${edges} edges: ${listed.join(', ')}${more}`;
}
