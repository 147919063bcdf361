import { TASK_STREAMS } from '@lomo/contracts';
import type { DocumentProjection, RecordedEvent } from '@lomo/event-store';
import type { TaskEvent, TaskStatus } from '../task/task.events';

/**
 * Per task, what the watchdog needs: is a turn open, which messages wait, and —
 * only while the task needs a worker — since when (`attentionSince`; a deferred call's retry
 * time, so a task waiting for a peer is woken when its call is due, by whichever replica). Stopped tasks have
 * no document. The watchdog's query is served by a partial index on `attentionSince`, so
 * its cost follows the tasks that need attention, not the number of idle tasks.
 */
export interface TaskAttention {
  status: TaskStatus;
  openTurn: boolean;
  pending: string[];
  attentionSince?: string;
}

const HANDLED: readonly TaskEvent['type'][] = [
  'TaskCreated',
  'MessageDelivered',
  'MessageWithdrawn',
  'TurnStarted',
  'StepDecided',
  'TurnCompleted',
  'ExternalEventReceived',
  'TaskPaused',
  'TaskResumed',
  'TaskInterrupted',
  'TaskStopped',
  'ToolCallDeferred',
];

function next(doc: TaskAttention, event: TaskEvent): TaskAttention | null {
  switch (event.type) {
    case 'TaskCreated':
      return { status: 'idle', openTurn: false, pending: [] };
    case 'MessageDelivered':
      return { ...doc, pending: [...doc.pending, event.data.messageId] };
    case 'MessageWithdrawn':
      return { ...doc, pending: doc.pending.filter((id) => id !== event.data.messageId) };
    case 'TurnStarted':
      return { ...doc, status: 'running', openTurn: true };
    case 'StepDecided':
      return { ...doc, pending: doc.pending.filter((id) => !event.data.consumedMessageIds.includes(id)) };
    case 'TurnCompleted':
      return { ...doc, status: doc.status === 'paused' ? 'paused' : event.data.next, openTurn: false };
    case 'ExternalEventReceived':
      return doc.status === 'waiting_external' ? { ...doc, status: 'rescheduling' } : doc;
    case 'TaskPaused':
      return { ...doc, status: 'paused' };
    case 'TaskResumed':
    case 'TaskInterrupted':
      return { ...doc, status: 'idle', openTurn: false };
    case 'TaskStopped':
      return null;
    default:
      return doc;
  }
}

/** Needs a worker: not paused, and a turn was left open, asked for more, or messages wait. */
function needsAttention(doc: TaskAttention): boolean {
  if (doc.status === 'paused') return false;
  return doc.openTurn || doc.status === 'rescheduling' || doc.pending.length > 0;
}

export const taskAttentionProjection: DocumentProjection<TaskAttention> = {
  name: 'task-attention',
  handles: HANDLED,
  categories: [TASK_STREAMS.category],
  documentId: (event: RecordedEvent) => TASK_STREAMS.idOf(event.streamId),
  evolve: (doc, event) => {
    const updated = next(doc ?? { status: 'idle', openTurn: false, pending: [] }, {
      type: event.type,
      data: event.data,
    } as TaskEvent);
    if (!updated) return null;
    const { attentionSince: _previous, ...rest } = updated;
    if (!needsAttention(updated)) return rest;
    // A call deferred for its peer (issue 14): the open turn needs a worker at its retry time, not before.
    if (event.type === 'ToolCallDeferred')
      return { ...rest, attentionSince: (event.data as { retryAt: string }).retryAt };
    return { ...rest, attentionSince: doc?.attentionSince ?? event.recordedAt.toISOString() };
  },
};
