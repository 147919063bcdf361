import { decideRuntimeTool } from '../autonomy/runtime-tools.decider';
import { stopCheck } from '../autonomy/stop-check.decider';
import { linkJob } from '../autonomy/job-results.decider';
import type { TaskCommand } from './task.commands';
import { InvalidTaskCommand, MessageNotPending, StaleGeneration, TaskError } from './task.errors';
import type { TaskEvent } from './task.events';
import type { Task } from './task.state';

type ExecutionCommand = Extract<
  TaskCommand,
  {
    type:
      | 'TakeOverExecution'
      | 'StartTurn'
      | 'DecideStep'
      | 'StartToolCall'
      | 'CompleteToolCall'
      | 'MarkOutcomeUnknown'
      | 'CompleteTurn'
      | 'RefuseToolCall'
      | 'AskToolPermission'
      | 'RunRuntimeTool';
  }
>;

const RESOLVED = new Set(['completed', 'outcome_unknown']);

/** The fence of: every worker write names the generation it runs under. */
function fence(task: Task, generation: number): void {
  if (generation !== task.generation) throw new StaleGeneration(generation, task.generation);
  if (task.status === 'terminated') throw new TaskError('task_terminated', 'the task is terminated');
}

function openTurn(task: Task, turn: number) {
  if (!task.openTurn || task.openTurn.turn !== turn) throw new TaskError('turn_not_open', `turn ${turn} is not open`);
  return task.openTurn;
}

function call(task: Task, callId: string) {
  const entry = task.journal.get(callId);
  if (!entry) throw new TaskError('unknown_tool_call', `tool call ${callId} is not in the open turn`);
  return entry;
}

