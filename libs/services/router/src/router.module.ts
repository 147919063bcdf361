import { Global, Module } from '@nestjs/common';
import { systemClock, type Clock } from '@lomo/clock';
import { APP_CONFIG } from '@lomo/config';
import { createChatModel, type ChatModelPort, type LlmSettings } from '@lomo/llm';
import { CqrsModule } from '@nestjs/cqrs';
import { SEARCH_SQL_CLIENT, SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { MESSAGE_BUS, TaskPurgeConsumer, type MessageBus } from '@lomo/messaging';
import { hostedService } from '@lomo/observability';
import {
  EMBEDDER,
  EMBEDDING_STORE,
  SEARCH_INDEX,
  SearchModule,
  type Embedder,
  type EmbeddingStore,
  type SearchIndex,
} from '@lomo/search';
import { ROUTER_API, TASK_RUNTIME_API, type TaskRuntimeApi } from '@lomo/service-api';
import { AnswerCardHandler } from './main-thread/answer-card.handler';
import { PostMessageHandler } from './main-thread/post-message.handler';
import { PostStages } from './main-thread/post-stages';
import { ROUTER_CLOCK } from './main-thread/router-clock';
import { MoveMessageHandler } from './main-thread/move-message.handler';
import { ScenarioClock } from './main-thread/scenario-clock';
import { ReadThreadHandler } from './main-thread/read-thread.handler';
import { RouterBusApi } from './application/router.bus-api';
import { ActReader } from './acts/act-reader';
import { CandidateFinder } from './routing/candidates';
import { SemanticRouter } from './routing/semantic-router';
import { TaskActions } from './routing/task-actions';
import { ModelRouteDecider, OfflineRouteDecider, type RouteDeciding } from './routing/route-deciding';
import type { RouterSettings } from './router.config';
import { TaskIndexLifecycle } from './task-index/task-index.lifecycle';
import { TaskIndexProcessor } from './task-index/task-index.processor';
import { purgeRouterTask } from './task-deleted/purge-task';
import { ForgetCards } from './forget/forget-cards';
import { ErasePersonHandler } from './person-erased/erase-person.handler';
import { onMemoryForgotten } from './forget/forgotten-statements';

/**
 * Nest token of a chat model the router routes with instead of the configured one (tests,
 * the benchmark's replayed model). Optional.
 */
export const ROUTING_MODEL = Symbol('ROUTING_MODEL');
const ROUTE_DECIDING = Symbol('ROUTE_DECIDING');

/** The offline rules, or a model-backed decider when a model is provided or configured. */
async function routeDeciding(config: Partial<RouterSettings & LlmSettings>, model?: ChatModelPort) {
  if (!model && config.ROUTER_DECIDER === 'model') model = await createChatModel(config as LlmSettings);
  return model
    ? new ModelRouteDecider(model, { timeoutMs: config.ROUTER_MODEL_TIMEOUT_MS })
    : new OfflineRouteDecider();
}

/**
 * The router service. The same module runs inside `apps/platform` (embedded) and
 * `apps/router` (distributed); it provides `ROUTER_API` to the gateway. Global so the
 * gateway module in the same app resolves the token. `ROUTER_API` dispatches through
 * `CommandBus` / `QueryBus` to the handlers in `main-thread/`; semantic routing (`routing/`)
 * weighs recent tasks and the task index (`task-index/`, a projection into the search port).
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot(), SearchModule],
  providers: [
    hostedService({
      name: 'router',
      purpose: 'Routes main-thread messages to tasks: deterministic first, semantic when needed.',
      ownsStreams: ['main'],
    }),
    {
      // One clock for everything the router records; a scenario run's follows the clients' stamps.
      provide: ROUTER_CLOCK,
      inject: [APP_CONFIG],
      useFactory: (config: Partial<RouterSettings>): Clock =>
        config.ROUTER_SIMULATED_TIME ? new ScenarioClock() : systemClock,
    },
    PostStages,
    PostMessageHandler,
    ReadThreadHandler,
    AnswerCardHandler,
    MoveMessageHandler,
    ErasePersonHandler,
    ForgetCards,
    RouterBusApi,
    { provide: ROUTER_API, useExisting: RouterBusApi },
    {
      provide: TaskIndexProcessor,
      // Its checkpoint beside its documents (ADR 0087): a search database restored empty replays.
      inject: [EVENT_STORE, SEARCH_SQL_CLIENT, SEARCH_INDEX, EMBEDDER, EMBEDDING_STORE],
      useFactory: (
        store: EventStore,
        sql: SqlClient,
        search: SearchIndex,
        embedder: Embedder,
        vectors: EmbeddingStore,
      ) => new TaskIndexProcessor(store, sql, search, embedder, vectors),
    },
    {
      provide: TaskIndexLifecycle,
      inject: [TaskIndexProcessor],
      useFactory: (p: TaskIndexProcessor) => new TaskIndexLifecycle(p),
    },
    {
      provide: TaskPurgeConsumer,
      inject: [MESSAGE_BUS, SQL_CLIENT, SEARCH_INDEX, EVENT_STORE, ROUTER_CLOCK, EMBEDDING_STORE],
      useFactory: (
        bus: MessageBus,
        sql: SqlClient,
        search: SearchIndex,
        store: EventStore,
        clock: Clock,
        vectors: EmbeddingStore,
      ) =>
        new TaskPurgeConsumer(
          bus,
          sql,
          'router',
          (task) => purgeRouterTask({ store, search, vectors, now: () => clock.now().toISOString() }, task),
          // Issue 28: a forget reaches the task index through the person's thread.
          [onMemoryForgotten(store, clock)],
        ),
    },
    {
      provide: ROUTE_DECIDING,
      inject: [APP_CONFIG, { token: ROUTING_MODEL, optional: true }],
      useFactory: routeDeciding,
    },
    {
      provide: SemanticRouter,
      inject: [
        TaskIndexProcessor,
        SEARCH_INDEX,
        EMBEDDER,
        ROUTE_DECIDING,
        PostStages,
        { token: TASK_RUNTIME_API, optional: true },
      ],
      useFactory: (
        index: TaskIndexProcessor,
        search: SearchIndex,
        embedder: Embedder,
        decider: RouteDeciding,
        stages: PostStages,
        tasks?: TaskRuntimeApi,
      ) =>
        tasks
          ? new SemanticRouter(
              new CandidateFinder(tasks, embedder, search, index, new ActReader(embedder)),
              new TaskActions(tasks),
              embedder,
              decider,
              stages,
            )
          : undefined,
    },
  ],
  exports: [ROUTER_API],
})
export class RouterModule {}
