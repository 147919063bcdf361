import type { TaskEvent } from '../../task/task.events';
import { evolveTask, initialTaskState } from '../../task/task.state';

/** Events only a worker writes; each must carry the generation current at the time it was appended. */
const WORKER_WRITES = new Set<TaskEvent['type']>([
  'TurnStarted',
  'StepDecided',
  'ToolCallStarted',
  'ToolCallCompleted',
  'ToolCallOutcomeUnknown',
  'ToolCallDeferred',
  'TurnCompleted',
  'HistorySummarised',
  'HistorySummaryFailed',
]);
/** Events that move the fence. */
const FENCE_MOVES = new Set<TaskEvent['type']>(['ExecutionTakenOver', 'TaskInterrupted', 'TaskStopped']);

/**
 * Safety invariants of one task stream, whatever interleaving
 * produced it. Returns the violations, so a property test can show them all at once.
 */
export function streamViolations(events: readonly TaskEvent[]): string[] {
  const violations: string[] = [];
  let generation = 0;
  let stopped = false;
  const consumed = new Map<string, number>();
  const completedTurns = new Map<number, number>();
  const externalEvents = new Map<string, number>();
  events.forEach((event, index) => {
    const where = `#${index} ${event.type}`;
    if (stopped && event.type !== 'TaskArchived') violations.push(`${where} written after TaskStopped`);
    if (FENCE_MOVES.has(event.type)) {
      const next = (event.data as { generation: number }).generation;
      if (next !== generation + 1) violations.push(`${where} moves the generation from ${generation} to ${next}`);
      generation = next;
    } else if (WORKER_WRITES.has(event.type)) {
      const writer = (event.data as { generation: number }).generation;
      if (writer !== generation)
        violations.push(`${where} written by generation ${writer} while ${generation} was current`);
    }
    switch (event.type) {
      case 'TaskStopped':
        stopped = true;
        break;
      case 'StepDecided':
        for (const id of event.data.consumedMessageIds) consumed.set(id, (consumed.get(id) ?? 0) + 1);
        break;
      case 'TurnCompleted':
        completedTurns.set(event.data.turn, (completedTurns.get(event.data.turn) ?? 0) + 1);
        break;
      case 'ExternalEventReceived':
        externalEvents.set(event.data.eventId, (externalEvents.get(event.data.eventId) ?? 0) + 1);
        break;
      default:
        break;
    }
  });
  for (const [id, count] of consumed) if (count > 1) violations.push(`message ${id} consumed ${count} times`);
  for (const [turn, count] of completedTurns) if (count > 1) violations.push(`turn ${turn} completed ${count} times`);
  for (const [id, count] of externalEvents)
    if (count > 1) violations.push(`external event ${id} recorded ${count} times`);
  return violations;
}

/** Delivered messages no committed step consumed (withdrawn ones excepted). */
export function unconsumedMessages(events: readonly TaskEvent[]): string[] {
  const open = new Set<string>();
  for (const event of events) {
    if (event.type === 'MessageDelivered') open.add(event.data.messageId);
    if (event.type === 'MessageWithdrawn') open.delete(event.data.messageId);
    if (event.type === 'StepDecided') for (const id of event.data.consumedMessageIds) open.delete(id);
  }
  return [...open];
}

/**
 * The plan and its results: an item closes at most once, and an item every
 * linked job of which delivered an artifact is done — whether each result arrived before,
 * during or after the recovery of the call that submitted its job.
 */
export function planViolations(events: readonly TaskEvent[]): string[] {
  const violations: string[] = [];
  const closes = new Map<string, number>();
  for (const e of events)
    if (e.type === 'ChecklistItemUpdated' && e.data.status === 'done')
      closes.set(e.data.itemId, (closes.get(e.data.itemId) ?? 0) + 1);
  for (const [itemId, count] of closes) if (count > 1) violations.push(`item ${itemId} closed ${count} times`);
  const task = events.reduce(evolveTask, initialTaskState());
  if (!task.exists) return violations;
  const delivered = (jobId: string) => (task.receivedResults.get(`generation:${jobId}`)?.artifactIds.length ?? 0) > 0;
  for (const item of task.checklist) {
    const jobs = item.results.filter((r) => r.kind === 'job');
    const open = item.status === 'open' || item.status === 'in_progress';
    if (open && !item.needsApproval && jobs.length > 0 && jobs.every((j) => delivered(j.id)))
      violations.push(
        `item ${item.itemId} is ${item.status} though its jobs ${jobs.map((j) => j.id).join(', ')} delivered`,
      );
  }
  return violations;
}
