import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { type DynamicModule, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BaseAppConfig, GrpcConfigValues } from '@lomo/config';
import { TASK_STREAMS, WakeReason } from '@lomo/contracts';
import {
  EVENT_STORE,
  OutboxPublisher,
  contentSealOf,
  ProjectionProcessor,
  ProjectionReader,
  withAppendMetadata,
  type EventStore,
} from '@lomo/event-store';
import { taskStatusMetadata } from './integration/task.status-facts';
import { systemClock } from '@lomo/clock';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { createChatModel, type LlmSettings } from '@lomo/llm';
import { MESSAGE_BUS, type MessageBus } from '@lomo/messaging';
import { hostedService, MetricsRegistry } from '@lomo/observability';
import { contextOf, otelContext } from '@lomo/observability/tracing';
import {
  BILLING_API,
  GENERATION_API,
  MCP_SERVERS_API,
  MEMORY_API,
  TASK_RUNTIME_API,
  WORKSPACE_API,
  type BillingApi,
  type GenerationApi,
  type MemoryApi,
  type WorkspaceApi,
} from '@lomo/service-api';
import { TASK_RUNTIME_HANDLERS, TaskRuntimeBusApi } from './application/task-runtime.bus-api';
import { TaskRuntimeContext } from './application/task-runtime-context';
import { taskCardProjection } from './application/task-card.projection';
import { TaskCards } from './application/task-cards';
import { ModelRubricGrader } from './data-access/model-rubric-grader';
import { SqlToolPolicies } from './data-access/sql-tool-policies';
import { memoryContextSource } from './worker/context/memory-context';
import { prometheusContextMetrics } from './worker/context/context-metrics';
import { TaskLeases } from './worker/task-leases';
import { TaskRepository } from './worker/task-repository';
import type { NodeRetryPolicy } from './task/dag/node-retry';
import { nodeRetriesOf, type TaskRuntimeSettings } from './task-runtime.config';
import type { TaskModel } from './worker/task-model';
import { TaskWorker } from './worker/task-worker';
import { guideTools, ToolRegistry, type ToolDefinition } from '@lomo/agent-tools';
import { WorkerPool } from './worker/worker-pool';
import { mcpServersProviders, withMcpPolicies } from './mcp-servers/mcp-servers.providers';
import { McpAttachments } from '@lomo/mcp';
import { VaultModule } from '@lomo/vault';
import { spawnSubagentTool } from './task/subagents/spawn-subagent.tool';
import { StopChildrenProcessor } from './task/subagents/stop-children.processor';
import { SPAWN_SUBAGENT } from './task/subagents/subagent-wait';
import { generationResultHandlers } from './integration/generation-results';
import { memoryForgottenHandlers } from './integration/memory-forgotten';
import { taskOutboxRoutes } from './integration/task-outbox.routes';
import { bestEffort, busWaker, type WakeTask } from './integration/task-wakeups';
import { prometheusEmptyTurns, prometheusWakeUps } from './worker/turn-metrics';
import { TaskRuntimeLifecycle } from './nest/task-runtime.lifecycle';
import { taskAttentionProjection } from './watchdog/task-attention.projection';
import { DEFAULT_PEER_RETRY } from './task/execution/peer-retry.decider';
import { Watchdog } from './watchdog/watchdog';

/**
 * Settings the runtime reads: the app's config plus the model's (`withLlmConfig`), its own
 * (`withTaskRuntimeConfig`: plan node retries) and, distributed, the peer retry's.
 */
export type TaskRuntimeConfig = BaseAppConfig &
  LlmSettings &
  Partial<TaskRuntimeSettings> &
  Partial<Pick<GrpcConfigValues, 'PEER_RETRY_GIVE_UP_MS'>>;

const WAKE = Symbol('TASK_WAKE');
const ATTENTION = Symbol('TASK_ATTENTION_PROJECTION');
const INDEX = Symbol('TASK_INDEX_PROJECTION');
const STOP_CHILDREN = Symbol('TASK_STOP_CHILDREN');
const logger = new Logger('task-runtime');

/** The creative guides as read tools of the planner's process, read on demand. */
class GuideToolsRegistrar implements OnModuleInit {
  constructor(private readonly tools: ToolRegistry) {}

  onModuleInit(): void {
    for (const tool of guideTools()) if (!this.tools.get(tool.name)) this.tools.register(tool as ToolDefinition<never>);
  }
}

/**
 * The task-runtime service. The same module runs inside `apps/platform` (embedded) and
 * `apps/task-runtime` (distributed). Wake-ups — from commands, the worker's rescheduled
 * turns and the watchdog — are published on `task-runtime.wakeup.v1` and reach a pool through
 * the `task-runtime` group; the watchdog re-finds any that are lost (R-4.6). The outbox
 * publishes the task streams' integration events on `task-runtime.task.v1`.
 */
