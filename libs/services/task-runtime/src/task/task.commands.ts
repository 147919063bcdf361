import type { CheckpointAction, TaskKind } from './task.events';

/** Commands of the task stream; `at` is the injected time of the command. */
export type TaskCommand =
  | {
      type: 'CreateTask';
      taskId: string;
      workspaceId: string;
      userId: string;
      kind: TaskKind;
      brief: string;
      language?: string;
      rubric?: string;
      at: string;
    }
  | { type: 'PromoteTask'; at: string }
  | { type: 'ArchiveTask'; at: string }
  | { type: 'DeliverMessage'; messageId: string; text: string; at: string }
  | { type: 'WithdrawMessage'; messageId: string; at: string }
  | { type: 'ReplaceMessage'; messageId: string; text: string; at: string }
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
      at: string;
    }
  /** A call refused before it ran (policy `deny`, unknown tool, invalid input): completed with the refusal. */
  | { type: 'RefuseToolCall'; generation: number; callId: string; reason: string; detail: string; at: string }
  /** A call a policy asks about (`always_ask`, irreversible): an approval card instead of running it. */
  | { type: 'AskToolPermission'; generation: number; callId: string; at: string }
  /** A runtime tool (checklist, approval request): its effect is task events, in one append with its result. */
  | { type: 'RunRuntimeTool'; generation: number; callId: string; at: string }
  | { type: 'MarkOutcomeUnknown'; generation: number; callId: string; at: string }
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
  | {
      type: 'AnswerCheckpoint';
      cardId: string;
      action: CheckpointAction;
      candidateId?: string;
      comment?: string;
      by: string;
      messageId?: string;
      at: string;
    }
  /** A generation completed, an approval arrived, an external trigger fired. */
  | {
      type: 'ReceiveExternalEvent';
      source: string;
      eventId: string;
      result: unknown;
      waitKey?: string;
      artifactIds?: string[];
      at: string;
    }
  | { type: 'PauseTask'; by: string; at: string }
  | { type: 'ResumeTask'; by: string; at: string }
  | { type: 'InterruptTask'; by: string; at: string }
  | { type: 'StopTask'; by: string; reason: string; at: string };
