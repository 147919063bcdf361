import { InvalidTaskCommand, TaskAlreadyExists, TaskError } from '../task.errors';
import type { TaskEvent } from '../task.events';
import type { Task, TaskState } from '../task.state';
import type { ControlCommand } from './control.commands';

type Create = Extract<ControlCommand, { type: 'CreateTask' }>;

/**
 * A task is created once, with a brief. The same creation again (same workspace, user and brief:
 * a caller retrying after a lost answer or a missed deadline, with the id it derived) holds
 * already and is a no-op; anything else under that id is refused.
 */
export function decideCreateTask(command: Create, state: TaskState): TaskEvent[] {
  if (state.exists) {
    const same =
      state.workspaceId === command.workspaceId && state.userId === command.userId && state.brief === command.brief;
    if (same) return [];
    throw TaskAlreadyExists(command.taskId);
  }
  if (command.brief.trim() === '') throw InvalidTaskCommand('a task needs a brief');
  const { type: _type, ...data } = command;
  return [{ type: 'TaskCreated', data }];
}

const terminated = () => new TaskError('task_terminated', 'the task is terminated');

/**
 * The lifecycle of an existing task and the user's controls. Repeating a
 * control that already holds is a no-op; interrupt and stop bump the generation, which
 * fences the running worker.
 */
export function decideControl(command: Exclude<ControlCommand, Create>, task: Task): TaskEvent[] {
  const at = command.at;
  switch (command.type) {
    case 'PromoteTask':
      return task.kind === 'persistent' ? [] : [{ type: 'TaskPromoted', data: { at } }];
    case 'ArchiveTask':
      return task.archived ? [] : [{ type: 'TaskArchived', data: { at } }];
    case 'PauseTask':
      if (task.status === 'terminated') throw terminated();
      return task.status === 'paused' ? [] : [{ type: 'TaskPaused', data: { by: command.by, at } }];
    case 'ResumeTask':
      return task.status === 'paused' ? [{ type: 'TaskResumed', data: { by: command.by, at } }] : [];
    case 'InterruptTask':
      if (task.status === 'terminated') throw terminated();
      // Bumping the generation fences the running worker; state and inbox are kept.
      return [{ type: 'TaskInterrupted', data: { by: command.by, generation: task.generation + 1, at } }];
    case 'StopTask':
      if (task.status === 'terminated') return [];
      return [
        { type: 'TaskStopped', data: { by: command.by, reason: command.reason, generation: task.generation + 1, at } },
      ];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
