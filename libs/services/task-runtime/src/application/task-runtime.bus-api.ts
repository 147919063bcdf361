import { inProcessBuses, type Buses } from '@lomo/event-store';
import type {
  AuthorErased,
  ToolPolicyName,
  CheckpointAnswer,
  TaskRuntimeApi,
  TaskCardView,
  TaskEventView,
  TaskStatusName,
} from '@lomo/service-api';
import type { TaskKind } from '../task/task.events';
import type { TaskState } from '../task/task.state';
import { CreateTask, CreateTaskHandler } from '../task/control/create-task.handler';
import { DeliverMessage, DeliverMessageHandler } from '../task/inbox/deliver-message.handler';
import {
  ReplaceMessage,
  ReplaceMessageHandler,
  WithdrawMessage,
  WithdrawMessageHandler,
} from '../task/inbox/withdraw-message.handler';
import { ReceiveExternalEvent, ReceiveExternalEventHandler } from '../task/autonomy/receive-external-event.handler';
import { AnswerCheckpoint, AnswerCheckpointHandler } from '../task/autonomy/answer-checkpoint.handler';
import { InterruptTask, InterruptTaskHandler } from '../task/control/interrupt-task.handler';
import { PauseTask, PauseTaskHandler } from '../task/control/pause-task.handler';
import { ResumeTask, ResumeTaskHandler } from '../task/control/resume-task.handler';
import { StopTask, StopTaskHandler } from '../task/control/stop-task.handler';
import { PromoteTask, PromoteTaskHandler } from '../task/control/promote-task.handler';
import { EraseAuthor, EraseAuthorHandler } from '../task/erase-author/erase-author.handler';
import { DeleteTask, DeleteTaskHandler } from '../task/control/delete-task.handler';
import { GetTask, GetTaskHandler } from './get-task.handler';
import { ListTasks, ListTasksHandler } from './list-tasks.handler';
import { ReadTaskEvents, ReadTaskEventsHandler } from './read-task-events.handler';
import { SetToolPolicy, SetToolPolicyHandler } from '../task/autonomy/set-tool-policy.handler';
import { ListToolPolicies, ListToolPoliciesHandler } from '../task/autonomy/list-tool-policies.handler';
import { GetTaskState, GetTaskStateHandler } from './get-task-state.handler';
import { TaskRuntimeContext, type Caller } from './task-runtime-context';

export type { Caller } from './task-runtime-context';

/** Every task-runtime handler class, for `CqrsModule` (Nest) or `inProcessBuses` (no container). */
export const TASK_RUNTIME_HANDLERS = [
  CreateTaskHandler,
  DeliverMessageHandler,
  WithdrawMessageHandler,
  ReplaceMessageHandler,
  ReceiveExternalEventHandler,
  AnswerCheckpointHandler,
  InterruptTaskHandler,
  PauseTaskHandler,
  ResumeTaskHandler,
  StopTaskHandler,
  PromoteTaskHandler,
  EraseAuthorHandler,
  DeleteTaskHandler,
  GetTaskHandler,
  ListTasksHandler,
  ReadTaskEventsHandler,
  SetToolPolicyHandler,
  ListToolPoliciesHandler,
  GetTaskStateHandler,
] as const;

/**
 * The task runtime's application API (`TaskRuntimeApi`), used by the gateway in-process in
 * embedded mode and by other services' integration handlers. Each call is a command or query
 * on the buses, answered by its handler next to its slice's decider (`task/control`, `task/inbox`,
 * `task/autonomy`; queries here, by the task-card projection): a command appends to the task
 * stream, then wakes the task (the log is the truth, the wake-up only a nudge). Decider
 * refusals come back as `ApiError`, the same whichever path the call took.
 */
export class TaskRuntimeBusApi implements TaskRuntimeApi {
  constructor(private readonly buses: Buses) {}

  /** Creates a task and delivers its first message (the user's own words keep the language, R-2.7). */
  createTask(
    caller: Caller,
    input: { text: string; kind?: TaskKind; language?: string; taskId?: string; messageId?: string; rubric?: string },
  ): Promise<{ taskId: string; messageId: string }> {
    return this.buses.commands.execute(new CreateTask(caller, input));
  }

