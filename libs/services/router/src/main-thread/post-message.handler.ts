import { PostStages, UNTIMED } from './post-stages';
import { Inject, Optional } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { systemClock, type Clock } from '@lomo/clock';
import { MAIN_THREAD_METADATA_KEY, type MainThreadMessageFactV1 } from '@lomo/contracts';
import { EVENT_STORE, EventSourcedCommandHandler, type EventStore } from '@lomo/event-store';
import { servingRequest } from '@lomo/database';
import { withEmbeddingScope } from '@lomo/search';
import {
  ApiError,
  TASK_RUNTIME_API,
  WORKSPACE_API,
  type ApiCaller,
  type MainThreadEntry,
  type RouterApi,
  type TaskRuntimeApi,
  type WorkspaceApi,
} from '@lomo/service-api';
import { mainThreadDecider, mainThreadStreamId, simulatedTimeRefusal } from './main-thread.decider';
import type { MainThreadCommand, MainThreadEvent, MainThreadState } from './main-thread.events';
import { SemanticRouter, type Routed } from '../routing/semantic-router';
import { TaskActions } from '../routing/task-actions';
import { ReadThreadHandler } from './read-thread.handler';
import type { ThreadContext } from './thread-context';
import { languageOfPost } from '../language/language-of-post';
import { detectForget } from '../forget/forget-request';
import { ForgetCards } from '../forget/forget-cards';
import { ROUTER_CLOCK } from './router-clock';
import { ScenarioClock } from './scenario-clock';

/**
 * The tasks the router's own last question offered, when the thread's last entry is a routing
 * card still open: the next short message is most likely the answer to it ("the second one").
 * An answered card has its answer; what follows it is a message of its own.
 */
function offeredByLastCard(last: MainThreadEntry | undefined): string[] {
  if (!last?.card || last.card.memories || last.card.state !== 'open') return [];
  return last.card.options.flatMap((o) => (o.taskId ? [o.taskId] : []));
}

/**
 * A forget asked of memory, not of a task (issue 28). A statement that carries "don't remember
 * this" is routed as usual: memory takes nothing from it (`saysDontRemember`).
 */
function forgetRequestOf(text: string) {
  const forget = detectForget(text);
  return forget && !(forget.kind === 'dont_remember' && forget.statement) ? forget : undefined;
}

export { ROUTER_CLOCK } from './router-clock';

/** What a post carries: the router API's input, whose comments say what `at` and `rubric` do. */
export type PostMessageInput = Parameters<RouterApi['postMessage']>[1];

/** A main-thread message to route and record; re-posting a `messageId` returns the first routing. */
export class PostMessage extends Command<MainThreadEntry> {
  constructor(
    readonly caller: ApiCaller,
    readonly input: PostMessageInput,
  ) {
    super();
  }
}

/**
 * Deterministic routing first, then semantic (R-2.2, `SemanticRouter`). The target is validated through the owning
 * service under the caller's workspace before anything is delivered; routing grants no
 * authority — the task runtime checks the action itself. The decision is recorded after
 * delivery with ids derived from the message id, so a retry after a crash in between
 * delivers nothing twice and records the same decision.
 */
