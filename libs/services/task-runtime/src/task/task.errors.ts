/** Typed refusals of the task decider; `code` is stable for HTTP problem types. */
export class TaskError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const TaskNotFound = (taskId: string) => new TaskError('task_not_found', `task ${taskId} not found`);
export const TaskAlreadyExists = (taskId: string) =>
  new TaskError('task_already_exists', `task ${taskId} already exists`);
export const TaskNotAccepting = (status: string) =>
  new TaskError('task_not_accepting_messages', `the task is ${status} and accepts no messages`);
export const InvalidTaskCommand = (reason: string) => new TaskError('invalid_task_command', reason);

/** A write from a worker whose generation was superseded (takeover, interrupt, stop). */
export class StaleGeneration extends TaskError {
  constructor(
    readonly given: number,
    readonly current: number,
  ) {
    super('stale_generation', `generation ${given} is stale; current is ${current}`);
  }
}

export class MessageNotPending extends TaskError {
  constructor(
    readonly messageId: string,
    readonly state: 'consumed' | 'withdrawn' | 'unknown',
  ) {
    super('message_not_pending', `message ${messageId} is ${state}`);
  }
}
