import { randomUUID } from 'node:crypto';
import { WakeReason } from '@lomo/contracts';
import { type EventStore, formatPosition } from '@lomo/event-store';
import {
  ApiError,
  type ToolPolicyName,
  type ApiCaller,
  type CheckpointAnswer,
  type TaskCardView,
  type TaskEventView,
  type TaskRuntimeApi,
  type TaskStatusName,
} from '@lomo/service-api';
import type { Clock } from '@lomo/clock';
import type { TaskRepository } from '../execution/task-repository';
import type { TaskCommand } from '../task/task.commands';
import { taskStreamId } from '../task/task.decider';
import { TaskError } from '../task/task.errors';
import type { TaskKind } from '../task/task.events';
import type { Task, TaskState } from '../task/task.state';
import { taskCard } from './task-card';
import type { TaskCards } from './task-cards';
import { TOOL_POLICIES } from '../task/autonomy/tool-permission';
import type { SqlToolPolicies } from '../data-access/sql-tool-policies';

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
 * The task runtime's application API (`TaskRuntimeApi`), used by the gateway in-process in
 * embedded mode and by other services' integration handlers. Each command appends to the
 * task stream, then wakes the task: the log is the truth, the wake-up only a nudge. Every
 * call is confined to the caller's workspace; another workspace's task is `not_found`.
 */
export class TaskRuntimeService implements TaskRuntimeApi {
  constructor(
    private readonly tasks: TaskRepository,
    /** Publishes a wake-up; the module passes one that logs a failed publish instead of failing the call (the command is already in the log, the watchdog re-finds the task). */
    private readonly wake: (taskId: string, reason: WakeReason) => Promise<void>,
    private readonly clock: Clock,
    private readonly store?: EventStore,
    /** The task-card projection: lists and cards without reading task streams. */
    private readonly cards?: TaskCards,
    private readonly policies?: SqlToolPolicies,
  ) {}

  private at = () => this.clock.now().toISOString();
  private meta = (caller: Caller) => ({
    workspaceId: caller.workspaceId,
    actor: `user:${caller.userId}`,
    occurredAt: this.at(),
  });

  /** Creates a task and delivers its first message (the user's own words keep the language, R-2.7). */
  async createTask(
    caller: Caller,
    input: { text: string; kind?: TaskKind; language?: string; taskId?: string; messageId?: string; rubric?: string },
  ): Promise<{ taskId: string; messageId: string }> {
    const taskId = input.taskId ?? randomUUID();
    const messageId = input.messageId ?? randomUUID();
    const rubric = input.rubric ? { rubric: input.rubric } : {};
    await this.run(
      taskId,
      {
        type: 'CreateTask',
        taskId,
        workspaceId: caller.workspaceId,
        userId: caller.userId,
        kind: input.kind ?? 'persistent',
        brief: input.text,
        language: input.language,
        ...rubric,
        at: this.at(),
      },
      caller,
    );
    await this.deliverMessage(caller, taskId, { messageId, text: input.text });
    return { taskId, messageId };
  }

  async deliverMessage(caller: Caller, taskId: string, input: { messageId: string; text: string }): Promise<void> {
    await this.owned(caller, taskId);
    await this.run(
      taskId,
      { type: 'DeliverMessage', messageId: input.messageId, text: input.text, at: this.at() },
      caller,
    );
    await this.wake(taskId, WakeReason.MESSAGE_DELIVERED);
  }

  /** A completion or trigger; wakes the worker only when the wake policy said so. */
  async receiveExternalEvent(
    caller: Caller,
    taskId: string,
    input: { source: string; eventId: string; result: unknown; waitKey?: string; artifactIds?: string[] },
  ): Promise<void> {
    await this.owned(caller, taskId);
    const state = await this.run(
      taskId,
      { type: 'ReceiveExternalEvent', ...input, at: this.at() },
      { ...caller, userId: `system:${input.source}` },
    );
    if (state.exists && state.status === 'rescheduling') await this.wake(taskId, WakeReason.EXTERNAL_TRIGGER);
  }

  async answerCheckpoint(caller: Caller, taskId: string, answer: CheckpointAnswer): Promise<void> {
    await this.owned(caller, taskId);
    const state = await this.run(
      taskId,
      { type: 'AnswerCheckpoint', ...answer, by: caller.userId, messageId: randomUUID(), at: this.at() },
      caller,
    );
    if (
      state.exists &&
      (state.status === 'rescheduling' || [...state.inbox.values()].some((m) => m.state === 'pending'))
    )
      await this.wake(taskId, WakeReason.USER_RESUMED);
  }

