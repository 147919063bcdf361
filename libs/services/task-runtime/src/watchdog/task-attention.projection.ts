import { TASK_STREAMS } from '@lomo/contracts';
import type { DocumentProjection, RecordedEvent } from '@lomo/event-store';
import type { TaskEvent, TaskStatus } from '../task/task.events';

/**
 * Per task, what the watchdog needs: is a turn open, which messages wait, and —
 * only while the task needs a worker — since when (`attentionSince`; a deferred call's or a plan
 * node's retry time, so a task waiting for either is woken when it is due, by whichever replica). Stopped tasks have
 * no document. The watchdog's query is served by a partial index on `attentionSince`, so
 * its cost follows the tasks that need attention, not the number of idle tasks.
 */
export interface TaskAttention {
  status: TaskStatus;
  openTurn: boolean;
  pending: string[];
  /** Cards waiting for the person's answer: while one is open, a pending message needs no worker. */
  cards?: string[];
  /** Results the last turn left the task waiting for (as the task's `waitingFor`): the last one that does not wake leaves it idle. */
  waits?: string[];
  /** Turns in a row that decided no step and ran no call: each one doubles the pause before the next (issue 26). */
  emptyTurns?: number;
  /**
   * The latest plan node retry time (ADR 0024): the worker ends its run until then with the
   * turn open, so the task needs no worker before it for that turn. In the past, it changes nothing.
   */
  nodeRetryAt?: string;
  attentionSince?: string;
  /**
   * The trace (W3C `traceparent`) of the latest event that left the task needing a worker: a turn
   * the watchdog starts (a wake-up lost, or still queued on a cold bus) continues the trace of the
   * request or result that caused it, as a turn woken over the bus does (ADR 0049).
   */
  traceparent?: string;
}

/** The pause after the first empty turn, doubled per empty turn after it, at most the cap. */
export const EMPTY_TURN_BACKOFF = { firstMs: 1_000, capMs: 5 * 60_000 };

const HANDLED: readonly TaskEvent['type'][] = [
  'TaskCreated',
  'MessageDelivered',
  'MessageWithdrawn',
  'MessageReplaced',
  'TurnStarted',
  'StepDecided',
  'TurnCompleted',
  'ExternalEventReceived',
  'TaskPaused',
  'TaskResumed',
  'TaskInterrupted',
  'TaskStopped',
  'ToolCallDeferred',
  'PlanNodeRetryScheduled',
  'CheckpointOpened',
  'CheckpointAnswered',
];

function next(doc: TaskAttention, event: TaskEvent): TaskAttention | null {
  switch (event.type) {
    case 'TaskCreated':
      return { status: 'idle', openTurn: false, pending: [] };
    case 'MessageDelivered':
      return { ...doc, pending: [...doc.pending, event.data.messageId], emptyTurns: 0 };
    case 'MessageWithdrawn':
      return { ...doc, pending: doc.pending.filter((id) => id !== event.data.messageId) };
    case 'MessageReplaced':
      // As the task's inbox: the new text is pending again, read or not.
      return doc.pending.includes(event.data.messageId)
        ? doc
        : { ...doc, pending: [...doc.pending, event.data.messageId], emptyTurns: 0 };
    case 'TurnStarted':
      return { ...doc, status: 'running', openTurn: true };
    case 'StepDecided': {
      const consumed = event.data.consumedMessageIds ?? [];
      return { ...doc, pending: doc.pending.filter((id) => !consumed.includes(id)), emptyTurns: 0 };
    }
    case 'TurnCompleted': {
      const empty = event.data.steps === 0 && event.data.toolCalls === 0;
      const status = doc.status === 'paused' ? 'paused' : event.data.next;
      const waits = event.data.waitingFor ?? [];
      return {
        ...doc,
        status,
        openTurn: false,
        waits: waits.length > 0 ? waits : undefined,
        emptyTurns: empty ? (doc.emptyTurns ?? 0) + 1 : 0,
      };
    }
    case 'ExternalEventReceived': {
      // As the task's own fold: only a result the wake policy let wake it ends the wait. One
      // that does not (an image nothing depends on) leaves the task waiting or idle, needing no
      // worker; read as "rescheduling", the watchdog re-woke every such task twice a second
      // forever, each wake-up finding nothing to do (issue 26: the idle CPU that grew with the tasks).
      if (doc.status !== 'waiting_external') return doc;
      if (event.data.wakes !== false) return { ...doc, status: 'rescheduling', waits: undefined, emptyTurns: 0 };
      const waits = (doc.waits ?? []).filter((key) => key !== event.data.waitKey);
      return { ...doc, status: waits.length > 0 ? 'waiting_external' : 'idle', waits };
    }
    case 'PlanNodeRetryScheduled':
      return { ...doc, nodeRetryAt: event.data.retryAt };
    case 'CheckpointOpened':
      return { ...doc, cards: [...(doc.cards ?? []), event.data.card.cardId] };
    case 'CheckpointAnswered': {
      const cards = (doc.cards ?? []).filter((id) => id !== event.data.cardId);
      // As the task's own fold: the last answer lets it go on by itself.
      const status = doc.status === 'awaiting_approval' && cards.length === 0 ? 'rescheduling' : doc.status;
      return { ...doc, cards, status, emptyTurns: 0 };
    }
    case 'TaskPaused':
      return { ...doc, status: 'paused' };
    case 'TaskResumed':
      // A turn left open (its worker died while the task was paused) is still open: as the task's fold.
      return { ...doc, status: 'idle', emptyTurns: 0 };
    case 'TaskInterrupted':
      return { ...doc, status: 'idle', openTurn: false, emptyTurns: 0 };
    case 'TaskStopped':
      return null;
    default:
      return doc;
  }
}

