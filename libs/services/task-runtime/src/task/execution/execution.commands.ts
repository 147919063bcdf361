import type { CapabilityVerdict } from '../dag/dag.types';
import type { StepContextFacts } from './execution.events';
import type { PeerRetryPolicy } from './peer-retry.decider';
import type { NodeRetryPolicy } from '../dag/node-retry';

/** A worker's commands; each names the generation it runs under. `at` is the injected time. */
export type ExecutionCommand =
  /** `startTurn`: also open the next turn in the same append when none is open and the task is not paused. */
  | { type: 'TakeOverExecution'; worker: string; seenGeneration: number; startTurn?: boolean; at: string }
  | { type: 'StartTurn'; generation: number; at: string }
  | {
      type: 'DecideStep';
      generation: number;
      turn: number;
      output: string;
      toolCalls: Array<{ tool: string; input: unknown; idempotent: boolean; approvedBy?: string }>;
      consumedMessageIds: string[];
      approvedCardIds?: string[];
      notices?: string[];
      context?: StepContextFacts;
      at: string;
    }
  | { type: 'StartToolCall'; generation: number; callId: string; at: string }
  | {
      type: 'CompleteToolCall';
      generation: number;
      callId: string;
      result: unknown;
      progress?: 'artifact' | 'generation_submitted';
      waitingFor?: string;
      /** How a plan node whose job already failed is retried (ADR 0024). @default DEFAULT_NODE_RETRY */
      nodeRetries?: NodeRetryPolicy;
      at: string;
    }
  /** A call refused before it ran (policy `deny`, unknown tool, invalid input): completed with the refusal. */
  | { type: 'RefuseToolCall'; generation: number; callId: string; reason: string; detail: string; at: string }
  /** A call a policy asks about (`always_ask`, irreversible): an approval card instead of running it. */
  | { type: 'AskToolPermission'; generation: number; callId: string; at: string }
  /**
   * A runtime tool (checklist, plan, approval request): its effect is task events, in one append with its
   * result. `capabilities`: the capability registry's verdict on an `update_plan` call, asked by the worker.
   */
  | { type: 'RunRuntimeTool'; generation: number; callId: string; capabilities?: CapabilityVerdict; at: string }
  | { type: 'MarkOutcomeUnknown'; generation: number; callId: string; at: string }
  /**
   * A started call's peer service was unreachable (`reason`: the failure's code): deferred under
   * `retry`, or completed with a typed failure naming `peer` once its give-up time passed (issue 14).
   */
  | {
      type: 'DeferToolCall';
      generation: number;
      callId: string;
      peer: string;
      reason: string;
      retry: PeerRetryPolicy;
      at: string;
    }
  /**
   * Ends the turn; the decider runs the stop check on these facts. `grade` is the
   * rubric grader's verdict when the task has a rubric and would otherwise finish.
   */
  | {
      type: 'CompleteTurn';
      generation: number;
      turn: number;
      modelFinished: boolean;
      grade?: { met: boolean; reason: string };
      maxNoProgressTurns: number;
      at: string;
    }
  /** A segment summary of stream positions `[from, to)`, made before a step by the worker. */
  | {
      type: 'RecordHistorySummary';
      generation: number;
      from: number;
      to: number;
      text: string;
      tokens: number;
      summariser: string;
      at: string;
    }
  | { type: 'RecordHistorySummaryFailure'; generation: number; from: number; to: number; reason: string; at: string };

/** Commands of the open turn (steps and their end). */
export const TURN_COMMANDS = [
  'TakeOverExecution',
  'StartTurn',
  'DecideStep',
  'CompleteTurn',
] as const satisfies ReadonlyArray<ExecutionCommand['type']>;
/** Commands of one tool call's journal entry. */
export const TOOL_CALL_COMMANDS = [
  'StartToolCall',
  'CompleteToolCall',
  'RefuseToolCall',
  'AskToolPermission',
  'RunRuntimeTool',
  'MarkOutcomeUnknown',
  'DeferToolCall',
] as const satisfies ReadonlyArray<ExecutionCommand['type']>;
/** Commands of the history's segment summaries. */
export const SUMMARY_COMMANDS = [
  'RecordHistorySummary',
  'RecordHistorySummaryFailure',
] as const satisfies ReadonlyArray<ExecutionCommand['type']>;
