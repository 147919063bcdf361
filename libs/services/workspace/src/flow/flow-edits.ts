import { isDeepStrictEqual } from 'node:util';
import { ApiError, type FlowGraph, type FlowNode, type FlowNodeEdit } from '@lomo/service-api';
import type { ChangeDescription, NodeChange } from '../object/object.events';

export interface FlowEditOutcome {
  flow: FlowGraph;
  changes: NodeChange[];
  appliedNodeIds: string[];
  rejected: Array<{ nodeId: string; changedInVersion: number }>;
}

const editedNodeId = (edit: FlowNodeEdit): string => (edit.op === 'add' ? edit.node.nodeId : edit.nodeId);

const notFound = (nodeId: string) =>
  new ApiError('invalid', 'flow_node_not_found', `the Flow has no node ${nodeId}`, { nodeId });

/**
 * Per-node optimistic concurrency: an edit to a node that changed after
 * `baseVersion` (by anyone) is rejected for that node; every other edit applies on top of
 * the latest Flow. The caller validates the resulting graph.
 * @throws ApiError invalid for edits that are wrong whatever the version (missing node, duplicate id, same node twice)
 */
export function applyFlowEdits(
  latest: FlowGraph,
  nodeChangedIn: Readonly<Record<string, number>>,
  baseVersion: number,
  edits: readonly FlowNodeEdit[],
): FlowEditOutcome {
  const nodes = new Map(latest.nodes.map((n) => [n.nodeId, n]));
  const outcome: FlowEditOutcome = { flow: latest, changes: [], appliedNodeIds: [], rejected: [] };
  const seen = new Set<string>();
  for (const edit of edits) {
    const nodeId = editedNodeId(edit);
    if (seen.has(nodeId))
      throw new ApiError('invalid', 'flow_node_edited_twice', `node ${nodeId} is edited twice in one call`, { nodeId });
    seen.add(nodeId);
    const changedInVersion = nodeChangedIn[nodeId] ?? 0;
    if (changedInVersion > baseVersion) {
      outcome.rejected.push({ nodeId, changedInVersion });
      continue;
    }
    const current = nodes.get(nodeId);
    const change = applyOne(nodes, current, edit);
    outcome.appliedNodeIds.push(nodeId);
    if (change) outcome.changes.push({ nodeId, change });
  }
  outcome.flow = { nodes: [...nodes.values()] };
  return outcome;
}

function applyOne(
  nodes: Map<string, FlowNode>,
  current: FlowNode | undefined,
  edit: FlowNodeEdit,
): NodeChange['change'] | undefined {
  switch (edit.op) {
    case 'add':
      if (current)
        throw new ApiError('invalid', 'flow_node_exists', `the Flow already has a node ${edit.node.nodeId}`, {
          nodeId: edit.node.nodeId,
        });
      nodes.set(edit.node.nodeId, edit.node);
      return 'added';
    case 'update': {
      if (!current) throw notFound(edit.nodeId);
      const next: FlowNode = {
        ...current,
        ...(edit.nodeType !== undefined && { nodeType: edit.nodeType }),
        ...(edit.params && { params: edit.params }),
        ...(edit.inputs && { inputs: edit.inputs }),
      };
      if (isDeepStrictEqual(next, current)) return undefined;
      nodes.set(edit.nodeId, next);
      return 'updated';
    }
    case 'remove':
      if (!current) throw notFound(edit.nodeId);
      nodes.delete(edit.nodeId);
      return 'removed';
    default: {
      const _exhaustive: never = edit;
      return _exhaustive;
    }
  }
}

export function describeFlowChange(changes: readonly NodeChange[]): ChangeDescription {
  const listed = changes.slice(0, 8).map((c) => `${c.nodeId} (${c.change})`);
  const more = changes.length > 8 ? `, … ${changes.length - 8} more` : '';
  return {
    summary: `nodes changed: ${listed.join(', ')}${more}`,
    parts: changes.map((c) => c.nodeId),
    nodes: [...changes],
  };
}