/**
 * Needs a worker: not paused, and a turn was left open, asked for more, or messages wait that
 * it can read — not while a card is open (the rule of `needsWorker` in the stop check, which
 * `task-attention.projection.spec.ts` holds it to: a task marked here that `needsWorker`
 * refuses is woken by every sweep and finds nothing to do).
 */
export function needsAttention(doc: TaskAttention): boolean {
  if (doc.status === 'paused') return false;
  return doc.openTurn || doc.status === 'rescheduling' || (doc.pending.length > 0 && (doc.cards ?? []).length === 0);
}

/** When a task that keeps needing a worker after `emptyTurns` empty turns is looked at again. */
function afterEmptyTurns(recordedAt: Date, emptyTurns: number): string {
  const pause = Math.min(EMPTY_TURN_BACKOFF.capMs, EMPTY_TURN_BACKOFF.firstMs * 2 ** (emptyTurns - 1));
  return new Date(recordedAt.getTime() + pause).toISOString();
}

export const taskAttentionProjection: DocumentProjection<TaskAttention> = {
  // v2 (issue 26): documents carry open cards and empty turns; v3: results that do not wake, replaced
  // messages and resumes fold as the task does; v4: a plan node's retry time (issue 32). Each
  // version is rebuilt from the log once.
  name: 'task_attention_v4',
  handles: HANDLED,
  categories: [TASK_STREAMS.category],
  documentId: (event: RecordedEvent) => TASK_STREAMS.idOf(event.streamId),
  evolve: (doc, event) => {
    const updated = next(doc ?? { status: 'idle', openTurn: false, pending: [] }, {
      type: event.type,
      data: event.data,
    } as TaskEvent);
    if (!updated) return null;
    const { attentionSince: _previous, traceparent: _cause, ...needs } = updated;
    if (!needsAttention(updated)) return needs;
    const cause = event.metadata?.traceparent;
    const traceparent = typeof cause === 'string' ? cause : doc?.traceparent;
    const rest = traceparent ? { ...needs, traceparent } : needs;
    // A call deferred for its peer (issue 14): the open turn needs a worker at its retry time, not before.
    if (event.type === 'ToolCallDeferred')
      return { ...rest, attentionSince: (event.data as { retryAt: string }).retryAt };
    // A turn that changed nothing and left the task needing a worker: the cause is still there, so back off.
    if (event.type === 'TurnCompleted' && (updated.emptyTurns ?? 0) > 0)
      return { ...rest, attentionSince: afterEmptyTurns(event.recordedAt, updated.emptyTurns!) };
    // Not before a plan node's retry time: a wake-up earlier finds the turn waiting for it.
    const since = doc?.attentionSince ?? event.recordedAt.toISOString();
    return { ...rest, attentionSince: rest.nodeRetryAt && rest.nodeRetryAt > since ? rest.nodeRetryAt : since };
  },
};
