import type { Clock } from '@lomo/clock';
import type { NodeRetryPolicy } from '../task/dag/node-retry';
import type { BillingApi } from '@lomo/service-api';
import type { RubricGrader } from '../task/autonomy/rubric-grader';
import type { ToolPolicySource } from '../task/autonomy/tool-permission';
import type { PeerRetryPolicy } from '../task/execution/peer-retry.decider';
import type { BudgetShares } from '../task/subagents/budget-shares';
import type { StepContextObserver } from './context/context-metrics';
import type { MemorySource } from './context/memory-context';
import type { ContextBudget } from './context/step-context';
import type { HistorySummariser } from './context/summariser';
import type { PlanCapabilities } from './plan-check';

/**
 * What one wake-up of a task came to. `waiting_peer`: the turn stays open until a deferred
 * call's retry time (its peer was unreachable); `waiting_retry`: until a plan node's retry
 * backoff ends (ADR 0024).
 */
export type RunOutcome =
  'busy' | 'nothing_to_do' | 'idle' | 'rescheduling' | 'waiting_external' | 'waiting_peer' | 'waiting_retry';

/** Workspace change notices, as the workspace service keeps them per task. */
export interface NoticeSource {
  pending(workspaceId: string, taskId: string): Promise<Array<{ noticeId: string; summary: string }>>;
  acknowledge(workspaceId: string, taskId: string, noticeIds: string[]): Promise<void>;
}

/** Who this worker is in leases and takeover events, and how it keeps its lease. */
export interface LeaseOptions {
  /** Identity in leases and takeover events. @default a random id */
  holder?: string;
  clock?: Clock;
  /** Lease renewal period while a turn runs; 0 disables it (tests model a frozen process). @default 2000 */
  heartbeatMs?: number;
}

/** How far one turn goes before it ends, and what may end the task with it. */
export interface TurnRules {
  /** Steps one turn may take before it yields and reschedules itself. @default 8 */
  maxStepsPerTurn?: number;
  /** Consecutive turns without meaningful progress before auto-continuation stops. @default 3 */
  maxNoProgressTurns?: number;
  /** Plan nodes in flight at once (R-11.3: independent nodes in parallel, bounded). @default 6 */
  maxParallelNodes?: number;
  /** Judges a rubric task before it finishes. */
  grader?: RubricGrader;
}

/** What a call or a plan is checked against before anything runs or is paid. */
export interface CallGates {
  /** Per-workspace tool policies. @default none stored: allow, irreversible tools ask */
  policies?: ToolPolicySource;
  /** The capability registry plans are checked against before they are recorded. @default the tool registry only */
  capabilities?: PlanCapabilities;
  /**
   * The budget left (billing's quote: cap, balance and approved budgets, open holds counted):
   * with `capabilities` quoting each ready node, no more paid nodes start than it covers (issue 31).
   * Absent: only `maxParallelNodes` bounds them.
   */
  budget?: Pick<BillingApi, 'quote'>;
  /** How long a tool call waits for an unreachable peer service before it fails (issue 14). @default DEFAULT_PEER_RETRY */
  peerRetry?: PeerRetryPolicy;
  /** How failed plan nodes are retried, when a job's failure is known as its call completes (ADR 0024). @default DEFAULT_NODE_RETRY */
  nodeRetries?: NodeRetryPolicy;
  /** Brings the registry's workspace-scoped tools (attached MCP servers, R-10.12) up to date before each turn. */
  workspaceTools?: { sync(workspaceId: string): Promise<void> };
}

/** What a step's context is built from besides the task's own stream (R-8, issue 17). */
export interface StepContextSources {
  /** Workspace change notices for the task: read into the step's context, acknowledged once the step is recorded. */
  notices?: NoticeSource;
  /** Long-term memory for the step's context; read per step, only its ids recorded. */
  memory?: MemorySource;
  /** Compresses old history into segment summaries; `null` turns compaction off. @default the offline extractive summariser */
  summariser?: HistorySummariser | null;
  /** Token budgets of a step's input (issue 17). @default DEFAULT_CONTEXT_BUDGET */
  contextBudget?: Partial<ContextBudget>;
}

/** Who the worker wakes, pays back or tells outside itself; all optional (tests leave them out). */
export interface WorkerLinks {
  /** Called to wake the task again (rescheduled turns, a parent its last child reported to). */
  wake?: (taskId: string) => void;
  /** Gives an ended sub-agent's unspent share back to its parent (ADR 0027); absent: no shares. */
  budgetShares?: BudgetShares;
  /** Told when billing did not take a share back (the module logs it). */
  onShareNotReturned?: (error: unknown) => void;
  /** Sees every step's context facts and summary outcomes (Prometheus in the module). */
  contextObserver?: StepContextObserver;
  /** Told of a turn that changed nothing: no step, no call (issue 26; a Prometheus counter in the module). */
  onEmptyTurn?: (taskId: string) => void;
  /** Every wake-up with what it found: one that found nothing to do is a wake-up that should not have come (issue 26). */
  onWakeUp?: (taskId: string, outcome: RunOutcome) => void;
}

/**
 * Everything a `TaskWorker` can be given besides its four parts (task streams, leases, model,
 * tools), in one flat bag so a caller names only what it sets; each group is what one part of
 * a turn reads (`turn/`), so a reader can see which part depends on which setting.
 */
export type TaskWorkerOptions = LeaseOptions & TurnRules & CallGates & StepContextSources & WorkerLinks;
