import { WakeReason } from '@lomo/contracts';
import type { EventStore } from '@lomo/event-store';
import { ApiError, type ApiCaller } from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import type { TaskRepository } from '../worker/task-repository';
import type { TaskCommand } from '../task/task.commands';
import { TaskError } from '../task/task.errors';
import type { Task, TaskState } from '../task/task.state';
import type { TaskCards } from './task-cards';
import type { SqlToolPolicies } from '../data-access/sql-tool-policies';
import type { NodeRetryPolicy } from '../task/dag/node-retry';

/** Who asked: every command is attributed (event metadata `actor`). */
export type Caller = ApiCaller;

const NOT_FOUND = new Set(['task_not_found', 'card_not_found']);
const INVALID = new Set(['invalid_task_command', 'action_not_offered', 'unknown_candidate']);

/** Decider refusals as the API's typed errors (the gateway maps them to problem+json). */
function asApiError(error: unknown): unknown {
  if (!(error instanceof TaskError)) return error;
  const kind = NOT_FOUND.has(error.code) ? 'not_found' : INVALID.has(error.code) ? 'invalid' : 'conflict';
  return new ApiError(kind, error.code, error.message);
}

/**
 * What every task-runtime handler works with: the task repository (the shared command
 * handler with its stream cache), the wake-up publisher, the card projection and policies.
 * Every command is attributed and confined to the caller's workspace.
 */
export class TaskRuntimeContext {
  constructor(
    readonly tasks: TaskRepository,
    /** Publishes a wake-up; the module passes one that logs a failed publish instead of failing the call (the command is already in the log, the watchdog re-finds the task). */
    readonly wake: (taskId: string, reason: WakeReason) => Promise<void>,
    readonly clock: Clock,
    readonly store?: EventStore,
    /** The task-card projection: lists and cards without reading task streams. */
    readonly cards?: TaskCards,
    readonly policies?: SqlToolPolicies,
    /** How failed plan nodes are retried (ADR 0024). @default DEFAULT_NODE_RETRY */
    readonly nodeRetries?: NodeRetryPolicy,
  ) {}

  at = () => this.clock.now().toISOString();

  meta = (caller: Caller) => ({
    workspaceId: caller.workspaceId,
    actor: `user:${caller.userId}`,
    occurredAt: this.at(),
  });

  /** Delivers a user message to the task's inbox and wakes it (a new task's first message too). */
  async deliver(caller: Caller, taskId: string, input: { messageId: string; text: string }): Promise<void> {
    await this.owned(caller, taskId);
    await this.run(
      taskId,
      {
        type: 'DeliverMessage',
        messageId: input.messageId,
        text: input.text,
        voice: caller.viaOpenApi ? 'open_api' : 'person',
        at: this.at(),
      },
      caller,
    );
    await this.wake(taskId, WakeReason.MESSAGE_DELIVERED);
  }

  /** The caller's task; another workspace's is `not_found` (no existence leak). */
  async owned(caller: Caller, taskId: string): Promise<Task> {
    const { state } = await this.tasks.load(taskId);
    if (!state.exists || state.workspaceId !== caller.workspaceId)
      throw new ApiError('not_found', 'task_not_found', `task ${taskId} not found`);
    return state;
  }

  /** Runs a decider command through the shared command handler; refusals leave as `ApiError`. */
  async run(taskId: string, command: TaskCommand, caller: Caller): Promise<TaskState> {
    try {
      return await this.tasks.execute(taskId, command, this.meta(caller));
    } catch (error) {
      throw asApiError(error);
    }
  }

  need<T>(dependency: T | undefined, method: string): T {
    if (!dependency) throw new Error(`${method} needs the event store, the task-card projection and the SQL client`);
    return dependency;
  }
}
