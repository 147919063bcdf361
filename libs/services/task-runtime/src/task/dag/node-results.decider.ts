import { jobIdOf, linkJob } from './job-results.decider';
import type { TaskEvent } from '../task.events';
import { evolveTask, type JournalEntry, type Task, type TaskState } from '../task.state';
import type { ChecklistItem } from '../task.types';
import {
  attemptOf,
  DEFAULT_NODE_RETRY,
  isRetryableFailure,
  retryDelayMs,
  type JobFailure,
  type NodeRetryPolicy,
} from './node-retry';

/** The node a call runs: its own id, or — for a call re-run from a confirmed cost card — the card's original call. */
export function nodeOfCall(task: Task, entry: JournalEntry): ChecklistItem | undefined {
  const original = entry.approvedBy ? task.checkpoints.get(entry.approvedBy)?.toolCall?.callId : undefined;
  return task.checklist.find(
    (i) => i.runCallId !== undefined && (i.runCallId === entry.id || i.runCallId === original),
  );
}

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * A plan node's call completed (R-11.3): a submitted job is linked to exactly this node (its
 * result closes it later); a synchronous result closes it at once with the object it made as
 * evidence; a refusal or error is written on the node, which stays started — the runtime never
 * runs it again by itself (nothing is paid twice), the model or the user decides. A cost card's
 * refusal leaves the node alone: the card's confirmed call completes it.
 * Undefined when the call runs no node.
 */
export function nodeCallCompleted(
  task: Task,
  entry: JournalEntry,
  outcome: { result: unknown; waitingFor?: string },
  at: string,
  policy: NodeRetryPolicy = DEFAULT_NODE_RETRY,
): TaskEvent[] | undefined {
  const node = nodeOfCall(task, entry);
  if (!node || node.status === 'done') return node ? [] : undefined;
  if (outcome.waitingFor) return linkedJobEnded(task, outcome.waitingFor, at, node, policy);
  const result = record(outcome.result);
  const by = `agent:${task.taskId}`;
  if (result['refused'] === true && result['reason'] === 'cost_confirmation_required') return [];
  if (result['refused'] === true || result['error'] !== undefined) {
    const why = String(result['detail'] ?? result['reason'] ?? result['error']);
    return [{ type: 'ChecklistItemUpdated', data: { itemId: node.itemId, evidence: `failed: ${why}`, by, at } }];
  }
  const objectId = result['objectId'] ?? record(result['object'])['objectId'];
  const evidence = typeof objectId === 'string' ? `object ${objectId}` : `${entry.tool} completed`;
  return [
    {
      type: 'ChecklistItemUpdated',
      data: {
        itemId: node.itemId,
        status: 'done',
        evidence,
        addResults: typeof objectId === 'string' ? [{ kind: 'artifact', id: objectId }] : [],
        by,
        at,
      },
    },
  ];
}

/**
 * Links a node's job; when the job's failure is already in the stream (it failed before the call
 * that submitted it completed — a quick failure on a loaded machine), its retry or final failure
 * is decided here: no later event would, and the node would stay started with a failed job.
 */
function linkedJobEnded(
  task: Task,
  waitingFor: string,
  at: string,
  node: ChecklistItem,
  policy: NodeRetryPolicy,
): TaskEvent[] {
  const linked = linkJob(task, waitingFor, at, node);
  const received = task.receivedResults.get(waitingFor);
  if (!received || received.artifactIds.length > 0) return linked;
  const after = linked.reduce<TaskState>((t, e) => evolveTask(t, e), { ...task, exists: true }) as Task;
  return [
    ...linked,
    ...nodeJobEnded(after, jobIdOf(waitingFor), { result: received.result, artifactIds: [] }, at, policy),
  ];
}

/**
 * A plan node's job ended without an artifact (failed, cancelled), ADR 0024. A passing failure
 * (`isRetryableFailure`) with attempts left opens the node again for its next attempt after a
 * backoff (`PlanNodeRetryScheduled`); the worker then starts it as a new call, so a new job
 * key. Otherwise the node fails for good with the provider's reason (`PlanNodeFailed`): it is
 * never ordered again by the runtime and what depends on it waits for a revision, while
 * independent nodes go on. Nothing for other jobs or a node already done.
 */
export function nodeJobEnded(
  task: Task,
  jobId: string | undefined,
  outcome: { result: unknown; artifactIds: string[] },
  at: string,
  policy: NodeRetryPolicy = DEFAULT_NODE_RETRY,
): TaskEvent[] {
  if (!jobId || outcome.artifactIds.length > 0) return [];
  const node = task.checklist.find(
    (i) => i.run !== undefined && i.status !== 'done' && i.results.some((r) => r.kind === 'job' && r.id === jobId),
  );
  if (!node || node.failed) return [];
  const failure = record(outcome.result) as JobFailure;
  const { state = 'ended', failure: kind, code } = failure;
  const reason = `generation ${state}${kind ? ` (${kind}${code ? `: ${code}` : ''})` : ''}, job ${jobId}`;
  const attempt = attemptOf(node);
  const attempts = policy.maxRetries + 1;
  if (isRetryableFailure(failure) && attempt < attempts) {
    const retryAt = new Date(Date.parse(at) + retryDelayMs(policy, attempt + 1)).toISOString();
    return [
      {
        type: 'PlanNodeRetryScheduled',
        data: { nodeId: node.itemId, attempt: attempt + 1, attempts, failedJobId: jobId, reason, retryAt, at },
      },
    ];
  }
  const after = attempt > 1 ? `, after ${attempt} attempts` : '';
  return [
    {
      type: 'PlanNodeFailed',
      data: { nodeId: node.itemId, jobId, reason: `${reason}${after}`, attempts: attempt, at },
    },
  ];
}
