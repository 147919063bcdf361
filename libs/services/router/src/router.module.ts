import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { SQL_CLIENT, type SqlClient } from '@lomo/infra';
import { MESSAGE_BUS, TaskPurgeConsumer, type MessageBus } from '@lomo/messaging';
import { hostedService } from '@lomo/observability';
import { EMBEDDER, SEARCH_INDEX, SearchModule, type Embedder, type SearchIndex } from '@lomo/search';
import { ROUTER_API, TASK_RUNTIME_API, type TaskRuntimeApi } from '@lomo/service-api';
import { AnswerCardHandler } from './main-thread/answer-card.handler';
import { PostMessageHandler } from './main-thread/post-message.handler';
import { ReadThreadHandler } from './main-thread/read-thread.handler';
import { RouterBusApi } from './main-thread/router-api';
import { CandidateFinder } from './routing/candidates';
import { SemanticRouter } from './routing/semantic-router';
import { TaskActions } from './routing/task-actions';
import { TaskIndexLifecycle } from './task-index/task-index.lifecycle';
import { TaskIndexProcessor } from './task-index/task-index.processor';
import { purgeRouterTask } from './task-deleted/purge-task';

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
    PostMessageHandler,
    ReadThreadHandler,
    AnswerCardHandler,
    RouterBusApi,
    { provide: ROUTER_API, useExisting: RouterBusApi },
    {
      provide: TaskIndexProcessor,
      inject: [EVENT_STORE, SQL_CLIENT, SEARCH_INDEX, EMBEDDER],
      useFactory: (store: EventStore, sql: SqlClient, search: SearchIndex, embedder: Embedder) =>
        new TaskIndexProcessor(store, sql, search, embedder),
    },
    {
      provide: TaskIndexLifecycle,
      inject: [TaskIndexProcessor],
      useFactory: (p: TaskIndexProcessor) => new TaskIndexLifecycle(p),
    },
    {
      provide: TaskPurgeConsumer,
      inject: [MESSAGE_BUS, SQL_CLIENT, SEARCH_INDEX, EVENT_STORE],
      useFactory: (bus: MessageBus, sql: SqlClient, search: SearchIndex, store: EventStore) =>
        new TaskPurgeConsumer(bus, sql, 'router', (task) =>
          purgeRouterTask({ store, search, now: () => new Date().toISOString() }, task),
        ),
    },
    {
      provide: SemanticRouter,
      inject: [TaskIndexProcessor, SEARCH_INDEX, EMBEDDER, { token: TASK_RUNTIME_API, optional: true }],
      useFactory: (index: TaskIndexProcessor, search: SearchIndex, embedder: Embedder, tasks?: TaskRuntimeApi) =>
        tasks
          ? new SemanticRouter(new CandidateFinder(tasks, embedder, search, index), new TaskActions(tasks), embedder)
          : undefined,
    },
  ],
  exports: [ROUTER_API],
})
export class RouterModule {}