@Module({})
export class TaskRuntimeModule {
  /**
   * `overrides.model`: a model instead of the configured one (end-to-end tests script the agent);
   * `overrides.nodeRetries`: how failed plan nodes are retried (ADR 0024; default 2 retries, 1 s, 2 s).
   */
  static forRoot(
    config: TaskRuntimeConfig,
    overrides: { model?: TaskModel; nodeRetries?: NodeRetryPolicy } = {},
  ): DynamicModule {
    const holder = `task-runtime-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    return {
      module: TaskRuntimeModule,
      // The gateway and other services resolve TASK_RUNTIME_API in the same app (embedded mode).
      global: true,
      // The vault resolves attached MCP servers' tokens at call time (R-10.12); one instance per app.
      imports: [CqrsModule.forRoot(), VaultModule],
      providers: [
        {
          provide: GuideToolsRegistrar,
          inject: [ToolRegistry],
          useFactory: (t: ToolRegistry) => new GuideToolsRegistrar(t),
        },
        hostedService({
          name: 'task-runtime',
          purpose: 'Runs tasks durably: inbox, turns and steps, tool journal, leases and fencing.',
          ownsStreams: ['task'],
        }),
        {
          provide: TaskRepository,
          inject: [EVENT_STORE],
          // Every task event is recorded with its status fact (status contract v1) for the gateway's lines.
          useFactory: (store: EventStore) =>
            new TaskRepository(withAppendMetadata(store, TASK_STREAMS.owns, taskStatusMetadata)),
        },
        {
          provide: TaskLeases,
          inject: [SQL_CLIENT],
          // Bound to this process's database session: a worker killed with kill -9 loses its
          // leases the moment PostgreSQL sees its connection drop, not 10 s later.
          useFactory: async (sql: SqlClient) => {
            const leases = new TaskLeases(sql, 10_000);
            await leases.bindToSession(holder);
            return leases;
          },
        },
        {
          provide: WAKE,
          inject: [MESSAGE_BUS],
          useFactory: (bus: MessageBus): WakeTask =>
            bestEffort(busWaker(bus), (taskId, error) =>
              logger.warn({ taskId, err: error, msg: 'wake-up not published; the watchdog will re-find the task' }),
            ),
        },
        { provide: SqlToolPolicies, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new SqlToolPolicies(sql) },
        ...mcpServersProviders,
        {
          provide: TaskWorker,
          inject: [
            TaskRepository,
            TaskLeases,
            ToolRegistry,
            WAKE,
            SqlToolPolicies,
            McpAttachments,
            { token: WORKSPACE_API, optional: true },
            { token: MEMORY_API, optional: true },
            { token: MetricsRegistry, optional: true },
            { token: GENERATION_API, optional: true },
            { token: BILLING_API, optional: true },
          ],
          useFactory: async (
            tasks: TaskRepository,
            leases: TaskLeases,
            tools: ToolRegistry,
            wake: WakeTask,
            policies: SqlToolPolicies,
            mcp: McpAttachments,
            workspace?: WorkspaceApi,
            memory?: MemoryApi,
            metrics?: MetricsRegistry,
            generation?: GenerationApi,
            billing?: BillingApi,
          ) => {
            const model = overrides.model ?? (await createChatModel(config));
            const notices = workspace && {
              pending: (workspaceId: string, taskId: string) =>
                workspace.pendingNotices({ workspaceId, userId: 'system' }, taskId),
              acknowledge: (workspaceId: string, taskId: string, ids: string[]) =>
                workspace.acknowledgeNotices({ workspaceId, userId: 'system' }, taskId, ids),
            };
            // the runtime's spawn tool; a child is briefed by a message, so it wakes as one.
            if (!tools.get(SPAWN_SUBAGENT))
              tools.register(
                spawnSubagentTool(tasks, {
                  wake: (taskId) => void wake(taskId, WakeReason.MESSAGE_DELIVERED),
                  ...(billing ? { shares: billing, authority: billing } : {}),
                }),
              );
            return new TaskWorker(tasks, leases, model, tools, {
              holder,
              wake: (taskId) => void wake(taskId, WakeReason.NEXT_TURN),
              policies: withMcpPolicies(policies, mcp),
              workspaceTools: mcp,
              grader: new ModelRubricGrader(model),
              nodeRetries: overrides.nodeRetries ?? nodeRetriesOf(config),
              peerRetry: {
                ...DEFAULT_PEER_RETRY,
                giveUpAfterMs: config.PEER_RETRY_GIVE_UP_MS ?? DEFAULT_PEER_RETRY.giveUpAfterMs,
              },
              ...(generation ? { capabilities: generation } : {}),
              // Issue 31: the DAG starts no more paid nodes than the budget left covers.
              ...(billing ? { budget: billing } : {}),
              ...(billing
                ? {
                    budgetShares: billing,
                    onShareNotReturned: (err: unknown) =>
                      logger.warn({
                        err,
                        msg: "a sub-agent's budget share was not returned; retried on its next wake",
                      }),
                  }
                : {}),
              ...(metrics
                ? {
                    contextObserver: prometheusContextMetrics(metrics.registry),
                    onEmptyTurn: prometheusEmptyTurns(metrics.registry),
                    onWakeUp: prometheusWakeUps(metrics.registry),
                  }
                : {}),
              ...(notices ? { notices } : {}),
              ...(memory
                ? { memory: memoryContextSource(memory, (err) => logger.warn({ msg: 'memory missed a step', err })) }
                : {}),
            });
          },
        },
        { provide: WorkerPool, inject: [TaskWorker], useFactory: (worker: TaskWorker) => new WorkerPool(worker) },
        {
          provide: TaskRuntimeContext,
          inject: [TaskRepository, WAKE, EVENT_STORE, SQL_CLIENT, SqlToolPolicies, INDEX],
          useFactory: (
            tasks: TaskRepository,
            wake: WakeTask,
            store: EventStore,
            sql: SqlClient,
            policies: SqlToolPolicies,
            cards: ProjectionProcessor,
          ) =>
            new TaskRuntimeContext(
              tasks,
              wake,
              systemClock,
              store,
              new TaskCards(new ProjectionReader(sql, contentSealOf(store)), cards, store),
              policies,
              overrides.nodeRetries ?? nodeRetriesOf(config),
            ),
        },
        ...TASK_RUNTIME_HANDLERS,
        {
          provide: TaskRuntimeBusApi,
          inject: [CommandBus, QueryBus],
          useFactory: (commands: CommandBus, queries: QueryBus) => new TaskRuntimeBusApi({ commands, queries }),
        },
        { provide: TASK_RUNTIME_API, useExisting: TaskRuntimeBusApi },
        {
          provide: ATTENTION,
          inject: [EVENT_STORE, SQL_CLIENT],
          useFactory: (store: EventStore, sql: SqlClient) =>
            new ProjectionProcessor(store, sql, taskAttentionProjection),
        },
        {
          provide: INDEX,
          inject: [EVENT_STORE, SQL_CLIENT],
          useFactory: (store: EventStore, sql: SqlClient) => new ProjectionProcessor(store, sql, taskCardProjection),
        },
        {
          // a stopped task's sub-agents stop too, from the log (a crash in between only delays it).
          provide: STOP_CHILDREN,
          inject: [EVENT_STORE, SQL_CLIENT, TaskRepository, WAKE],
          useFactory: (store: EventStore, sql: SqlClient, tasks: TaskRepository, wake: WakeTask) =>
            new StopChildrenProcessor(store, sql, tasks, (taskId) => void wake(taskId, WakeReason.EXTERNAL_TRIGGER), {
              onError: (error) => logger.warn({ err: error, msg: 'stopping sub-agents failed; retrying' }),
            }),
        },
        {
          provide: Watchdog,
          inject: [SQL_CLIENT, TaskLeases, WorkerPool, ATTENTION],
          // Straight into this instance's pool, not over the bus: a dead instance's partitions stay
          // unassigned until its Kafka session times out (~30 s), while the lease alone keeps one
          // worker per task — so recovery waits only for the lease (measured: kafka-crash.e2e).
          // The turn continues the trace of what left the task needing it (the pool binds the active context).
          useFactory: (sql: SqlClient, leases: TaskLeases, pool: WorkerPool, attention: ProjectionProcessor) =>
            new Watchdog(
              sql,
              leases,
              async (taskId, traceparent) => otelContext.with(contextOf(traceparent), () => pool.submit(taskId)),
              { attention },
            ),
        },
        {
          provide: OutboxPublisher,
          inject: [EVENT_STORE, SQL_CLIENT, MESSAGE_BUS],
          useFactory: (store: EventStore, sql: SqlClient, bus: MessageBus) =>
            new OutboxPublisher(
              store,
              sql,
              'task-runtime-outbox',
              taskOutboxRoutes,
              (messages) => bus.publish(messages),
              {
                onError: (error) => logger.warn({ err: error, msg: 'task outbox batch failed; retrying' }),
              },
            ),
        },
        {
          provide: TaskRuntimeLifecycle,
          inject: [
            TaskLeases,
            ATTENTION,
            INDEX,
            STOP_CHILDREN,
            Watchdog,
            WorkerPool,
            MESSAGE_BUS,
            OutboxPublisher,
            SqlToolPolicies,
            TaskRuntimeBusApi,
            EVENT_STORE,
            TaskRepository,
          ],
          useFactory: (
            leases: TaskLeases,
            attention: ProjectionProcessor,
            index: ProjectionProcessor,
            stopChildren: StopChildrenProcessor,
            watchdog: Watchdog,
            pool: WorkerPool,
            bus: MessageBus,
            outbox: OutboxPublisher,
            policies: SqlToolPolicies,
            runtime: TaskRuntimeBusApi,
            store: EventStore,
            tasks: TaskRepository,
          ) =>
            new TaskRuntimeLifecycle(
              leases,
              [attention, index, stopChildren],
              watchdog,
              pool,
              bus,
              outbox,
              policies,
              // Issue 28: a forget rewrites the summaries of the tasks its evidence came from.
              [...generationResultHandlers(runtime), ...memoryForgottenHandlers(store, tasks)],
            ),
        },
      ],
      exports: [TaskRuntimeBusApi, TASK_RUNTIME_API, SqlToolPolicies, MCP_SERVERS_API],
    };
  }
}
