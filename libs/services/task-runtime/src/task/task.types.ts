/** Value types shared by the task's slices (inbox, execution, autonomy, control). */
import type { CostCardView } from '@lomo/service-api';
import type { PlanNodeSpec } from './dag/dag.types';

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

/** One item of the execution checklist: task state, not chat text; a node of the production DAG. */
export interface ChecklistItem extends PlanNodeSpec {
  itemId: string;
  title: string;
  status: ChecklistItemStatus;
  needsApproval: boolean;
  evidence?: string;
  results: ResultRef[];
  /** The call that runs this node's current revision (`PlanNodeStarted`); cleared when the node is invalidated. */
  runCallId?: string;
  /** The attempt the node's current call is (ADR 0024: a passing job failure is retried); absent = the first. */
  attempt?: number;
  /** A retry's backoff ends at this instant; the runtime does not start the node before. */
  retryAt?: string;
  /** The node failed for good (a final failure, or its attempts spent): the runtime never starts it again. */
  failed?: boolean;
}

export type CheckpointAction = 'confirm' | 'adjust' | 'pick' | 'reject';

/** The quote on a cost card, as the task card shows it. */
export type CostCardFacts = CostCardView;

/** An approval card: execution state answered by its id, never by re-reading text. */
export interface CheckpointCard {
  cardId: string;
  proposal: string;
  candidates: Array<{ candidateId: string; label: string; artifactId?: string }>;
  actions: CheckpointAction[];
  /**
   * `model`: the model asked; `fallback`: the runtime added it; `tool_permission`: a
   * policy asks before a call; `cost`: a paid call's quote is over a no-confirm limit.
   */
  origin: 'model' | 'fallback' | 'tool_permission' | 'cost';
  /** For `tool_permission` and `cost`: exactly what will run once confirmed. */
  toolCall?: { callId: string; tool: string; input: unknown };
  /** For `cost`: what the card shows — the amount, what it buys, what is left, and the limit that asks. */
  cost?: CostCardFacts;
  itemId?: string;
}

/** What the stop check after a turn decided; recorded on `TurnCompleted`. */
export type StopCheckOutcome =
  | 'checklist_closed'
  | 'model_finished'
  | 'paused'
  | 'over_limits'
  /** A paid call found the prepaid balance too low: stopped, keeping state, until a top-up. */
  | 'insufficient_balance'
  | 'waiting_external'
  | 'checkpoint'
  | 'no_progress'
  /** The user rejected a paid call's cost card and nothing else was left to do: idle until they write. */
  | 'declined'
  | 'rubric_unmet'
  | 'continue';
