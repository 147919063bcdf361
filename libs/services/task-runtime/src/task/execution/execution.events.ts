import type { StopCheckOutcome, ToolCall } from '../task.types';

/** What a step's model input looked like (R-8.1, issue 17): absent on steps recorded before it existed. */
export interface StepContextFacts {
  /** sha256 of the stable prefix (system rules + offered tools): equal from step to step when caches can hit. */
  prefixHash: string;
  /** Prompt tokens of the whole input (js-tiktoken, o200k_base). */
  tokens: number;
  /** Of those, the stable prefix's. */
  prefixTokens: number;
  /** Segment summaries in the input and the first stream position kept verbatim. */
  summaries: number;
  verbatimFrom: number;
  /** Capability areas whose tools were offered, when the catalogue has any: a change is a tool switch. */
  areas?: string[];
  /**
   * The memories and earlier tasks' episodes the context carried (R-9.1), by id only: the log
   * shows what shaped the step, while the words stay in memory, so a forget takes them from
   * every later step without touching this task (R-9.5).
   */
  memory?: { memoryIds: string[]; episodeTaskIds: string[] };
}

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
      // `context`: the shape of the model input, so a replay shows prefix stability and size.
      data: {
        turn: number;
        step: number;
        generation: number;
        output: string;
        toolCalls: ToolCall[];
        consumedMessageIds: string[];
        approvedCardIds?: string[];
        notices?: string[];
        context?: StepContextFacts;
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
  /**
   * A started call whose peer service was unreachable (issue 14): no outcome yet, the turn waits
   * and re-runs it under the same call id (its idempotency key) at `retryAt`. `since`: its first failure.
   */
  | {
      type: 'ToolCallDeferred';
      data: {
        callId: string;
        generation: number;
        peer: string;
        reason: string;
        attempt: number;
        since: string;
        retryAt: string;
        at: string;
      };
    }
  /**
   * A segment summary: the history of stream positions `[from, to)` compressed. Appended,
   * never rewriting: the originals stay in the stream, re-readable through `read_history`.
   */
  | {
      type: 'HistorySummarised';
      data: {
        generation: number;
        from: number;
        to: number;
        text: string;
        tokens: number;
        summariser: string;
        at: string;
      };
    }
  /** A summary that failed: the step ran with the last good summaries; nothing of the history is lost. */
  | { type: 'HistorySummaryFailed'; data: { generation: number; from: number; to: number; reason: string; at: string } }
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
