import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { systemClock, type Clock } from '@lomo/clock';
import { EVENT_STORE, EventSourcedCommandHandler, type EventStore } from '@lomo/event-store';
import {
  ApiError,
  TASK_RUNTIME_API,
  isApiError,
  stableId,
  type ApiCaller,
  type MainThreadEntry,
  type TaskCardView,
  type TaskRuntimeApi,
} from '@lomo/service-api';
import { mainThreadDecider, mainThreadStreamId } from './main-thread.decider';
import type { MainThreadCommand, MainThreadEvent, MainThreadState } from './main-thread.events';
import { moveRefusal, moveSubjectOf } from './move.rules';
import { ROUTER_CLOCK } from './router-clock';
import { ReadThreadHandler } from './read-thread.handler';

/** `taskId: 'new'` starts a persistent task from the message. */
export const NEW_TASK = 'new';

/** The user moves a main-thread message to another task, or to a new one (issue 27). */
export class MoveMessage extends Command<MainThreadEntry> {
  constructor(
    readonly caller: ApiCaller,
    readonly messageId: string,
    readonly taskId: string,
  ) {
    super();
  }
}

const taken = (messageId: string, taskId: string) =>
  new ApiError('conflict', 'message_already_taken', `task ${taskId} already took message ${messageId}`, { taskId });

/**
 * A move in the order that never loses the message (docs/routing.md, *Move a message*): the
 * source is checked (a taken message stays: 409, nothing changed), the target gets the message
 * first (a refused target — gone, stopped, another workspace's — changes nothing), then the
 * source lets it go, then the thread records it. The id in the target derives from the message
 * and the number of moves before, so a retry after a failure in between delivers nothing twice.
 * If the source took the message in the instant between check and withdrawal, the target's copy
 * is withdrawn again and the move is refused as taken.
 */
@CommandHandler(MoveMessage)
export class MoveMessageHandler implements ICommandHandler<MoveMessage> {
  private readonly threads: EventSourcedCommandHandler<MainThreadCommand, MainThreadEvent, MainThreadState>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly thread: ReadThreadHandler,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly taskRuntime?: TaskRuntimeApi,
    @Optional() @Inject(ROUTER_CLOCK) private readonly clock: Clock = systemClock,
  ) {
    this.threads = new EventSourcedCommandHandler(store, mainThreadDecider, { retry: { maxRetries: 3 } });
  }

  private get tasks(): TaskRuntimeApi {
    if (!this.taskRuntime) throw new Error('no TASK_RUNTIME_API is provided in this app');
    return this.taskRuntime;
  }

  async execute({ caller, messageId, taskId }: MoveMessage): Promise<MainThreadEntry> {
    const entry = (await this.thread.fold(caller)).entries.get(messageId);
    const refusal = moveRefusal(messageId, moveSubjectOf(entry));
    if (refusal || !entry) throw refusal;
    const from = entry.taskIds[0];
    if (taskId === from) return entry;
    const movesBefore = entry.moves?.length ?? 0;
    const inSource = entry.moves?.at(-1)?.taskMessageId ?? messageId;
    const source = from ? await this.untaken(caller, from, inSource) : undefined;
    const taskMessageId = stableId('moved-message', caller.workspaceId, messageId, String(movesBefore + 1));
    const newTask = taskId === NEW_TASK;
    const to = newTask
      ? await this.startTask(caller, entry, taskMessageId, movesBefore + 1)
      : await this.tasks
          .deliverMessage(caller, taskId, { messageId: taskMessageId, text: entry.text })
          .then(() => taskId);
    const keptIn = from ? await this.letGo(caller, from, inSource, to, taskMessageId) : undefined;
    if (source && !keptIn) await this.stopIfEmptied(caller, source, inSource, to);
    await this.threads.execute(
      mainThreadStreamId(caller.workspaceId, caller.userId),
      {
        type: 'MoveMessage',
        messageId,
        movesBefore,
        ...(from ? { fromTaskId: from } : {}),
        toTaskId: to,
        taskMessageId,
        ...(newTask ? { newTask } : {}),
        ...(keptIn ? { keptInTaskId: keptIn } : {}),
        at: this.clock.now().toISOString(),
        by: `user:${caller.userId}`,
      },
      { metadata: { workspaceId: caller.workspaceId, actor: `user:${caller.userId}` } },
    );
    const moved = (await this.thread.fold(caller)).entries.get(messageId);
    if (!moved) throw new Error(`main-thread message ${messageId} vanished`);
    return moved;
  }

  /** The source's card when the message still waits there (or was withdrawn by an earlier try); a taken one is refused. */
  private async untaken(caller: ApiCaller, taskId: string, id: string): Promise<TaskCardView | undefined> {
    let card: TaskCardView;
    try {
      card = await this.tasks.getTask(caller, taskId);
    } catch (error) {
      // The source task is gone (deleted since): nothing to withdraw, the target still gets the words.
      if (isApiError(error) && error.kind === 'not_found') return undefined;
      throw error;
    }
    const state = card.inbox.find((m) => m.messageId === id)?.state;
    if (state === 'consumed') throw taken(id, taskId);
    return card;
  }

  private async startTask(caller: ApiCaller, entry: MainThreadEntry, messageId: string, move: number) {
    const { taskId } = await this.tasks.createTask(caller, {
      text: entry.text,
      kind: 'persistent',
      messageId,
      taskId: stableId('moved-task', caller.workspaceId, entry.messageId, String(move)),
      ...(entry.language ? { language: entry.language } : {}),
    });
    return taskId;
  }

  /**
   * Withdraws the message from the source. Taken there meanwhile: the target's copy is withdrawn
   * again and the move refused — unless the target took its copy too, then both keep it and the
   * move is recorded saying so (returns the source).
   */
  private async letGo(caller: ApiCaller, from: string, id: string, to: string, copy: string) {
    try {
      await this.tasks.withdrawMessage(caller, from, id);
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.kind === 'not_found') return undefined;
      if (!isApiError(error) || error.code !== 'message_not_pending') throw error;
    }
    try {
      await this.tasks.withdrawMessage(caller, to, copy);
    } catch (error) {
      if (isApiError(error) && error.code === 'message_not_pending') return from;
      throw error;
    }
    throw taken(id, from);
  }

  /**
   * A task the message itself started, which got nothing else, is stopped once its only message
   * left: a wrongly created task is the router's most common mistake, and moving the message
   * away should not leave an empty task behind. Before the move is recorded, so a retry after
   * a failure here stops it then.
   */
  private async stopIfEmptied(caller: ApiCaller, source: TaskCardView, id: string, to: string) {
    const startedByIt = source.inbox[0]?.messageId === id;
    const others = source.inbox.filter((m) => m.messageId !== id && m.state !== 'withdrawn');
    if (!startedByIt || others.length > 0 || source.status === 'terminated') return;
    await this.tasks.stop(caller, source.taskId, `its message was moved to task ${to}`);
  }
}
