import type { SubagentView } from '@lomo/service-api';
import type { TaskEvent } from '../task.events';
import { childTaskId, SPAWN_SUBAGENT, SUBAGENT_SOURCE } from './subagent-wait';

/** A task's sub-agents, in spawn order: one per `spawn_subagent` call its steps decided (ids derived, ADR 0027). */
export function childrenOf(parentTaskId: string, events: readonly TaskEvent[]): string[] {
  const children = events.reduce<SubagentView[] | undefined>((list, e) => foldChildren(list, e, parentTaskId), []);
  return (children ?? []).map((c) => c.taskId);
}

/**
 * Folds one event of a parent's stream into its list of sub-agents (pure): a spawn call its
 * step decided adds a running child (the first time), a sub-agent's outcome received sets its
 * state. Returns the same list when the event changes nothing.
 */
export function foldChildren(
  children: SubagentView[] | undefined,
  event: TaskEvent,
  parentTaskId: string,
): SubagentView[] | undefined {
  if (event.type === 'StepDecided') {
    const spawned = event.data.toolCalls
      .filter((c) => c.tool === SPAWN_SUBAGENT)
      .map((c) => childTaskId(parentTaskId, c.id))
      .filter((id) => !children?.some((c) => c.taskId === id));
    return spawned.length
      ? [...(children ?? []), ...spawned.map((taskId) => ({ taskId, state: 'running' as const }))]
      : children;
  }
  if (event.type !== 'ExternalEventReceived' || event.data.source !== SUBAGENT_SOURCE) return children;
  const outcome = event.data.result as { childTaskId?: string; state?: SubagentView['state'] } | undefined;
  if (!outcome?.childTaskId || !outcome.state || !children?.some((c) => c.taskId === outcome.childTaskId))
    return children;
  return children.map((c) => (c.taskId === outcome.childTaskId ? { ...c, state: outcome.state! } : c));
}

/** Who stops a child when its parent was stopped: the event's `by`, so the log tells a cascade from a user's stop. */
export const STOPPED_WITH_PARENT = 'system:parent-stopped';

/** The stop of a child whose parent was stopped (R-10.9: stopping the parent stops its children). */
export const stopWithParent = (parentTaskId: string, at: string) => ({
  type: 'StopTask' as const,
  by: STOPPED_WITH_PARENT,
  reason: `its parent task ${parentTaskId} was stopped`,
  at,
});
