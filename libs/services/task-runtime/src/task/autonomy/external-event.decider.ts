import type { TaskEvent } from '../task.events';
import { evolveTask, type Task, type TaskState } from '../task.state';
import { readyNodes } from '../dag/plan-graph';
import type { AutonomyCommand } from './autonomy.commands';
import { applyJobResult, jobIdOf } from '../dag/job-results.decider';
import { nodeJobEnded } from '../dag/node-results.decider';
import { SUBAGENT_SOURCE } from '../subagents/subagent-wait';

type External = Extract<AutonomyCommand, { type: 'ReceiveExternalEvent' }>;

/**
 * An external event: recorded once by event id, never reviving a stopped task
 * . A generation result closes the checklist item its job is linked to, with the
 * artifact as evidence. Wake policy: wake only when nothing else is awaited and the plan has
 * open items (or a rubric to check) — a single "draw a cat" just shows the result.
 */
export function decideExternalEvent(command: External, task: Task): TaskEvent[] {
  if (task.externalEvents.has(command.eventId) || task.status === 'terminated') return [];
  const { source, eventId, result, waitKey, artifactIds = [], nodeRetries, at } = command;
  // The item update comes first so the received event's fold sees the plan as it now is.
  const events = waitKey
    ? [
        ...applyJobResult(task, waitKey, { source, artifactIds }, at),
        ...nodeJobEnded(task, jobIdOf(waitKey), { result, artifactIds }, at, nodeRetries),
      ]
    : [];
  const closed = new Set(
    events.flatMap((e) => (e.type === 'ChecklistItemUpdated' && e.data.status ? [e.data.itemId] : [])),
  );
  const openItems = task.checklist.filter(
    (i) => i.status !== 'done' && i.status !== 'dropped' && !closed.has(i.itemId),
  );
  const othersAwaited = [...task.waitingFor].some((key) => key !== waitKey);
  // A result that makes a plan node ready wakes the task even while other jobs run (R-11.3: the DAG goes on);
  // a retry still backing off counts: the woken worker opens the turn, which waits for the retry time (ADR 0024).
  const after = events.reduce<TaskState>((t, e) => evolveTask(t, e), { ...task, exists: true });
  const unblocks = after.exists && readyNodes(after.checklist).length > 0;
  // A sub-agent's outcome is an answer the parent asked for: the last one always needs the parent's next step.
  const wakes =
    task.status === 'waiting_external' &&
    (unblocks || (!othersAwaited && (openItems.length > 0 || task.rubric !== undefined || source === SUBAGENT_SOURCE)));
  return [
    ...events,
    { type: 'ExternalEventReceived', data: { source, eventId, result, waitKey, artifactIds, wakes, at } },
  ];
}
