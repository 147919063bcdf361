/**
 * The shape of a task as its events fold it: what every slice reads and its evolve changes. Types
 * only, so the slices and the fold that composes them (`task.state.ts`) both depend on it and
 * never on each other.
 */
import type { CheckpointAction, CheckpointCard, ChecklistItem, TaskKind, TaskStatus, ToolCall } from './task.types';
import type { SubagentParent } from './control/control.commands';

/**
 * Who said it: a person through an open-API key or otherwise (the console, a console key). Unset
 * for the platform's own messages (a cost card's note, a sub-agent's brief): they speak for no one.
 */
export type Voice = 'open_api' | 'person';

export type InboxEntry = { text: string; voice?: Voice } & (
  { state: 'pending' } | { state: 'withdrawn' } | { state: 'consumed'; turn: number; step: number }
);

export type JournalEntry = ToolCall & {
  /** `retrying`: started, its peer service was unreachable, re-run under the same id at `retry.retryAt`. */
  state: 'pending' | 'started' | 'retrying' | 'completed' | 'outcome_unknown';
  result?: unknown;
  waitingFor?: string;
  /** Set once the call was deferred because its peer was unreachable (kept when it is re-run). */
  retry?: PeerRetryState;
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
  /** A result without artifacts (a failure): what a plan node's retry decision reads if its call completes after it. */
  result?: unknown;
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
  /** Paid generations submitted so far: a lightweight task makes one (R-1.3, `control/lightweight.ts`). @default 0 */
  generations?: number;
  /**
   * The last person the task heard spoke through an open-API key (at its start, or in the last
   * message a step took that had a voice): its paid calls are confirmed one by one (R-6.6, ADR 0065).
   */
  viaOpenApi?: boolean;
  /** Set on a sub-agent: it reports its outcome to this parent's wait (`task/subagents/`). */
  parent?: SubagentParent;
  lastOutput?: string;
  /** Paid calls whose cost card the user rejected: not asked again until they say more. @default [] */
  declinedCalls?: DeclinedCall[];
  /** Stream positions before this are covered by segment summaries. @default 0 */
  summarisedThrough?: number;
}

/** A paid call the user declined on its cost card; `inboxMark` is the inbox size when they did. */
export interface DeclinedCall {
  tool: string;
  input: unknown;
  proposal: string;
  inboxMark: number;
}

/** A task that exists: what every slice's evolve receives (a copy it may change) and returns. */
export type LiveTask = { exists: true } & Task;

export type TaskState = { exists: false } | LiveTask;

/** The retry bookkeeping of a deferred call, on its journal entry. */
export interface PeerRetryState {
  peer: string;
  /** The peer failure's code (`peer_unavailable`, `peer_deadline_exceeded`, `tool_call_in_progress`). */
  reason: string;
  /** Failed attempts so far. */
  attempts: number;
  /** The first failure: the give-up time counts from here. */
  since: string;
  /** Not re-run before this. */
  retryAt: string;
}
