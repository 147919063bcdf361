import type { LiveTask } from '../task.model';
import type { DagEvent } from './dag.events';

export function evolveDag(task: LiveTask, event: DagEvent): LiveTask {
  switch (event.type) {
    case 'PlanNodeStarted': {
      const { nodeId, callId, attempt } = event.data;
      return {
        ...task,
        checklist: task.checklist.map((i) => {
          if (i.itemId !== nodeId) return i;
          const node = { ...i, status: 'in_progress' as const, runCallId: callId, ...(attempt ? { attempt } : {}) };
          delete node.retryAt;
          return node;
        }),
      };
    }
    case 'PlanNodeRetryScheduled': {
      const { nodeId, attempt, attempts, failedJobId, reason, retryAt } = event.data;
      return {
        ...task,
        checklist: task.checklist.map((i) => {
          if (i.itemId !== nodeId) return i;
          const results = i.results.filter((r) => !(r.kind === 'job' && r.id === failedJobId));
          const evidence = `retrying (attempt ${attempt} of ${attempts}) after ${reason}`;
          const node = { ...i, status: 'open' as const, results, evidence, attempt, retryAt };
          delete node.runCallId;
          return node;
        }),
      };
    }
    case 'PlanNodeFailed': {
      const { nodeId, reason } = event.data;
      return {
        ...task,
        checklist: task.checklist.map((i) =>
          i.itemId === nodeId ? { ...i, evidence: `failed: ${reason}`, failed: true } : i,
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
          // A revised node starts over: its attempts too.
          delete node.attempt;
          delete node.retryAt;
          delete node.failed;
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
