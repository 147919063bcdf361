import { Global, Logger, Module } from '@nestjs/common';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { ToolRegistry } from '@lomo/agent-tools';
import { systemClock } from '@lomo/clock';
import { APP_CONFIG } from '@lomo/config';
import { SEARCH_SQL_CLIENT, SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, OutboxPublisher, type EventStore } from '@lomo/event-store';
import type { LlmSettings } from '@lomo/llm';
import { MESSAGE_BUS, type MessageBus } from '@lomo/messaging';
import { hostedService, MetricsRegistry } from '@lomo/observability';
import { EMBEDDER, SEARCH_INDEX, SearchModule, type Embedder, type SearchIndex } from '@lomo/search';
import { MEMORY_API, TASK_RUNTIME_API, type MemoryApi, type TaskRuntimeApi } from '@lomo/service-api';
import { CorrectMemoryHandler } from './application/correct-memory.handler';
import { ForgetMemoryHandler } from './application/forget-memory.handler';
import { MemoryBusApi } from './application/memory.bus-api';
import { MemoryStreams } from './application/memory-streams';
import { ObserveMessageHandler } from './application/observe-message.handler';
import {
  GetMemoryHandler,
  GetProfileHandler,
  ListEpisodesHandler,
  ListMemoriesHandler,
} from './application/read-memories.handlers';
import { RememberHandler } from './application/remember.handler';
import { purgeTaskEvidence } from './application/task-deletion';
import { MEMORY_EXTRACTOR, type MemoryExtractor } from './extraction/extractor.port';
import { memoryExtractorFor } from './extraction/extractor-for';
import { extractionOutcomes } from './extraction/extraction-metrics';
import { memoryOutboxRoutes } from './integration/memory-outbox.routes';
import { messageReader } from './integration/message-reader';
import { TaskOwners } from './integration/task-owners';
import { MainThreadMessages } from './integration/main-thread-messages.processor';
import { MemoryCurator } from './curation/memory-curator';
import { MemoryLifecycle } from './memory.lifecycle';
import { MemoryIndexProcessor } from './retrieval/memory-index.processor';
import { ForgetRedactor } from './retrieval/forget-redactor.processor';
import { ReExtractor } from './application/re-extractor.processor';
import { RecallEpisodesHandler } from './retrieval/recall-episodes.handler';
import { RecallHandler } from './retrieval/recall.handler';

const OUTBOX = Symbol('MEMORY_OUTBOX');
const logger = new Logger('memory');

/** Every memory handler class, for `CqrsModule`. */
export const MEMORY_HANDLERS = [
  ObserveMessageHandler,
  RememberHandler,
  CorrectMemoryHandler,
  ForgetMemoryHandler,
  ListMemoriesHandler,
  GetMemoryHandler,
  GetProfileHandler,
  RecallHandler,
  ListEpisodesHandler,
  RecallEpisodesHandler,
] as const;

