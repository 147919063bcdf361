import type { TaskEvent } from '../task.events';
import { childTaskId, SPAWN_SUBAGENT } from './subagent-wait';

/** A task's sub-agents, in spawn order: one per `spawn_subagent` call its steps decided (ids derived, ADR 0027). */
export function childrenOf(parentTaskId: string, events: readonly TaskEvent[]): string[] {
  const children = new Set<string>();
  for (const event of events)
    if (event.type === 'StepDecided')
      for (const call of event.data.toolCalls)
        if (call.tool === SPAWN_SUBAGENT) children.add(childTaskId(parentTaskId, call.id));
  return [...children];
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
