import type { TaskEvent, TaskKind, TaskStatus, ToolCall } from './task.events';

export type InboxEntry = { text: string; state: 'pending' } | { text: string; state: 'withdrawn' } | { text: string; state: 'consumed'; turn: number; step: number };

export type JournalEntry = ToolCall & { state: 'pending' | 'started' | 'completed' | 'outcome_unknown'; result?: unknown };

export interface OpenTurn {
  turn: number;
  /** Steps decided so far in this turn. */
  steps: number;
  /** Tool calls the last decided step proposed: 0 means the model finished the turn. */
  lastStepCalls: number;
}

export interface Task {
  taskId: string;
  workspaceId: string;
  userId: string;
  kind: TaskKind;
  brief: string;
  language?: string;
  archived: boolean;
  status: TaskStatus;
  stopReason?: string;
  /** Execution generation: bumped by takeover, interrupt and stop; stale writers are refused. */
  generation: number;
  /** Turns started so far; the next turn is `turns + 1`. */
  turns: number;
  openTurn?: OpenTurn;
  /** Delivery order is preserved (Map insertion order). */
  inbox: Map<string, InboxEntry>;
  /** Tool calls of the open turn, by call id. */
  journal: Map<string, JournalEntry>;
  /** External event ids already received: a duplicate delivery changes nothing. */
  externalEvents: Set<string>;
}

export type TaskState = { exists: false } | ({ exists: true } & Task);

export const initialTaskState = (): TaskState => ({ exists: false });

/** Folds one event. Pure: everything it needs is in the event. */
export function evolveTask(state: TaskState, event: TaskEvent): TaskState {
  if (event.type === 'TaskCreated') {
    const { taskId, workspaceId, userId, kind, brief, language } = event.data;
    return { exists: true, taskId, workspaceId, userId, kind, brief, language, archived: false, status: 'idle', generation: 0, turns: 0, inbox: new Map(), journal: new Map(), externalEvents: new Set() };
  }
  if (!state.exists) return state;
  const task = { ...state, inbox: new Map(state.inbox), journal: new Map(state.journal), externalEvents: new Set(state.externalEvents) };
  switch (event.type) {
    case 'TaskPromoted':
      return { ...task, kind: 'persistent' };
    case 'TaskArchived':
      return { ...task, archived: true };
    case 'MessageDelivered':
    case 'MessageReplaced':
      task.inbox.set(event.data.messageId, { text: event.data.text, state: 'pending' });
      return task;
    case 'MessageWithdrawn':
      task.inbox.set(event.data.messageId, { text: task.inbox.get(event.data.messageId)?.text ?? '', state: 'withdrawn' });
      return task;
    case 'ExecutionTakenOver':
      return { ...task, generation: event.data.generation };
    case 'TurnStarted':
      task.journal.clear();
      return { ...task, status: 'running', stopReason: undefined, turns: event.data.turn, openTurn: { turn: event.data.turn, steps: 0, lastStepCalls: -1 } };
    case 'StepDecided':
      for (const id of event.data.consumedMessageIds) {
        const entry = task.inbox.get(id);
        if (entry) task.inbox.set(id, { text: entry.text, state: 'consumed', turn: event.data.turn, step: event.data.step });
      }
      for (const call of event.data.toolCalls) task.journal.set(call.id, { ...call, state: 'pending' });
      return { ...task, openTurn: { turn: event.data.turn, steps: event.data.step, lastStepCalls: event.data.toolCalls.length } };
    case 'ToolCallStarted':
      return withCall(task, event.data.callId, { state: 'started' });
    case 'ToolCallCompleted':
      return withCall(task, event.data.callId, { state: 'completed', result: event.data.result });
    case 'ToolCallOutcomeUnknown':
      return withCall(task, event.data.callId, { state: 'outcome_unknown' });
    case 'TurnCompleted':
      // A pause that arrived mid-turn wins over the turn's own outcome.
      return { ...task, status: task.status === 'paused' ? 'paused' : event.data.next, stopReason: task.status === 'paused' ? task.stopReason : event.data.reason, openTurn: undefined };
    case 'ExternalEventReceived':
      task.externalEvents.add(event.data.eventId);
      // Waiting ends: the next turn reads the result. Otherwise the event is only recorded.
      return task.status === 'waiting_external' ? { ...task, status: 'rescheduling', stopReason: undefined } : task;
    case 'TaskPaused':
      return { ...task, status: 'paused', stopReason: 'paused by user' };
    case 'TaskResumed':
      return { ...task, status: 'idle', stopReason: undefined };
    case 'TaskInterrupted':
      return { ...task, status: 'idle', stopReason: 'interrupted by user', generation: event.data.generation, openTurn: undefined };
    case 'TaskStopped':
      return { ...task, status: 'terminated', stopReason: event.data.reason, generation: event.data.generation, openTurn: undefined };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

function withCall(task: Task & { exists: true }, callId: string, change: Partial<JournalEntry>): TaskState {
  const call = task.journal.get(callId);
  if (call) task.journal.set(callId, { ...call, ...change });
  return task;
}
