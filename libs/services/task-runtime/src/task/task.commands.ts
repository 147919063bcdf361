import type { TaskKind } from './task.events';

/** Commands of the task stream; `at` is the injected time of the command. */
export type TaskCommand =
  | { type: 'CreateTask'; taskId: string; workspaceId: string; userId: string; kind: TaskKind; brief: string; language?: string; at: string }
  | { type: 'PromoteTask'; at: string }
  | { type: 'ArchiveTask'; at: string }
  | { type: 'DeliverMessage'; messageId: string; text: string; at: string }
  | { type: 'WithdrawMessage'; messageId: string; at: string }
  | { type: 'ReplaceMessage'; messageId: string; text: string; at: string }
  | { type: 'TakeOverExecution'; worker: string; seenGeneration: number; at: string }
  | { type: 'StartTurn'; generation: number; at: string }
  | {
      type: 'DecideStep';
      generation: number;
      turn: number;
      output: string;
      toolCalls: Array<{ tool: string; input: unknown; idempotent: boolean }>;
      consumedMessageIds: string[];
      at: string;
    }
  | { type: 'StartToolCall'; generation: number; callId: string; at: string }
  | { type: 'CompleteToolCall'; generation: number; callId: string; result: unknown; at: string }
  | { type: 'MarkOutcomeUnknown'; generation: number; callId: string; at: string }
  | { type: 'CompleteTurn'; generation: number; turn: number; next: 'idle' | 'rescheduling' | 'waiting_external' | 'awaiting_approval'; reason: string; at: string }
  /** A generation completed, an approval arrived, an external trigger fired. */
  | { type: 'ReceiveExternalEvent'; source: string; eventId: string; result: unknown; at: string }
  | { type: 'PauseTask'; by: string; at: string }
  | { type: 'ResumeTask'; by: string; at: string }
  | { type: 'InterruptTask'; by: string; at: string }
  | { type: 'StopTask'; by: string; reason: string; at: string };
