import type {
  CheckpointAction,
  CheckpointCard,
  ChecklistItem,
  TaskEvent,
  TaskKind,
  TaskStatus,
  ToolCall,
} from './task.events';

export type InboxEntry =
  | { text: string; state: 'pending' }
  | { text: string; state: 'withdrawn' }
  | { text: string; state: 'consumed'; turn: number; step: number };

export type JournalEntry = ToolCall & {
  state: 'pending' | 'started' | 'completed' | 'outcome_unknown';
  result?: unknown;
  waitingFor?: string;
};

export interface OpenTurn {
  turn: number;
  /** Steps decided so far in this turn. */
  steps: number;
  /** Tool calls the last decided step proposed: 0 means the model finished the turn. */
  lastStepCalls: number;
}

/** What an external event that ended a wait delivered. */
export interface ReceivedResult {
  source: string;
  artifactIds: string[];
}

export type Checkpoint = CheckpointCard & {
  state: 'open' | 'answered';
  answer?: { action: CheckpointAction; candidateId?: string; comment?: string; by: string };
};

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
  /** What a `waiting_external` task still waits for (`generation:<jobId>`, …). */
  waitingFor: Set<string>;
  /**
   * Results by wait key (`generation:<jobId>` → artifacts), possibly received before the call that
   * started the work completed — e.g. while a crashed worker's call was being recovered. The call's
   * completion applies such a result to the item it links.
   */
  receivedResults: Map<string, ReceivedResult>;
  /** The execution checklist, in plan order. */
  checklist: ChecklistItem[];
  checkpoints: Map<string, Checkpoint>;
  /** Confirmed permission cards whose call has not run yet: the next turn runs them first. */
  approvedCalls: string[];
  /** Meaningful progress since the last stop check. */
  progressSinceCheck: boolean;
  /** Consecutive turns without meaningful progress. */
  noProgressTurns: number;
  rubric?: string;
  lastOutput?: string;
}

export type TaskState = { exists: false } | ({ exists: true } & Task);

export const initialTaskState = (): TaskState => ({ exists: false });

