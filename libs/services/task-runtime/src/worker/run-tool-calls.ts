import {
  isPeerUnavailable,
  type PeerUnavailable,
  type ToolContext,
  type ToolOutcome,
  type ToolRegistry,
} from '@lomo/agent-tools';
import type { NodeRetryPolicy } from '../task/dag/node-retry';
import { isApiError } from '@lomo/service-api';
import { failpoint } from '@lomo/failpoints';
import { isRuntimeTool } from '../task/autonomy/runtime-tools.decider';
import { READ_HISTORY, runtimeToolInputError } from '../task/autonomy/runtime-tools';
import { readHistory, type ReadHistoryInput } from './context/read-history';
import type { ToolPolicySource } from '../task/autonomy/tool-permission';
import type { TaskCommand } from '../task/task.commands';
import type { JournalEntry, Task } from '../task/task.state';
import type { TaskRepository } from './task-repository';
import { checkPlan, type PlanCapabilities } from './plan-check';
import { UPDATE_PLAN, type UpdatePlanInput } from '../task/dag/update-plan.tool';
import { DEFAULT_PEER_RETRY, type PeerRetryPolicy } from '../task/execution/peer-retry.decider';
import { lightweightRefusal } from '../task/control/lightweight';

export interface RunContext {
  taskId: string;
  workspaceId: string;
  userId: string;
  generation: number;
  at: () => string;
  policies: ToolPolicySource;
  /** The capability registry `update_plan` is checked against. */
  capabilities?: PlanCapabilities;
  /** How long a call waits for an unreachable peer service (issue 14). @default DEFAULT_PEER_RETRY */
  peerRetry?: PeerRetryPolicy;
  /** How a plan node whose job failed is retried (ADR 0024). @default DEFAULT_NODE_RETRY */
  nodeRetries?: NodeRetryPolicy;
}

/**
 * Runs the open turn's calls that have no outcome yet, journaling started → completed
 * around each. Before any side effect the server checks, in order:
 * the tool exists and the input matches its schema; a lightweight task's one generation; the workspace's policy (`deny` refuses,
 * `always_ask` opens a permission card); irreversible tools always ask. A call the user
 * approved on a card runs as shown. A started non-idempotent call (its worker crashed
 * mid-call) is not re-run: it gets `outcome_unknown`. A call whose peer service could not
 * answer is deferred, not completed: the worker waits and re-runs it under the same call id
 * at its retry time, until the policy's give-up time makes it a typed failure (issue 14).
 */
export async function runToolCalls(
  tasks: TaskRepository,
  tools: ToolRegistry,
  run: RunContext,
  task: Task,
): Promise<Task> {
  const { generation, taskId } = run;
  let latest = task;
  const execute = async (command: TaskCommand) => (latest = (await tasks.execute(taskId, command)) as Task);
  const pageHistory = async (call: JournalEntry) => {
    await execute({ type: 'StartToolCall', generation, callId: call.id, at: run.at() });
    const { events } = await tasks.load(taskId);
    const result = readHistory(events, call.input as ReadHistoryInput);
    await execute({ type: 'CompleteToolCall', generation, callId: call.id, result, at: run.at() });
  };
  for (const call of task.journal.values()) {
    if (call.state === 'completed' || call.state === 'outcome_unknown') continue;
    // Deferred for its peer and not due yet: the worker ends the pass and wakes the task at its retry time.
    if (call.state === 'retrying' && call.retry!.retryAt > run.at()) continue;
    if (call.state === 'started' && !call.idempotent) {
      await execute({ type: 'MarkOutcomeUnknown', generation, callId: call.id, at: run.at() });
      continue;
    }
    // A read of the task's own stream, re-run as is after a crash (it changes nothing).
    if (call.state === 'started' && call.tool === READ_HISTORY) {
      await pageHistory(call);
      continue;
    }
    if (call.state === 'pending') {
      const gate = await checkCall(tools, run, call, latest);
      if (gate === 'runtime') {
        // A plan is checked against the capability registry before it is recorded, so nothing is paid for it.
        const capabilities =
          call.tool === UPDATE_PLAN
            ? await checkPlan(tools, run.capabilities, run, call.input as UpdatePlanInput)
            : undefined;
        await execute({ type: 'RunRuntimeTool', generation, callId: call.id, capabilities, at: run.at() });
        continue;
      }
      if (gate === 'history') {
        await pageHistory(call);
        continue;
      }
      if (gate === 'ask') {
        await execute({ type: 'AskToolPermission', generation, callId: call.id, at: run.at() });
        continue;
      }
      if (gate) {
        await execute({ type: 'RefuseToolCall', generation, callId: call.id, ...gate, at: run.at() });
        continue;
      }
    }
    await execute({ type: 'StartToolCall', generation, callId: call.id, at: run.at() });
    await failpoint('task.after-tool-started');
    const confirmation = call.approvedBy ? { cardId: call.approvedBy, by: run.userId } : undefined;
    const outcome = await runTool(tools, call, {
      taskId,
      workspaceId: run.workspaceId,
      userId: run.userId,
      callId: call.id,
      generation,
      confirmation,
      ...(task.viaOpenApi ? { viaOpenApi: true } : {}),
    });
    if (isPeerUnavailable(outcome)) {
      const { peer, reason } = outcome;
      const retry = run.peerRetry ?? DEFAULT_PEER_RETRY;
      await execute({ type: 'DeferToolCall', generation, callId: call.id, peer, reason, retry, at: run.at() });
      continue;
    }
    // A plan node's call ran (a job may be upstream) and its outcome is not recorded yet: the crash tests' point (R-11.3).
    const node = latest.checklist.find((i) => i.runCallId === call.id);
    if (node) await failpoint(`task.plan-node-ran:${node.itemId}`);
    await execute({
      type: 'CompleteToolCall',
      generation,
      callId: call.id,
      result: outcome.result,
      progress: progressOf(outcome),
      waitingFor: outcome.waitingFor,
      ...(run.nodeRetries ? { nodeRetries: run.nodeRetries } : {}),
      at: run.at(),
    });
    await failpoint('task.after-tool-completed');
  }
  return latest;
}

