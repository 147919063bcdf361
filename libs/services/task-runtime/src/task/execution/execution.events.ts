import type { StopCheckOutcome, ToolCall } from '../task.types';

/**
 * Turns, steps and the tool journal. Every event carries the writer's
 * `generation`, the fence of.
 */
export type ExecutionEvent =
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
    };