  deliverMessage(caller: Caller, taskId: string, input: { messageId: string; text: string }): Promise<void> {
    return this.buses.commands.execute(new DeliverMessage(caller, taskId, input));
  }

  promoteTask(caller: Caller, taskId: string): Promise<void> {
    return this.buses.commands.execute(new PromoteTask(caller, taskId));
  }

  withdrawMessage(caller: Caller, taskId: string, messageId: string): Promise<void> {
    return this.buses.commands.execute(new WithdrawMessage(caller, taskId, messageId));
  }

  replaceMessage(caller: Caller, taskId: string, messageId: string, input: { text: string }): Promise<void> {
    return this.buses.commands.execute(new ReplaceMessage(caller, taskId, messageId, input.text));
  }

  /** A completion or trigger; wakes the worker only when the wake policy said so. */
  receiveExternalEvent(
    caller: Caller,
    taskId: string,
    input: { source: string; eventId: string; result: unknown; waitKey?: string; artifactIds?: string[] },
  ): Promise<void> {
    return this.buses.commands.execute(new ReceiveExternalEvent(caller, taskId, input));
  }

  answerCheckpoint(caller: Caller, taskId: string, answer: CheckpointAnswer): Promise<void> {
    return this.buses.commands.execute(new AnswerCheckpoint(caller, taskId, answer));
  }

  interrupt(caller: Caller, taskId: string): Promise<void> {
    return this.buses.commands.execute(new InterruptTask(caller, taskId));
  }

  pause(caller: Caller, taskId: string): Promise<void> {
    return this.buses.commands.execute(new PauseTask(caller, taskId));
  }

  resume(caller: Caller, taskId: string): Promise<void> {
    return this.buses.commands.execute(new ResumeTask(caller, taskId));
  }

  stop(caller: Caller, taskId: string, reason?: string): Promise<void> {
    return this.buses.commands.execute(new StopTask(caller, taskId, reason));
  }

  /** Purges the stream; the projections drop every derived row on `StreamPurged`. */
  deleteTask(caller: Caller, taskId: string): Promise<void> {
    return this.buses.commands.execute(new DeleteTask(caller, taskId));
  }

  eraseAuthor(caller: Caller, taskId: string): Promise<AuthorErased> {
    return this.buses.commands.execute(new EraseAuthor(caller, taskId));
  }

  /** From the card projection when it has folded the whole stream (one stream-info read); else folded here. */
  getTask(caller: Caller, taskId: string): Promise<TaskCardView> {
    return this.buses.queries.execute(new GetTask(caller, taskId));
  }

  listTasks(caller: Caller, query?: { status?: TaskStatusName; limit?: number }): Promise<TaskCardView[]> {
    return this.buses.queries.execute(new ListTasks(caller, query));
  }

  taskEvents(
    caller: Caller,
    taskId: string,
    query?: { fromRevision?: number; limit?: number },
  ): Promise<TaskEventView[]> {
    return this.buses.queries.execute(new ReadTaskEvents(caller, taskId, query));
  }

  setToolPolicy(caller: Caller, tool: string, policy: ToolPolicyName): Promise<void> {
    return this.buses.commands.execute(new SetToolPolicy(caller, tool, policy));
  }

  listToolPolicies(caller: Caller): Promise<Array<{ tool: string; policy: ToolPolicyName }>> {
    return this.buses.queries.execute(new ListToolPolicies(caller));
  }

  /** The folded task (tests, integration handlers). */
  get(taskId: string): Promise<TaskState> {
    return this.buses.queries.execute(new GetTaskState(taskId));
  }
}

/** The service over in-process buses, for compositions without a Nest container (fixtures, e2e drivers). */
export function inProcessTaskRuntime(...deps: ConstructorParameters<typeof TaskRuntimeContext>): TaskRuntimeBusApi {
  const ctx = new TaskRuntimeContext(...deps);
  return new TaskRuntimeBusApi(inProcessBuses(TASK_RUNTIME_HANDLERS.map((Handler) => new Handler(ctx))));
}
