/**
 * Events of a task stream (`task-{id}`): the task's whole life, R-1.3, R-3, R-4, R-10.2.
 * Every event carries `at`, the time the command said it happened (time is injected).
 * Execution events carry the writer's `generation`, the fence of.
 */

/** Whether a task is a one-shot card (lightweight) or a long-lived goal (persistent), R-1.3. */
export type TaskKind = 'lightweight' | 'persistent';

/** The status machine of R-10.2 / ARCHITECTURE §5. */
export type TaskStatus = 'idle' | 'running' | 'rescheduling' | 'waiting_external' | 'awaiting_approval' | 'paused' | 'terminated';

/** A tool call proposed by the model; `id` is `turn:step:index`, stable across workers. */
export interface ToolCall {
  id: string;
  tool: string;
  input: unknown;
  /** Re-running with the same id has no second effect (decides recovery, R-4.3). */
  idempotent: boolean;
}

export type TaskEvent =
  | { type: 'TaskCreated'; data: { taskId: string; workspaceId: string; userId: string; kind: TaskKind; brief: string; language?: string; at: string } }
  | { type: 'TaskPromoted'; data: { at: string } }
  | { type: 'TaskArchived'; data: { at: string } }
  | { type: 'MessageDelivered'; data: { messageId: string; text: string; at: string } }
  | { type: 'MessageWithdrawn'; data: { messageId: string; at: string } }
  | { type: 'MessageReplaced'; data: { messageId: string; text: string; at: string } }
  | { type: 'ExecutionTakenOver'; data: { generation: number; worker: string; at: string } }
  | { type: 'TurnStarted'; data: { turn: number; generation: number; at: string } }
  | {
      type: 'StepDecided';
      data: { turn: number; step: number; generation: number; output: string; toolCalls: ToolCall[]; consumedMessageIds: string[]; at: string };
    }
  | { type: 'ToolCallStarted'; data: { callId: string; generation: number; at: string } }
  | { type: 'ToolCallCompleted'; data: { callId: string; generation: number; result: unknown; at: string } }
  | { type: 'ToolCallOutcomeUnknown'; data: { callId: string; generation: number; at: string } }
  | {
      type: 'TurnCompleted';
      // `steps` and `toolCalls` (counts of the turn, for the integration event) are absent on events recorded before they existed.
      data: { turn: number; generation: number; next: 'idle' | 'rescheduling' | 'waiting_external' | 'awaiting_approval'; reason: string; steps?: number; toolCalls?: number; at: string };
    }
  | { type: 'ExternalEventReceived'; data: { source: string; eventId: string; result: unknown; at: string } }
  | { type: 'TaskPaused'; data: { by: string; at: string } }
  | { type: 'TaskResumed'; data: { by: string; at: string } }
  | { type: 'TaskInterrupted'; data: { by: string; generation: number; at: string } }
  | { type: 'TaskStopped'; data: { by: string; reason: string; generation: number; at: string } };

export type TaskEventType = TaskEvent['type'];
