import { stopCheck } from '../autonomy/stop-check.decider';
import { MessageNotPending, StaleGeneration, TaskError } from '../task.errors';
import type { TaskEvent } from '../task.events';
import type { Task } from '../task.state';
import type { ExecutionCommand } from './execution.commands';
import { fence, openTurn, requireStepFinished } from '../fence';

type TurnCommand = Extract<
  ExecutionCommand,
  { type: 'TakeOverExecution' | 'StartTurn' | 'DecideStep' | 'CompleteTurn' }
>;

/** Takeover, turns and steps. */
export function decideTurn(command: TurnCommand, task: Task): TaskEvent[] {
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
    case 'StartTurn':
      fence(task, command.generation);
      if (task.openTurn) throw new TaskError('turn_already_open', `turn ${task.openTurn.turn} is still open`);
      if (task.status === 'paused') throw new TaskError('task_paused', 'the task is paused');
      return [{ type: 'TurnStarted', data: { turn: task.turns + 1, generation: command.generation, at: command.at } }];
    case 'DecideStep':
      return decideStep(command, task);
    case 'CompleteTurn':
      return completeTurn(command, task);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** Output, tool calls (ids `turn:step:index`) and consumed messages in one event, before any tool runs. */
function decideStep(command: Extract<TurnCommand, { type: 'DecideStep' }>, task: Task): TaskEvent[] {
  fence(task, command.generation);
  const turn = openTurn(task, command.turn);
  requireStepFinished(task);
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
  const context = command.context ? { context: command.context } : {};
  const { turn: turnNo, generation, output, consumedMessageIds, at } = command;
  return [
    {
      type: 'StepDecided',
      data: {
        turn: turnNo,
        step,
        generation,
        output,
        toolCalls,
        consumedMessageIds,
        ...approved,
        ...notices,
        ...context,
        at,
      },
    },
  ];
}

/** Ends the turn with the stop check's verdict (R-6.2, ADR 0009), plus a fallback card when it asks for one. */
function completeTurn(command: Extract<TurnCommand, { type: 'CompleteTurn' }>, task: Task): TaskEvent[] {
  fence(task, command.generation);
  const turn = openTurn(task, command.turn);
  requireStepFinished(task);
  // The journal holds exactly the open turn's tool calls (cleared at TurnStarted).
  const counts = { steps: turn.steps, toolCalls: task.journal.size };
  const verdict = stopCheck(task, command);
  const { next, reason, check, progress, waitingFor } = verdict;
  const { turn: turnNo, generation, at } = command;
  const completed: TaskEvent = {
    type: 'TurnCompleted',
    data: { turn: turnNo, generation, next, reason, check, progress, waitingFor, ...counts, at },
  };
  return verdict.fallbackCard
    ? [{ type: 'CheckpointOpened', data: { card: verdict.fallbackCard, at } }, completed]
    : [completed];
}