/** Turns, steps and the tool journal. */
export function decideExecution(command: ExecutionCommand, task: Task): TaskEvent[] {
  switch (command.type) {
    case 'TakeOverExecution': {
      // The takeover append is itself the fence: only one worker can move g to g+1.
      if (command.seenGeneration !== task.generation)
        throw new StaleGeneration(command.seenGeneration, task.generation);
      if (task.status === 'terminated') throw new TaskError('task_terminated', 'the task is terminated');
      const generation = task.generation + 1;
      const takenOver: TaskEvent = {
        type: 'ExecutionTakenOver',
        data: { generation, worker: command.worker, at: command.at },
      };
      if (!command.startTurn || task.openTurn || task.status === 'paused') return [takenOver];
      return [takenOver, { type: 'TurnStarted', data: { turn: task.turns + 1, generation, at: command.at } }];
    }
    case 'StartTurn': {
      fence(task, command.generation);
      if (task.openTurn) throw new TaskError('turn_already_open', `turn ${task.openTurn.turn} is still open`);
      if (task.status === 'paused') throw new TaskError('task_paused', 'the task is paused');
      return [{ type: 'TurnStarted', data: { turn: task.turns + 1, generation: command.generation, at: command.at } }];
    }
    case 'DecideStep': {
      fence(task, command.generation);
      const turn = openTurn(task, command.turn);
      // Safe step boundary: every call of the previous step has an outcome.
      const unresolved = [...task.journal.values()].find((c) => !RESOLVED.has(c.state));
      if (unresolved) throw new TaskError('step_not_finished', `tool call ${unresolved.id} has no outcome yet`);
      for (const id of command.consumedMessageIds) {
        const entry = task.inbox.get(id);
        if (entry?.state !== 'pending') throw new MessageNotPending(id, entry?.state ?? 'unknown');
      }
      // Only a confirmed permission card of this task can mark a call approved (R-6.5: never the model).
      for (const call of command.toolCalls) {
        if (call.approvedBy && !task.approvedCalls.includes(call.approvedBy))
          throw new TaskError('not_approved', `card ${call.approvedBy} approved no pending call`);
      }
      const step = turn.steps + 1;
      const toolCalls = command.toolCalls.map((c, index) => ({ ...c, id: `${command.turn}:${step}:${index}` }));
      const approved = command.approvedCardIds?.length ? { approvedCardIds: command.approvedCardIds } : {};
      const notices = command.notices?.length ? { notices: command.notices } : {};
      const { turn: turnNo, generation, output, consumedMessageIds, at } = command;
      return [
        {
          type: 'StepDecided',
          data: { turn: turnNo, step, generation, output, toolCalls, consumedMessageIds, ...approved, ...notices, at },
        },
      ];
    }
    case 'StartToolCall': {
      fence(task, command.generation);
      const entry = call(task, command.callId);
      if (entry.state === 'pending')
        return [
          { type: 'ToolCallStarted', data: { callId: command.callId, generation: command.generation, at: command.at } },
        ];
      // Recovery may re-run a started idempotent call under the same id; nothing new to record.
      if (entry.state === 'started' && entry.idempotent) return [];
      throw new TaskError(
        'tool_call_not_runnable',
        `tool call ${command.callId} is ${entry.state}${entry.idempotent ? '' : ' and not idempotent'}`,
      );
    }
    case 'CompleteToolCall': {
      fence(task, command.generation);
      const entry = call(task, command.callId);
      if (entry.state === 'completed') return [];
      if (entry.state !== 'started')
        throw new TaskError('tool_call_not_started', `tool call ${command.callId} is ${entry.state}`);
      const { callId, generation, result, progress, waitingFor, at } = command;
      return [
        { type: 'ToolCallCompleted', data: { callId, generation, result, progress, waitingFor, at } },
        ...linkJob(task, waitingFor, at),
      ];
    }
    case 'RefuseToolCall': {
      fence(task, command.generation);
      const entry = call(task, command.callId);
      if (entry.state === 'completed') return [];
      if (entry.state !== 'pending')
        throw new TaskError('tool_call_not_pending', `tool call ${command.callId} is ${entry.state}`);
      return [
        {
          type: 'ToolCallCompleted',
          data: {
            callId: command.callId,
            generation: command.generation,
            result: { refused: true, reason: command.reason, detail: command.detail },
            at: command.at,
          },
        },
      ];
    }
    case 'AskToolPermission': {
      fence(task, command.generation);
      const entry = call(task, command.callId);
      if (entry.state === 'completed') return [];
      if (entry.state !== 'pending')
        throw new TaskError('tool_call_not_pending', `tool call ${command.callId} is ${entry.state}`);
      const cardId = `permission:${command.callId}`;
      const result = {
        refused: true,
        reason: 'awaiting_approval',
        detail: `the user is asked to approve ${entry.tool} first`,
        card_id: cardId,
      };
      return [
        {
          type: 'ToolCallCompleted',
          data: { callId: command.callId, generation: command.generation, result, at: command.at },
        },
        {
          type: 'CheckpointOpened',
          data: {
            card: {
              cardId,
              proposal: `Run ${entry.tool}?`,
              candidates: [],
              actions: ['confirm', 'reject'],
              origin: 'tool_permission',
              toolCall: { callId: entry.id, tool: entry.tool, input: entry.input },
            },
            at: command.at,
          },
        },
      ];
    }
    case 'RunRuntimeTool': {
      fence(task, command.generation);
      const entry = call(task, command.callId);
      if (entry.state === 'completed') return [];
      if (entry.state !== 'pending')
        throw new TaskError('tool_call_not_pending', `tool call ${command.callId} is ${entry.state}`);
      const { result, events } = decideRuntimeTool(task, entry, `agent:${task.taskId}`, command.at);
      return [
        ...events,
        {
          type: 'ToolCallCompleted',
          data: { callId: command.callId, generation: command.generation, result, at: command.at },
        },
      ];
    }
    case 'MarkOutcomeUnknown': {
      fence(task, command.generation);
      const entry = call(task, command.callId);
      if (entry.state === 'outcome_unknown') return [];
      if (entry.state !== 'started' || entry.idempotent)
        throw InvalidTaskCommand(
          `only a started, non-idempotent call can have an unknown outcome (${command.callId} is ${entry.state})`,
        );
      return [
        {
          type: 'ToolCallOutcomeUnknown',
          data: { callId: command.callId, generation: command.generation, at: command.at },
        },
      ];
    }
    case 'CompleteTurn': {
      fence(task, command.generation);
      const turn = openTurn(task, command.turn);
      const unresolved = [...task.journal.values()].find((c) => !RESOLVED.has(c.state));
      if (unresolved) throw new TaskError('step_not_finished', `tool call ${unresolved.id} has no outcome yet`);
      // The journal holds exactly the open turn's tool calls (cleared at TurnStarted).
      const counts = { steps: turn.steps, toolCalls: task.journal.size };
      const verdict = stopCheck(task, command);
      const { next, reason, check, progress, waitingFor } = verdict;
      const completed: TaskEvent = {
        type: 'TurnCompleted',
        data: {
          turn: command.turn,
          generation: command.generation,
          next,
          reason,
          check,
          progress,
          waitingFor,
          ...counts,
          at: command.at,
        },
      };
      return verdict.fallbackCard
        ? [{ type: 'CheckpointOpened', data: { card: verdict.fallbackCard, at: command.at } }, completed]
        : [completed];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
