import { linkJob } from '../dag/job-results.decider';
import { nodeCallCompleted } from '../dag/node-results.decider';
import { costCard } from '../autonomy/cost-card';
import { declinedCall, declinedResult } from '../autonomy/declined-calls';
import { permissionCard } from '../autonomy/tool-permission';
import { decideRuntimeTool } from '../autonomy/runtime-tools.decider';
import { InvalidTaskCommand, TaskError } from '../task.errors';
import type { TaskEvent } from '../task.events';
import type { JournalEntry, Task } from '../task.state';
import type { ExecutionCommand } from './execution.commands';
import { fence, journalEntry } from '../fence';
import { decidePeerRetry } from './peer-retry.decider';

type ToolCallCommand = Extract<
  ExecutionCommand,
  {
    type:
      | 'StartToolCall'
      | 'CompleteToolCall'
      | 'RefuseToolCall'
      | 'AskToolPermission'
      | 'RunRuntimeTool'
      | 'MarkOutcomeUnknown'
      | 'DeferToolCall';
  }
>;

/**
 * The journal of one tool call: `pending → started → completed`, or `outcome_unknown` for a
 * started non-idempotent call whose worker died, with `started → retrying → started`
 * while its peer service is unreachable (issue 14). A call refused, asked about or run
 * by the runtime itself is completed straight from `pending`. Repeating an outcome is a no-op.
 */
export function decideToolCall(command: ToolCallCommand, task: Task): TaskEvent[] {
  fence(task, command.generation);
  const entry = journalEntry(task, command.callId);
  const { callId, generation, at } = command;
  const completed = (result: unknown): TaskEvent => ({
    type: 'ToolCallCompleted',
    data: { callId, generation, result, at },
  });
  switch (command.type) {
    case 'StartToolCall':
      if (entry.state === 'pending') return [{ type: 'ToolCallStarted', data: { callId, generation, at } }];
      // A call deferred for its peer runs again under the same id, which the peer deduplicates (issue 14).
      if (entry.state === 'retrying') return [{ type: 'ToolCallStarted', data: { callId, generation, at } }];
      // Recovery may re-run a started idempotent call under the same id; nothing new to record.
      if (entry.state === 'started' && entry.idempotent) return [];
      throw new TaskError(
        'tool_call_not_runnable',
        `tool call ${callId} is ${entry.state}${entry.idempotent ? '' : ' and not idempotent'}`,
      );
    case 'CompleteToolCall':
      if (entry.state === 'completed') return [];
      if (entry.state !== 'started')
        throw new TaskError('tool_call_not_started', `tool call ${callId} is ${entry.state}`);
      return completion(task, entry, command);
    case 'DeferToolCall': {
      if (entry.state === 'completed' || entry.state === 'retrying') return [];
      if (entry.state !== 'started')
        throw new TaskError('tool_call_not_started', `tool call ${callId} is ${entry.state}`);
      const { peer, reason } = command;
      const decision = decidePeerRetry(entry, { peer, reason, at }, command.retry);
      if ('giveUp' in decision) return completion(task, entry, { callId, generation, result: decision.giveUp, at });
      return [{ type: 'ToolCallDeferred', data: { callId, generation, peer, reason, ...decision.retry, at } }];
    }
    case 'RefuseToolCall':
      if (alreadyDecided(entry)) return [];
      return [completed({ refused: true, reason: command.reason, detail: command.detail })];
    case 'AskToolPermission': {
      if (alreadyDecided(entry)) return [];
      const { result, card } = permissionCard(entry);
      return [completed(result), { type: 'CheckpointOpened', data: { card, at } }];
    }
    case 'RunRuntimeTool': {
      if (alreadyDecided(entry)) return [];
      const { result, events } = decideRuntimeTool(task, entry, `agent:${task.taskId}`, at, command.capabilities);
      return [...events, completed(result)];
    }
    case 'MarkOutcomeUnknown':
      if (entry.state === 'outcome_unknown') return [];
      if (entry.state !== 'started' || entry.idempotent)
        throw InvalidTaskCommand(
          `only a started, non-idempotent call can have an unknown outcome (${callId} is ${entry.state})`,
        );
      return [{ type: 'ToolCallOutcomeUnknown', data: { callId, generation, at } }];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A started call's outcome, with what it links: its plan node or job, a cost card. */
function completion(
  task: Task,
  entry: JournalEntry,
  command: Pick<
    Extract<ToolCallCommand, { type: 'CompleteToolCall' }>,
    'callId' | 'generation' | 'result' | 'at' | 'nodeRetries'
  > & {
    progress?: 'artifact' | 'generation_submitted';
    waitingFor?: string;
  },
): TaskEvent[] {
  const { callId, generation, progress, waitingFor, at } = command;
  const asked = costCard(entry, command.result);
  // The very call the user just declined is refused, not asked again (declined-calls.ts).
  const declined = asked && declinedCall(task, entry.tool, entry.input);
  const result = declined ? declinedResult(declined) : command.result;
  const card = declined ? undefined : asked;
  return [
    { type: 'ToolCallCompleted', data: { callId, generation, result, progress, waitingFor, at } },
    // A plan node's call links to its node; any other job to the plan's next open item.
    ...(nodeCallCompleted(task, entry, { result, waitingFor }, at, command.nodeRetries) ??
      linkJob(task, waitingFor, at)),
    ...(card ? [{ type: 'CheckpointOpened' as const, data: { card, at } }] : []),
  ];
}

/** True when the call already has its outcome (a repeat: no-op); refuses a call that started or has no known outcome. */
function alreadyDecided(entry: JournalEntry): boolean {
  if (entry.state === 'completed') return true;
  if (entry.state !== 'pending')
    throw new TaskError('tool_call_not_pending', `tool call ${entry.id} is ${entry.state}`);
  return false;
}
