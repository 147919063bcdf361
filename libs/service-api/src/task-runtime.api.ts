import type { StatusFactV1 } from '@lomo/contracts';
import type { ApiCaller } from './caller';

export type TaskStatusName =
  'idle' | 'running' | 'rescheduling' | 'waiting_external' | 'awaiting_approval' | 'paused' | 'terminated';

export interface InboxMessageView {
  messageId: string;
  text: string;
  /** `pending` = received, not yet read by the task; `consumed` = a step read it. */
  state: 'pending' | 'consumed' | 'withdrawn';
  consumedInTurn?: number;
}

export interface ChecklistItemView {
  itemId: string;
  title: string;
  status: 'open' | 'in_progress' | 'done' | 'dropped';
  needsApproval: boolean;
  evidence?: string;
  /** Workspace objects and generation jobs linked to the item. */
  results: Array<{ kind: 'artifact' | 'job'; id: string }>;
  /** Production DAG nodes: the nodes this one needs (absent on a plain checklist: the item before). */
  dependsOn?: string[];
  /** The tool the runtime runs for the node. */
  tool?: string;
  /** e.g. `scene 3`. */
  group?: string;
  /** While the node runs: "scene 3 of 6 · generating keyframe". */
  progress?: string;
}

/** What a cost card shows, amounts in minor units. */
export interface CostCardView {
  /** The rule that asks first. */
  limit: 'per_operation' | 'daily' | 'open_api' | 'autonomy' | 'budget';
  reason: string;
  amount: { amountMinor: number; currency: string };
  buys: string;
  /** Under the workspace cap, after this call. */
  leftMinor: number;
  /** Of the daily no-confirm limit, after this call. */
  leftTodayMinor: number;
}

export interface CheckpointCardView {
  cardId: string;
  proposal: string;
  candidates: Array<{ candidateId: string; label: string; artifactId?: string }>;
  actions: Array<'confirm' | 'adjust' | 'pick' | 'reject'>;
  /** What the card is for: a plan checkpoint, a tool call that needs permission, a paid call's cost, or a fallback the runtime added. */
  origin: 'model' | 'fallback' | 'tool_permission' | 'cost';
  /** For `tool_permission` and `cost`: exactly what will run. */
  toolCall?: { tool: string; input: unknown };
  /** For `cost`: the amount, what it buys, what is left, and the limit that asks (minor units). */
  cost?: CostCardView;
  state: 'open' | 'answered';
}

/** The task card of the API and console (a read model of the task stream). */
export interface TaskCardView {
  taskId: string;
  workspaceId: string;
  kind: 'lightweight' | 'persistent';
  brief: string;
  status: TaskStatusName;
  stopReason?: string;
  createdAt: string;
  updatedAt: string;
  turns: number;
  /** The model's last words to the user. */
  lastOutput?: string;
  /** The latest human-readable progress line ("scene 3 of 6 · generating image · 40%"). */
  progress?: string;
  inbox: InboxMessageView[];
  checklist: ChecklistItemView[];
  checkpoints: CheckpointCardView[];
  artifacts: Array<{ objectId: string; jobId?: string }>;
  /** Log position of the last event folded into this card. */
  position: string;
  /** Set on a sub-agent: the task that spawned it. */
  parentTaskId?: string;
  /** The sub-agents this task spawned, in spawn order, with how far each got. */
  children?: SubagentView[];
  /** The desired outcome the task is graded against before it may finish. */
  rubric?: string;
}

/** A sub-agent on its parent's card: `running` until its outcome reached the parent (a stopped parent's are `stopped`). */
export interface SubagentView {
  taskId: string;
  state: 'running' | 'finished' | 'stopped' | 'failed';
}

export interface TaskEventView {
  /** Global log position (decimal string): a stable, resumable cursor. */
  position: string;
  revision: number;
  type: string;
  data: unknown;
  occurredAt?: string;
  actor?: string;
  /**
   * The event's fact in the published status contract (v1). `type` and `data` are
   * task-runtime's private events: another service reads this instead (issue 32).
   */
  status?: StatusFactV1;
}