/**
 * A tool that throws still gets an outcome the model can read: a typed refusal (e.g. the spend
 * cap, R-6.8 — the stop check then stops the task) or an error. Left unrecorded, the call
 * would stay `started` and recovery would run it again and again. A peer service that could
 * not answer is no outcome of the tool: it comes back as is, for the call to be deferred.
 */
async function runTool(
  tools: ToolRegistry,
  call: JournalEntry,
  context: ToolContext,
): Promise<ToolOutcome | PeerUnavailable> {
  try {
    return await tools.get(call.tool, context.workspaceId)!.run(call.input, context);
  } catch (error) {
    if (isPeerUnavailable(error)) return error;
    if (isApiError(error)) {
      // The refusal as every other path reports it (kind, code, message, details), in the tool-result envelope.
      const details = Object.keys(error.details).length > 0 ? { details: error.details } : {};
      return { result: { refused: true, reason: error.code, detail: error.message, kind: error.kind, ...details } };
    }
    return { result: { error: error instanceof Error ? error.message : String(error) } };
  }
}

type Gate = undefined | 'runtime' | 'history' | 'ask' | { reason: string; detail: string };

async function checkCall(tools: ToolRegistry, run: RunContext, call: JournalEntry, task: Task): Promise<Gate> {
  if (call.tool === READ_HISTORY) {
    const error = runtimeToolInputError(call.tool, call.input);
    return error ? { reason: 'invalid_input', detail: error } : 'history';
  }
  if (isRuntimeTool(call.tool)) {
    const error = runtimeToolInputError(call.tool, call.input);
    return error ? { reason: 'invalid_input', detail: error } : 'runtime';
  }
  const refusal = tools.check(call.tool, call.input, {
    confirmed: call.approvedBy !== undefined,
    workspaceId: run.workspaceId,
  });
  if (refusal && refusal.reason !== 'needs_user_confirmation')
    return { reason: refusal.reason, detail: refusal.detail };
  // After the input check, before any card: a lightweight task's second generation is never quoted.
  const oneGeneration = lightweightRefusal(task, tools.get(call.tool, run.workspaceId)?.risk);
  if (oneGeneration) return oneGeneration;
  if (call.approvedBy) return undefined;
  const policy = await run.policies.policyFor(run.workspaceId, call.tool);
  if (policy === 'deny') return { reason: 'denied_by_policy', detail: `the workspace's policy denies ${call.tool}` };
  if (policy === 'always_ask' || refusal) return 'ask';
  return undefined;
}

/** a submitted generation or a new usable artifact is meaningful progress. */
function progressOf(outcome: ToolOutcome): 'artifact' | 'generation_submitted' | undefined {
  if (outcome.progress) return outcome.progress;
  if (outcome.waitingFor) return 'generation_submitted';
  return undefined;
}