/** Folds one event. Pure: everything it needs is in the event. */
export function evolveTask(state: TaskState, event: TaskEvent): TaskState {
  if (event.type === 'TaskCreated') {
    const { taskId, workspaceId, userId, kind, brief, language, rubric } = event.data;
    return {
      exists: true,
      taskId,
      workspaceId,
      userId,
      kind,
      brief,
      language,
      rubric,
      archived: false,
      status: 'idle',
      generation: 0,
      turns: 0,
      inbox: new Map(),
      journal: new Map(),
      externalEvents: new Set(),
      waitingFor: new Set(),
      receivedResults: new Map(),
      checklist: [],
      checkpoints: new Map(),
      approvedCalls: [],
      progressSinceCheck: false,
      noProgressTurns: 0,
    };
  }
  if (!state.exists) return state;
  const task = {
    ...state,
    inbox: new Map(state.inbox),
    journal: new Map(state.journal),
    externalEvents: new Set(state.externalEvents),
    waitingFor: new Set(state.waitingFor),
    receivedResults: new Map(state.receivedResults),
    checkpoints: new Map(state.checkpoints),
  };
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
      task.inbox.set(event.data.messageId, {
        text: task.inbox.get(event.data.messageId)?.text ?? '',
        state: 'withdrawn',
      });
      return task;
    case 'ExecutionTakenOver':
      return { ...task, generation: event.data.generation };
    case 'TurnStarted':
      task.journal.clear();
      return {
        ...task,
        status: 'running',
        stopReason: undefined,
        turns: event.data.turn,
        openTurn: { turn: event.data.turn, steps: 0, lastStepCalls: -1 },
      };
    case 'StepDecided': {
      for (const id of event.data.consumedMessageIds) {
        const entry = task.inbox.get(id);
        if (entry)
          task.inbox.set(id, { text: entry.text, state: 'consumed', turn: event.data.turn, step: event.data.step });
      }
      for (const call of event.data.toolCalls) task.journal.set(call.id, { ...call, state: 'pending' });
      const approved = event.data.approvedCardIds ?? [];
      const output = event.data.output || task.lastOutput;
      // A user who writes is engaged: the no-progress count restarts (R-6.3 counts the agent's own loop).
      const noProgressTurns = event.data.consumedMessageIds.length > 0 ? 0 : task.noProgressTurns;
      return {
        ...task,
        lastOutput: output,
        noProgressTurns,
        approvedCalls: task.approvedCalls.filter((id) => !approved.includes(id)),
        openTurn: { turn: event.data.turn, steps: event.data.step, lastStepCalls: event.data.toolCalls.length },
      };
    }
    case 'ToolCallStarted':
      return withCall(task, event.data.callId, { state: 'started' });
    case 'ToolCallCompleted':
      if (event.data.progress) task.progressSinceCheck = true;
      return withCall(task, event.data.callId, {
        state: 'completed',
        result: event.data.result,
        waitingFor: event.data.waitingFor,
      });
    case 'ToolCallOutcomeUnknown':
      return withCall(task, event.data.callId, { state: 'outcome_unknown' });
    case 'TurnCompleted': {
      const { next, reason, progress, waitingFor = [] } = event.data;
      const noProgressTurns = progress === false ? task.noProgressTurns + 1 : progress ? 0 : task.noProgressTurns;
      // A pause that arrived mid-turn wins over the turn's own outcome.
      const paused = task.status === 'paused';
      return {
        ...task,
        status: paused ? 'paused' : next,
        stopReason: paused ? task.stopReason : reason,
        openTurn: undefined,
        waitingFor: new Set(waitingFor),
        progressSinceCheck: false,
        noProgressTurns,
      };
    }
    case 'ExternalEventReceived': {
      task.externalEvents.add(event.data.eventId);
      if (event.data.waitKey) {
        task.waitingFor.delete(event.data.waitKey);
        task.receivedResults.set(event.data.waitKey, {
          source: event.data.source,
          artifactIds: event.data.artifactIds ?? [],
        });
      }
      if ((event.data.artifactIds ?? []).length > 0) task.progressSinceCheck = true;
      if (task.status !== 'waiting_external') return task;
      // Older events carry no verdict: they ended the wait and woke the task.
      if (event.data.wakes ?? true) return { ...task, status: 'rescheduling', stopReason: undefined };
      if (task.waitingFor.size > 0) return task;
      const planDone =
        task.checklist.length > 0 && task.checklist.every((i) => i.status === 'done' || i.status === 'dropped');
      return {
        ...task,
        status: 'idle',
        stopReason: planDone ? 'every checklist item is done' : 'results delivered; nothing depends on them',
      };
    }
    case 'ChecklistSet': {
      const previous = new Map(task.checklist.map((item) => [item.itemId, item]));
      const listed = new Set(event.data.items.map((i) => i.itemId));
      // A revision keeps each item's status and results; items left out are dropped, not forgotten.
      const items = event.data.items.map((i) => ({
        ...(previous.get(i.itemId) ?? { status: 'open' as const, results: [] }),
        ...i,
      }));
      const dropped = task.checklist
        .filter((i) => !listed.has(i.itemId))
        .map((i) => ({ ...i, status: i.status === 'done' ? i.status : ('dropped' as const) }));
      return { ...task, checklist: [...items, ...dropped] };
    }
    case 'ChecklistItemUpdated': {
      const { itemId, status, evidence, addResults = [] } = event.data;
      const checklist = task.checklist.map((item) => {
        if (item.itemId !== itemId) return item;
        const results = [
          ...item.results,
          ...addResults.filter((r) => !item.results.some((x) => x.kind === r.kind && x.id === r.id)),
        ];
        return { ...item, status: status ?? item.status, evidence: evidence ?? item.evidence, results };
      });
      if (status === 'done') task.progressSinceCheck = true;
      return { ...task, checklist };
    }
    case 'CheckpointOpened':
      task.checkpoints.set(event.data.card.cardId, { ...event.data.card, state: 'open' });
      return task;
    case 'CheckpointAnswered': {
      const card = task.checkpoints.get(event.data.cardId);
      if (!card) return task;
      const { action, candidateId, comment, by } = event.data;
      task.checkpoints.set(card.cardId, { ...card, state: 'answered', answer: { action, candidateId, comment, by } });
      const approvedCall = card.origin === 'tool_permission' && action === 'confirm';
      const approvedCalls = approvedCall ? [...task.approvedCalls, card.cardId] : task.approvedCalls;
      const stillAsking = [...task.checkpoints.values()].some((c) => c.state === 'open');
      // The answer is the user's move: the task goes on by itself (no "continue" message, R-6.2).
      const status = task.status === 'awaiting_approval' && !stillAsking ? 'rescheduling' : task.status;
      return {
        ...task,
        approvedCalls,
        status,
        stopReason: status === 'rescheduling' ? undefined : task.stopReason,
        noProgressTurns: 0,
      };
    }
    case 'TaskPaused':
      return { ...task, status: 'paused', stopReason: 'paused by user' };
    case 'TaskResumed':
      return { ...task, status: 'idle', stopReason: undefined };
    case 'TaskInterrupted':
      return {
        ...task,
        status: 'idle',
        stopReason: 'interrupted by user',
        generation: event.data.generation,
        openTurn: undefined,
      };
    case 'TaskStopped':
      return {
        ...task,
        status: 'terminated',
        stopReason: event.data.reason,
        generation: event.data.generation,
        openTurn: undefined,
      };
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