@CommandHandler(PostMessage)
export class PostMessageHandler implements ICommandHandler<PostMessage> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly thread: ReadThreadHandler,
    private readonly forgetting: ForgetCards,
    /** Optional so the standalone router app boots; distributed mode provides a gRPC client here. */
    @Optional() @Inject(TASK_RUNTIME_API) private readonly taskRuntime?: TaskRuntimeApi,
    @Optional() @Inject(WORKSPACE_API) private readonly workspace?: WorkspaceApi,
    @Optional() private readonly semantic?: SemanticRouter,
    @Optional() @Inject(ROUTER_CLOCK) private readonly clock: Clock = systemClock,
    @Optional() @Inject(PostStages) private readonly stages: Pick<PostStages, 'time'> = UNTIMED,
  ) {
    // The cache keeps each thread's decider state: a post folds only the events after it (a
    // stale cache cannot write: the append is conditional on its revision).
    this.threads = new EventSourcedCommandHandler(store, mainThreadDecider, {
      retry: { maxRetries: 3 },
      cache: { maxStreams: 1_000 },
    });
  }

  private readonly threads: EventSourcedCommandHandler<MainThreadCommand, MainThreadEvent, MainThreadState>;

  private get actions(): TaskActions {
    if (!this.taskRuntime) throw new Error('no TASK_RUNTIME_API is provided in this app');
    return new TaskActions(this.taskRuntime);
  }

  /**
   * Posts of one message still being routed here. A client's retry that arrives while the first
   * attempt runs on (its caller gave up at the call deadline) waits for that attempt's entry
   * instead of routing the same words a second time.
   */
  private readonly inFlight = new Map<string, Promise<MainThreadEntry>>();

  execute({ caller, input }: PostMessage): Promise<MainThreadEntry> {
    const key = `${caller.workspaceId}\0${caller.userId}\0${input.messageId}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    // The vectors a post makes are kept under its workspace, so the workspace's erasures find them.
    // A person waits on the post: its embedding goes ahead of the background's also when it came
    // over gRPC (distributed mode), not only through this process's HTTP (request-lane.ts).
    const posting = withEmbeddingScope(caller.workspaceId, () =>
      servingRequest(() => this.post(caller, input)),
    ).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, posting);
    return posting;
  }

  /**
   * No fold of the user's thread per post (ADR 0055): its routing context is kept and brought
   * up to date from the events after it; then only the events this post appended are folded
   * to give its entry. A repeated message id (a client's retry) reads its first routing.
   */
  private async post(caller: ApiCaller, input: PostMessageInput): Promise<MainThreadEntry> {
    const stamp = this.stampOf(input.at);
    const context = await this.stages.time('context', () => this.thread.context(caller));
    if (context.has(input.messageId)) {
      const existing = (await this.thread.fold(caller)).entries.get(input.messageId);
      if (existing) return existing;
    }
    const before = context.revision;
    const last = context.lastAt;
    const refusal = stamp && simulatedTimeRefusal(last, stamp.toISOString());
    if (refusal) throw refusal;
    // The clock follows a scenario's stamp before routing, so whatever the router dates from here on is that day.
    if (stamp && this.clock instanceof ScenarioClock) this.clock.set(stamp);
    // the language of the user's own words (never a rewritten goal), else the one they have been writing in.
    const language = languageOfPost(input.text, input.language, context.language);
    const time = stamp ?? this.clock.now();
    // How long the thread was silent, by the one clock (a scenario's days too): the router asks after long silences.
    const idleHours = last ? Math.max(0, (time.getTime() - Date.parse(last)) / 3_600_000) : undefined;
    const routed = await this.route(
      caller,
      { ...input, ...(language ? { language } : {}), ...(idleHours !== undefined ? { idleHours } : {}) },
      context,
    );
    const target =
      input.taskId || input.objectId
        ? { ...(input.taskId ? { taskId: input.taskId } : {}), ...(input.objectId ? { objectId: input.objectId } : {}) }
        : undefined;
    const at = time.toISOString();
    // The published main-thread contract: where the message went, for services that read the words (memory).
    const fact: MainThreadMessageFactV1 = {
      v: 1,
      kind: 'main.message',
      messageId: input.messageId,
      deliveredToTask: routed.decision !== 'asked_user' && routed.taskIds.length > 0,
      awaitsAnswer: routed.decision === 'asked_user',
      forgetRequest: forgetRequestOf(input.text) !== undefined,
      at,
    };
    await this.stages.time('record', () =>
      this.threads.execute(
        mainThreadStreamId(caller.workspaceId, caller.userId),
        {
          type: 'RecordRouting',
          messageId: input.messageId,
          text: input.text,
          target,
          ...routed,
          ...(language ? { language } : {}),
          at,
          ...(stamp ? { simulatedTime: true as const } : {}),
        },
        {
          metadata: {
            workspaceId: caller.workspaceId,
            actor: `user:${caller.userId}`,
            [MAIN_THREAD_METADATA_KEY]: fact,
          },
        },
      ),
    );
    // The context folds what this post appended (the next post reads nothing more); its last
    // entry is this message unless another post of the thread came after it.
    const after = (await this.stages.time('entry', () => this.thread.context(caller))).last;
    const entry =
      after?.messageId === input.messageId
        ? structuredClone(after)
        : (await this.thread.fold(caller, { entries: new Map(), revision: before })).entries.get(input.messageId);
    if (!entry) throw new Error(`main-thread message ${input.messageId} was not recorded`);
    return entry;
  }

  /** A client's time for the message: only in a scenario run (the operator's setting), else refused. */
  private stampOf(at: string | undefined): Date | undefined {
    if (at === undefined) return undefined;
    if (!(this.clock instanceof ScenarioClock))
      throw new ApiError(
        'forbidden',
        'simulated_time_off',
        'a message time (at) is accepted only when the operator turned ROUTER_SIMULATED_TIME on',
      );
    const stamp = new Date(at);
    // Years 0–9999 only: the router's times are ISO strings that compare as written.
    if (Number.isNaN(stamp.getTime()) || stamp.getUTCFullYear() > 9999)
      throw new ApiError('invalid', 'invalid_time', `at ${at} is not a time the router can record`);
    return stamp;
  }

  private async route(
    caller: ApiCaller,
    input: PostMessageInput & { idleHours?: number },
    thread: ThreadContext,
  ): Promise<Routed> {
    if (input.rubric !== undefined) return this.startWithRubric(caller, input);
    if (input.taskId) {
      await this.actions.deliverTo(caller, input.taskId, input);
      return { decision: 'delivered_to_task', taskIds: [input.taskId], reason: 'explicit task id' };
    }
    if (input.objectId) {
      if (!this.workspace)
        throw new ApiError(
          'invalid',
          'object_routing_unavailable',
          'object references cannot be routed: no workspace service is hosted',
        );
      const object = await this.workspace.getObject(caller, input.objectId);
      if (object.linkedTaskIds.length === 0)
        throw new ApiError('conflict', 'object_not_linked', `object ${input.objectId} is linked to no task`);
      for (const taskId of object.linkedTaskIds) await this.actions.deliverTo(caller, taskId, input);
      return {
        decision: 'delivered_by_object_link',
        taskIds: object.linkedTaskIds,
        reason: `linked to object ${input.objectId}`,
      };
    }
    const forget = forgetRequestOf(input.text);
    if (forget) return this.forgetting.propose(caller, forget, thread.last);
    if (!this.semantic) throw new Error('no semantic router is provided in this app');
    return this.semantic.route(caller, input, thread.discussed(), thread.said, offeredByLastCard(thread.last));
  }

  /**
   * A client that states the desired outcome is starting a piece of work, not talking
   * about one: no guess is made, the message starts a persistent task graded against the rubric.
   * A rubric beside a target would silently change a running task's goal, so it is refused.
   */
  private async startWithRubric(caller: ApiCaller, input: PostMessageInput): Promise<Routed> {
    if (input.taskId || input.objectId)
      throw new ApiError(
        'invalid',
        'rubric_needs_new_task',
        'a rubric starts a new task: post it without taskId or objectId',
      );
    if (!input.rubric?.trim()) throw new ApiError('invalid', 'empty_rubric', 'the rubric is empty');
    const taskId = await this.actions.create(caller, input, 'persistent');
    return { decision: 'created_task', taskIds: [taskId], reason: 'a rubric was given: a new task graded against it' };
  }
}