export interface CheckpointAnswer {
  cardId: string;
  action: 'confirm' | 'adjust' | 'pick' | 'reject';
  candidateId?: string;
  comment?: string;
}

/**
 * The task runtime's application API (in-process in embedded mode; gRPC in distributed mode,
 * `proto/lomo/task_runtime/v1`). Every method is confined to `caller.workspaceId`: another
 * workspace's task is `ApiError('not_found')`.
 */
export interface TaskRuntimeApi {
  /** `rubric`: the desired outcome instead of steps; the task finishes only when a grader finds it met. */
  createTask(
    caller: ApiCaller,
    input: {
      text: string;
      kind?: 'lightweight' | 'persistent';
      language?: string;
      taskId?: string;
      messageId?: string;
      rubric?: string;
    },
  ): Promise<{ taskId: string; messageId: string }>;
  deliverMessage(caller: ApiCaller, taskId: string, input: { messageId: string; text: string }): Promise<void>;
  /**
   * Withdraws a message no step took yet; again is a no-op. A taken message is
   * `ApiError('conflict', 'message_not_pending')`: it already waits in an inference.
   */
  withdrawMessage(caller: ApiCaller, taskId: string, messageId: string): Promise<void>;
  /** Replaces the words of a message no step took yet; a taken one is `message_not_pending`. */
  replaceMessage(caller: ApiCaller, taskId: string, messageId: string, input: { text: string }): Promise<void>;
  /**
   * `kind` unset: every kind (the router weighs lightweight tasks too); the gateway's default list
   * asks for `persistent`. `taskIds`: only those tasks, one read for many (an id of no task of the
   * workspace is left out).
   */
  listTasks(
    caller: ApiCaller,
    query?: { status?: TaskStatusName; kind?: 'lightweight' | 'persistent'; limit?: number; taskIds?: string[] },
  ): Promise<TaskCardView[]>;
  /** Makes a lightweight task persistent, keeping its context and records; a persistent one is unchanged. */
  promoteTask(caller: ApiCaller, taskId: string): Promise<void>;
  getTask(caller: ApiCaller, taskId: string): Promise<TaskCardView>;
  taskEvents(
    caller: ApiCaller,
    taskId: string,
    query?: { fromRevision?: number; limit?: number },
  ): Promise<TaskEventView[]>;
  answerCheckpoint(caller: ApiCaller, taskId: string, answer: CheckpointAnswer): Promise<void>;
  interrupt(caller: ApiCaller, taskId: string): Promise<void>;
  pause(caller: ApiCaller, taskId: string): Promise<void>;
  resume(caller: ApiCaller, taskId: string): Promise<void>;
  stop(caller: ApiCaller, taskId: string, reason?: string): Promise<void>;
  /** Purges the task stream and everything derived from it. */
  deleteTask(caller: ApiCaller, taskId: string): Promise<void>;
  /**
   * Erases the caller's own words from a task — one they did not create — when the person is
   * erased (ADR 0057): their messages' texts and every copy of them in the task's events. The
   * task and its owner's words stay. Idempotent.
   */
  eraseAuthor(caller: ApiCaller, taskId: string): Promise<AuthorErased>;
  /** An external trigger or a service's completion event; duplicates by `eventId` change nothing. */
  receiveExternalEvent(
    caller: ApiCaller,
    taskId: string,
    input: { source: string; eventId: string; result: unknown; waitKey?: string; artifactIds?: string[] },
  ): Promise<void>;
  /** Per-tool permission policy of the caller's workspace; irreversible tools ask whatever it says. */
  setToolPolicy(caller: ApiCaller, tool: string, policy: ToolPolicyName): Promise<void>;
  listToolPolicies(caller: ApiCaller): Promise<Array<{ tool: string; policy: ToolPolicyName }>>;
}

export type ToolPolicyName = 'always_allow' | 'always_ask' | 'deny';

export const TASK_RUNTIME_API = Symbol('TASK_RUNTIME_API');

/** What `eraseAuthor` rewrote: the caller's messages blanked, and the task's events rewritten (theirs and their copies). */
export interface AuthorErased {
  messages: number;
  events: number;
}
