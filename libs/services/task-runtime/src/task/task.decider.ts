import type { Decider } from '@lomo/event-store';
import { decideAnswer, decideExternalEvent } from '../autonomy/checkpoint.decider';
import { decideExecution } from './execution.decider';
import type { TaskCommand } from './task.commands';
import {
  InvalidTaskCommand,
  MessageNotPending,
  TaskAlreadyExists,
  TaskError,
  TaskNotAccepting,
  TaskNotFound,
} from './task.errors';
import type { TaskEvent } from './task.events';
import { evolveTask, initialTaskState, type Task, type TaskState } from './task.state';

/** Lifecycle, inbox and user control (pause, resume, interrupt, stop: ). */
function decideTask(command: TaskCommand, state: TaskState): TaskEvent[] {
  if (command.type === 'CreateTask') {
    if (state.exists) throw TaskAlreadyExists(command.taskId);
    if (command.brief.trim() === '') throw InvalidTaskCommand('a task needs a brief');
    const { type: _type, ...data } = command;
    return [{ type: 'TaskCreated', data }];
  }
  if (!state.exists) throw TaskNotFound('(unknown)');
  const task: Task = state;
  const at = command.at;
  switch (command.type) {
    case 'PromoteTask':
      return task.kind === 'persistent' ? [] : [{ type: 'TaskPromoted', data: { at } }];
    case 'ArchiveTask':
      return task.archived ? [] : [{ type: 'TaskArchived', data: { at } }];
    case 'DeliverMessage':
      if (task.inbox.has(command.messageId)) return []; // deliveries are idempotent by message id
      if (task.archived || task.status === 'terminated')
        throw TaskNotAccepting(task.archived ? 'archived' : 'terminated');
      return [{ type: 'MessageDelivered', data: { messageId: command.messageId, text: command.text, at } }];
    case 'WithdrawMessage':
    case 'ReplaceMessage': {
      const entry = task.inbox.get(command.messageId);
      if (command.type === 'WithdrawMessage' && entry?.state === 'withdrawn') return [];
      if (entry?.state !== 'pending') throw new MessageNotPending(command.messageId, entry?.state ?? 'unknown');
      return command.type === 'WithdrawMessage'
        ? [{ type: 'MessageWithdrawn', data: { messageId: command.messageId, at } }]
        : [{ type: 'MessageReplaced', data: { messageId: command.messageId, text: command.text, at } }];
    }
    case 'ReceiveExternalEvent':
      return decideExternalEvent(command, task);
    case 'AnswerCheckpoint':
      return decideAnswer(command, task);
    case 'PauseTask':
      if (task.status === 'terminated') throw new TaskError('task_terminated', 'the task is terminated');
      return task.status === 'paused' ? [] : [{ type: 'TaskPaused', data: { by: command.by, at } }];
    case 'ResumeTask':
      return task.status === 'paused' ? [{ type: 'TaskResumed', data: { by: command.by, at } }] : [];
    case 'InterruptTask':
      if (task.status === 'terminated') throw new TaskError('task_terminated', 'the task is terminated');
      // Bumping the generation fences the running worker; state and inbox are kept.
      return [{ type: 'TaskInterrupted', data: { by: command.by, generation: task.generation + 1, at } }];
    case 'StopTask':
      return task.status === 'terminated'
        ? []
        : [
            {
              type: 'TaskStopped',
              data: { by: command.by, reason: command.reason, generation: task.generation + 1, at },
            },
          ];
    default:
      return decideExecution(command, task);
  }
}

/** The task aggregate of stream `task-{id}`. */
export const taskDecider: Decider<TaskCommand, TaskEvent, TaskState> = {
  decide: decideTask,
  evolve: evolveTask,
  initialState: initialTaskState,
};

/** Stream id of a task: the one helper for it (STYLE rule 3). */
export { taskStreamId } from '@lomo/contracts';