/**
 * The memory service. The same module runs inside `apps/platform` (embedded) and
 * `apps/memory` (distributed). Global: the gateway resolves `MEMORY_API` without importing
 * this lib. The extractor is the offline one (meaning read with e5-small, else phrase-table
 * rules; ADR 0039) unless a model provider is configured (`LLM_PROVIDER`), which it then guards.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot(), SearchModule],
  providers: [
    hostedService({
      name: 'memory',
      purpose: 'Long-term memory with provenance, episodic summaries, the user profile and forgetting.',
      ownsStreams: ['memory'],
    }),
    {
      provide: MemoryStreams,
      inject: [EVENT_STORE],
      useFactory: (store: EventStore) => new MemoryStreams(store, systemClock),
    },
    { provide: TaskOwners, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new TaskOwners(sql) },
    {
      provide: MEMORY_EXTRACTOR,
      inject: [APP_CONFIG, EMBEDDER, { token: MetricsRegistry, optional: true }],
      // Offline: meaning read by e5-small when it is the embedder, else the phrase-table rules (ADR 0039); a model
      // provider, local or remote, is guarded by the offline extractor (ADR 0052), each outcome counted, each fallback logged.
      useFactory: (
        config: Partial<LlmSettings>,
        embedder: Embedder,
        metrics?: MetricsRegistry,
      ): Promise<MemoryExtractor> => {
        const count = metrics && extractionOutcomes(metrics.registry);
        return memoryExtractorFor(config, embedder, {
          onOutcome: (outcome, reason) => {
            count?.(outcome);
            if (reason)
              logger.warn({
                msg: 'the model provider did not extract; the offline extractor did',
                provider: config.LLM_PROVIDER,
                reason,
              });
          },
        });
      },
    },
    {
      provide: MemoryIndexProcessor,
      // Its checkpoint beside its documents (ADR 0087): a search database restored empty replays.
      inject: [EVENT_STORE, SEARCH_SQL_CLIENT, MemoryStreams, SEARCH_INDEX, EMBEDDER],
      useFactory: (store: EventStore, sql: SqlClient, streams: MemoryStreams, index: SearchIndex, embedder: Embedder) =>
        new MemoryIndexProcessor(store, sql, streams, index, embedder),
    },
    ...MEMORY_HANDLERS,
    {
      provide: MEMORY_API,
      inject: [CommandBus, QueryBus],
      useFactory: (commands: CommandBus, queries: QueryBus) => new MemoryBusApi({ commands, queries }),
    },
    {
      provide: OUTBOX,
      inject: [EVENT_STORE, SQL_CLIENT, MESSAGE_BUS],
      useFactory: (store: EventStore, sql: SqlClient, bus: MessageBus) =>
        new OutboxPublisher(store, sql, 'memory-outbox', memoryOutboxRoutes, (messages) => bus.publish(messages)),
    },
    {
      provide: ForgetRedactor,
      inject: [EVENT_STORE, SQL_CLIENT],
      useFactory: (store: EventStore, sql: SqlClient) => new ForgetRedactor(store, sql),
    },
    {
      provide: ReExtractor,
      inject: [EVENT_STORE, SQL_CLIENT, MemoryStreams, MEMORY_EXTRACTOR],
      useFactory: (store: EventStore, sql: SqlClient, streams: MemoryStreams, extractor: MemoryExtractor) =>
        new ReExtractor(store, sql, streams, extractor),
    },
    {
      provide: MemoryCurator,
      inject: [EVENT_STORE, MemoryStreams],
      useFactory: (store: EventStore, streams: MemoryStreams) =>
        new MemoryCurator(store, streams, {
          onError: (err) => logger.warn({ msg: 'memory curation pass failed; next pass retries', err }),
        }),
    },
    {
      provide: MemoryLifecycle,
      inject: [
        SQL_CLIENT,
        MESSAGE_BUS,
        SEARCH_INDEX,
        MemoryIndexProcessor,
        OUTBOX,
        TaskOwners,
        MEMORY_API,
        EVENT_STORE,
        MemoryStreams,
        { token: TASK_RUNTIME_API, optional: true },
        MemoryCurator,
        ForgetRedactor,
        ReExtractor,
        { token: ToolRegistry, optional: true },
      ],
      useFactory: (
        sql: SqlClient,
        bus: MessageBus,
        index: SearchIndex,
        indexer: MemoryIndexProcessor,
        outbox: OutboxPublisher,
        owners: TaskOwners,
        api: MemoryApi,
        store: EventStore,
        streams: MemoryStreams,
        tasks: TaskRuntimeApi | undefined,
        curator: MemoryCurator,
        redactor: ForgetRedactor,
        reExtractor: ReExtractor,
        tools?: ToolRegistry,
      ) =>
        new MemoryLifecycle({
          mainThread: new MainThreadMessages(
            store,
            sql,
            (caller, input) => api.observeMessage(caller, input),
            (err) => logger.warn({ msg: 'main-thread extraction failed; the batch is retried', err }),
          ),
          sql,
          bus,
          index,
          indexer,
          outbox,
          owners,
          api,
          tools,
          curator,
          redactor,
          reExtractor,
          purgeTask: (task) => purgeTaskEvidence({ streams, indexer, redactor, reExtractor, store }, task),
          readMessage: messageReader(store, tasks),
        }),
    },
  ],
  exports: [MEMORY_API],
})
export class MemoryModule {}