  async interrupt(caller: Caller, taskId: string): Promise<void> {
    await this.owned(caller, taskId);
    await this.run(taskId, { type: 'InterruptTask', by: caller.userId, at: this.at() }, caller);
  }

  async pause(caller: Caller, taskId: string): Promise<void> {
    await this.owned(caller, taskId);
    await this.run(taskId, { type: 'PauseTask', by: caller.userId, at: this.at() }, caller);
  }

  async resume(caller: Caller, taskId: string): Promise<void> {
    await this.owned(caller, taskId);
    await this.run(taskId, { type: 'ResumeTask', by: caller.userId, at: this.at() }, caller);
    await this.wake(taskId, WakeReason.USER_RESUMED);
  }

  async stop(caller: Caller, taskId: string, reason = 'stopped by the user'): Promise<void> {
    await this.owned(caller, taskId);
    await this.run(taskId, { type: 'StopTask', by: caller.userId, reason, at: this.at() }, caller);
  }

  /** Purges the stream; the projections drop every derived row on `StreamPurged`. */
  async deleteTask(caller: Caller, taskId: string): Promise<void> {
    await this.owned(caller, taskId);
    await this.need(this.store, 'deleteTask').purgeStream(taskStreamId(taskId), {
      actor: `user:${caller.userId}`,
      reason: 'task deleted by the user',
      occurredAt: this.at(),
    });
    this.tasks.forget(taskId);
  }

  /** From the card projection when it has folded the whole stream (one stream-info read); else folded here. */
  async getTask(caller: Caller, taskId: string): Promise<TaskCardView> {
    const card = await this.cards?.get(caller.workspaceId, taskId);
    const info = card && (await this.store?.streamInfo(taskStreamId(taskId)));
    if (card && info && BigInt(card.position) === info.revision + 1n) return card;
    const task = await this.owned(caller, taskId);
    const { events } = await this.tasks.load(taskId);
    return taskCard(task, events, String(events.length));
  }

  async listTasks(caller: Caller, query: { status?: TaskStatusName; limit?: number } = {}): Promise<TaskCardView[]> {
    return this.need(this.cards, 'listTasks').list(caller.workspaceId, query);
  }

  async taskEvents(
    caller: Caller,
    taskId: string,
    query: { fromRevision?: number; limit?: number } = {},
  ): Promise<TaskEventView[]> {
    await this.owned(caller, taskId);
    const recorded = await this.need(this.store, 'taskEvents').readStream(taskStreamId(taskId), {
      fromRevision: BigInt(query.fromRevision ?? 0),
      maxCount: query.limit ?? 500,
    });
    return recorded.map((e) => ({
      position: formatPosition(e.position),
      revision: Number(e.revision),
      type: e.type,
      data: e.data,
      occurredAt: e.metadata.occurredAt ?? e.recordedAt.toISOString(),
      actor: e.metadata.actor,
    }));
  }

  async setToolPolicy(caller: Caller, tool: string, policy: ToolPolicyName): Promise<void> {
    if (!TOOL_POLICIES.includes(policy))
      throw new ApiError('invalid', 'unknown_policy', `policy must be one of ${TOOL_POLICIES.join(', ')}`);
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(tool))
      throw new ApiError('invalid', 'invalid_tool_name', `not a tool name: ${tool}`);
    await this.need(this.policies, 'setToolPolicy').set(caller.workspaceId, tool, policy, `user:${caller.userId}`);
  }

  async listToolPolicies(caller: Caller): Promise<Array<{ tool: string; policy: ToolPolicyName }>> {
    return this.need(this.policies, 'listToolPolicies').list(caller.workspaceId);
  }

  /** The folded task (tests, integration handlers). */
  async get(taskId: string): Promise<TaskState> {
    return (await this.tasks.load(taskId)).state;
  }

  private async owned(caller: Caller, taskId: string): Promise<Task> {
    const { state } = await this.tasks.load(taskId);
    if (!state.exists || state.workspaceId !== caller.workspaceId)
      throw new ApiError('not_found', 'task_not_found', `task ${taskId} not found`);
    return state;
  }

  private async run(taskId: string, command: TaskCommand, caller: Caller): Promise<TaskState> {
    try {
      return await this.tasks.execute(taskId, command, this.meta(caller));
    } catch (error) {
      throw asApiError(error);
    }
  }

  private need<T>(dependency: T | undefined, method: string): T {
    if (!dependency)
      throw new Error(
        `TaskRuntimeService.${method} needs the event store, the task-card projection and the SQL client`,
      );
    return dependency;
  }
}
