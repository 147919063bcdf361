import type { LiveTask } from '../task.state';
import type { DagEvent } from './dag.events';

export function evolveDag(task: LiveTask, event: DagEvent): LiveTask {
  switch (event.type) {
    case 'PlanNodeStarted': {
      const { nodeId, callId } = event.data;
      return {
        ...task,
        checklist: task.checklist.map((i) =>
          i.itemId === nodeId ? { ...i, status: 'in_progress' as const, runCallId: callId } : i,
        ),
      };
    }
    case 'PlanNodesInvalidated': {
      const redo = new Set(event.data.nodeIds);
      return {
        ...task,
        checklist: task.checklist.map((i) => {
          if (!redo.has(i.itemId)) return i;
          const node = { ...i, status: 'open' as const, results: [] };
          delete node.evidence;
          delete node.runCallId;
          return node;
        }),
      };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
