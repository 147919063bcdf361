/**
 * Events of a task stream (`task-{id}`): the task's whole life, R-1.3, R-3, R-4, R-10.2.
 * Every event carries `at`, the time the command said it happened (time is injected).
 * Execution events carry the writer's `generation`, the fence of.
 */

/** Whether a task is a one-shot card (lightweight) or a long-lived goal (persistent), R-1.3. */
export type TaskKind = 'lightweight' | 'persistent';

/** The status machine of R-10.2 / ARCHITECTURE §5. */
export type TaskStatus =
  'idle' | 'running' | 'rescheduling' | 'waiting_external' | 'awaiting_approval' | 'paused' | 'terminated';

/** A tool call proposed by the model; `id` is `turn:step:index`, stable across workers. */
export interface ToolCall {
  id: string;
  tool: string;
  input: unknown;
  /** Re-running with the same id has no second effect (decides recovery, R-4.3). */
  idempotent: boolean;
  /** The approval card whose confirmation lets this call run; the user's action, never the model's. */
  approvedBy?: string;
}

/** A result linked to a checklist item: a workspace object or a generation job. */
export interface ResultRef {
  kind: 'artifact' | 'job';
  id: string;
}

export type ChecklistItemStatus = 'open' | 'in_progress' | 'done' | 'dropped';

/** One item of the execution checklist: task state, not chat text. */
export interface ChecklistItem {
  itemId: string;
  title: string;
  status: ChecklistItemStatus;
  needsApproval: boolean;
  evidence?: string;
  results: ResultRef[];
}

export type CheckpointAction = 'confirm' | 'adjust' | 'pick' | 'reject';

/** An approval card: execution state answered by its id, never by re-reading text. */
export interface CheckpointCard {
  cardId: string;
  proposal: string;
  candidates: Array<{ candidateId: string; label: string; artifactId?: string }>;
  actions: CheckpointAction[];
  /** `model`: the model asked; `fallback`: the runtime added it; `tool_permission`: a policy asks before a call. */
  origin: 'model' | 'fallback' | 'tool_permission';
  /** For `tool_permission`: exactly what will run once confirmed. */
  toolCall?: { callId: string; tool: string; input: unknown };
  itemId?: string;
}

/** What the stop check after a turn decided; recorded on `TurnCompleted`. */
export type StopCheckOutcome =
  | 'checklist_closed'
  | 'model_finished'
  | 'paused'
  | 'over_limits'
  | 'waiting_external'
  | 'checkpoint'
  | 'no_progress'
  | 'rubric_unmet'
  | 'continue';

export type TaskEvent =
  | {
      type: 'TaskCreated';
      data: {
        taskId: string;
        workspaceId: string;
        userId: string;
        kind: TaskKind;
        brief: string;
        language?: string;
        rubric?: string;
        at: string;
      };
    }
  | { type: 'TaskPromoted'; data: { at: string } }
  | { type: 'TaskArchived'; data: { at: string } }
  | { type: 'MessageDelivered'; data: { messageId: string; text: string; at: string } }
  | { type: 'MessageWithdrawn'; data: { messageId: string; at: string } }
  | { type: 'MessageReplaced'; data: { messageId: string; text: string; at: string } }
  | { type: 'ExecutionTakenOver'; data: { generation: number; worker: string; at: string } }
  | { type: 'TurnStarted'; data: { turn: number; generation: number; at: string } }
  | {
      type: 'StepDecided';
      // `approvedCardIds`: the step runs calls the user approved on these cards (no model inference).
      // `notices`: workspace change notices the step's context carried, so the log shows what the model was told.
      data: {
        turn: number;
        step: number;
        generation: number;
        output: string;
        toolCalls: ToolCall[];
        consumedMessageIds: string[];
        approvedCardIds?: string[];
        notices?: string[];
        at: string;
      };
    }
  | { type: 'ToolCallStarted'; data: { callId: string; generation: number; at: string } }
  // `progress`: the call made meaningful progress: a usable artifact or a submitted generation.
  // `waitingFor`: asynchronous work the call started (the turn suspends on it, R-5.1).
  | {
      type: 'ToolCallCompleted';
      data: {
        callId: string;
        generation: number;
        result: unknown;
        progress?: 'artifact' | 'generation_submitted';
        waitingFor?: string;
        at: string;
      };
    }
  | { type: 'ToolCallOutcomeUnknown'; data: { callId: string; generation: number; at: string } }
  | {
      type: 'TurnCompleted';
      // `steps` and `toolCalls` (counts of the turn, for the integration event) are absent on events recorded before they existed.
      // `check` and `waitingFor` are absent on events recorded before the stop check existed.
      data: {
        turn: number;
        generation: number;
        next: 'idle' | 'rescheduling' | 'waiting_external' | 'awaiting_approval';
        reason: string;
        steps?: number;
        toolCalls?: number;
        check?: StopCheckOutcome;
        progress?: boolean;
        waitingFor?: string[];
        at: string;
      };
    }
  // `waitKey`: the wait it ends (e.g. `generation:<jobId>`); `wakes`: the wake policy's verdict.
  | {
      type: 'ExternalEventReceived';
      data: {
        source: string;
        eventId: string;
        result: unknown;
        waitKey?: string;
        wakes?: boolean;
        artifactIds?: string[];
        at: string;
      };
    }
  | {
      type: 'ChecklistSet';
      data: { items: Array<{ itemId: string; title: string; needsApproval: boolean }>; by: string; at: string };
    }
  | {
      type: 'ChecklistItemUpdated';
      data: {
        itemId: string;
        status?: ChecklistItemStatus;
        evidence?: string;
        addResults?: ResultRef[];
        by: string;
        at: string;
      };
    }
  | { type: 'CheckpointOpened'; data: { card: CheckpointCard; at: string } }
  | {
      type: 'CheckpointAnswered';
      data: {
        cardId: string;
        action: CheckpointAction;
        candidateId?: string;
        comment?: string;
        by: string;
        at: string;
      };
    }
  | { type: 'TaskPaused'; data: { by: string; at: string } }
  | { type: 'TaskResumed'; data: { by: string; at: string } }
  | { type: 'TaskInterrupted'; data: { by: string; generation: number; at: string } }
  | { type: 'TaskStopped'; data: { by: string; reason: string; generation: number; at: string } };

export type TaskEventType = TaskEvent['type'];
