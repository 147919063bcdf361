import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { systemClock, type Clock } from '@lomo/clock';
import { EVENT_STORE, EventSourcedCommandHandler, type EventStore } from '@lomo/event-store';
import {
  ApiError,
  TASK_RUNTIME_API,
  type ApiCaller,
  type MainThreadEntry,
  type TaskRuntimeApi,
} from '@lomo/service-api';
import { TaskActions } from '../routing/task-actions';
import { ForgetCards } from '../forget/forget-cards';
import { mainThreadDecider, mainThreadStreamId } from './main-thread.decider';
import type { MainThreadCommand, MainThreadEvent, MainThreadState } from './main-thread.events';
import { ReadThread, ReadThreadHandler } from './read-thread.handler';
import { ROUTER_CLOCK } from './router-clock';

/** The user's answer to the disambiguation card of one main-thread message. */
export class AnswerCard extends Command<MainThreadEntry> {
  constructor(
    readonly caller: ApiCaller,
    readonly messageId: string,
    readonly optionId: string,
  ) {
    super();
  }
}

/**
 * Routes the asked message where the user said: to the chosen task, or into a new
 * persistent task (its id derived from the message id, so a retried answer creates no
 * second task). A forget card's answer goes to `ForgetCards` (issue 28). Checked before
 * acting, recorded after, like `PostMessage`.
 */
@CommandHandler(AnswerCard)
export class AnswerCardHandler implements ICommandHandler<AnswerCard> {
  private readonly threads: EventSourcedCommandHandler<MainThreadCommand, MainThreadEvent, MainThreadState>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly thread: ReadThreadHandler,
    private readonly forgetting: ForgetCards,
    @Optional() @Inject(TASK_RUNTIME_API) private readonly taskRuntime?: TaskRuntimeApi,
    @Optional() @Inject(ROUTER_CLOCK) private readonly clock: Clock = systemClock,
  ) {
    this.threads = new EventSourcedCommandHandler(store, mainThreadDecider, { retry: { maxRetries: 3 } });
  }

  async execute({ caller, messageId, optionId }: AnswerCard): Promise<MainThreadEntry> {
    const entry = await this.entry(caller, messageId);
    const card = entry?.card;
    if (!entry || !card)
      throw new ApiError('not_found', 'card_not_found', `message ${messageId} has no question to answer`);
    if (card.answeredOptionId === optionId) return entry;
    if (card.state === 'answered')
      throw new ApiError(
        'conflict',
        'card_already_answered',
        `the question was answered with ${card.answeredOptionId}`,
        {
          answeredOptionId: card.answeredOptionId,
        },
      );
    const option = card.options.find((o) => o.optionId === optionId);
    if (!option)
      throw new ApiError('invalid', 'unknown_option', `optionId ${optionId} is not offered`, {
        optionIds: card.options.map((o) => o.optionId),
      });
    if (card.memories?.length) {
      await this.forgetting.answer(caller, entry, optionId);
      return this.answered(caller, messageId);
    }
    if (!this.taskRuntime) throw new Error('no TASK_RUNTIME_API is provided in this app');
    const actions = new TaskActions(this.taskRuntime);
    const message = { messageId, text: entry.text, ...(entry.language ? { language: entry.language } : {}) };
    let routed: { decision: 'attached_to_task' | 'created_task'; taskIds: string[] };
    if (option.taskId) {
      await actions.deliverTo(caller, option.taskId, message);
      routed = { decision: 'attached_to_task', taskIds: [option.taskId] };
    } else routed = { decision: 'created_task', taskIds: [await actions.create(caller, message, 'persistent')] };
    await this.threads.execute(
      mainThreadStreamId(caller.workspaceId, caller.userId),
      { type: 'AnswerDisambiguation', messageId, optionId, ...routed, at: this.clock.now().toISOString() },
      { metadata: { workspaceId: caller.workspaceId, actor: `user:${caller.userId}` } },
    );
    return this.answered(caller, messageId);
  }

  private async answered(caller: ApiCaller, messageId: string): Promise<MainThreadEntry> {
    const answered = await this.entry(caller, messageId);
    if (!answered) throw new Error(`main-thread message ${messageId} vanished`);
    return answered;
  }

  private async entry(caller: ApiCaller, messageId: string): Promise<MainThreadEntry | undefined> {
    return (await this.thread.execute(new ReadThread(caller))).find((e) => e.messageId === messageId);
  }
}
