import { randomUUID } from 'node:crypto';
import { WakeReason } from '@lomo/contracts';
import type { Clock } from '@lomo/testing';
import type { TaskRepository } from '../execution/task-repository';
import type { TaskKind } from '../task/task.events';
import type { TaskState } from '../task/task.state';

/** Who asked: every command is attributed (event metadata `actor`). */
export interface Caller {
  workspaceId: string;
  userId: string;
}

/**
 * The task runtime's application API, used by the gateway (in-process in embedded mode,
 * over gRPC later) and by other services' integration handlers. Each call appends to the
 * task stream, then wakes the task: the log is the truth, the wake-up only a nudge.
 */
export class TaskRuntimeService {
  constructor(
    private readonly tasks: TaskRepository,
    /** Publishes a wake-up; the module passes one that logs a failed publish instead of failing the call (the command is already in the log, the watchdog re-finds the task). */
    private readonly wake: (taskId: string, reason: WakeReason) => Promise<void>,
    private readonly clock: Clock,
  ) {}

  private at = () => this.clock.now().toISOString();
  private meta = (caller: Caller) => ({ workspaceId: caller.workspaceId, actor: `user:${caller.userId}`, occurredAt: this.at() });

  /** Creates a task and delivers its first message (the user's own words keep the language, R-2.7). */
  async createTask(caller: Caller, input: { text: string; kind?: TaskKind; language?: string; taskId?: string; messageId?: string }): Promise<{ taskId: string; messageId: string }> {
    const taskId = input.taskId ?? randomUUID();
    const messageId = input.messageId ?? randomUUID();
    await this.tasks.execute(taskId, { type: 'CreateTask', taskId, workspaceId: caller.workspaceId, userId: caller.userId, kind: input.kind ?? 'persistent', brief: input.text, language: input.language, at: this.at() }, this.meta(caller));
    await this.deliverMessage(caller, taskId, { messageId, text: input.text });
    return { taskId, messageId };
  }

  async deliverMessage(caller: Caller, taskId: string, input: { messageId: string; text: string }): Promise<void> {
    await this.tasks.execute(taskId, { type: 'DeliverMessage', messageId: input.messageId, text: input.text, at: this.at() }, this.meta(caller));
    await this.wake(taskId, WakeReason.MESSAGE_DELIVERED);
  }

  async receiveExternalEvent(taskId: string, input: { source: string; eventId: string; result: unknown }): Promise<void> {
    await this.tasks.execute(taskId, { type: 'ReceiveExternalEvent', ...input, at: this.at() }, { actor: `system:${input.source}`, occurredAt: this.at() });
    await this.wake(taskId, WakeReason.EXTERNAL_TRIGGER);
  }

  async interrupt(caller: Caller, taskId: string): Promise<void> {
    await this.tasks.execute(taskId, { type: 'InterruptTask', by: caller.userId, at: this.at() }, this.meta(caller));
  }

  async pause(caller: Caller, taskId: string): Promise<void> {
    await this.tasks.execute(taskId, { type: 'PauseTask', by: caller.userId, at: this.at() }, this.meta(caller));
  }

  async resume(caller: Caller, taskId: string): Promise<void> {
    await this.tasks.execute(taskId, { type: 'ResumeTask', by: caller.userId, at: this.at() }, this.meta(caller));
    await this.wake(taskId, WakeReason.USER_RESUMED);
  }

  async stop(caller: Caller, taskId: string, reason = 'stopped by the user'): Promise<void> {
    await this.tasks.execute(taskId, { type: 'StopTask', by: caller.userId, reason, at: this.at() }, this.meta(caller));
  }

  async get(taskId: string): Promise<TaskState> {
    return (await this.tasks.load(taskId)).state;
  }
}
