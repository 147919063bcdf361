import type { TaskEvent } from '../../task/task.events';

/** Events only a worker writes; each must carry the generation current at the time it was appended. */
const WORKER_WRITES = new Set<TaskEvent['type']>([
  'TurnStarted',
  'StepDecided',
  'ToolCallStarted',
  'ToolCallCompleted',
  'ToolCallOutcomeUnknown',
  'TurnCompleted',
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
