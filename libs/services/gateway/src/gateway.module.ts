import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type BaseAppConfig } from '@lomo/config';
import { REDIS } from '@lomo/connections';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { contentSealOf, EVENT_STORE, type EventStore } from '@lomo/event-store';
import { MESSAGE_BUS, TaskPurgeConsumer, type MessageBus } from '@lomo/messaging';
import {
  BILLING_API,
  MEMORY_API,
  ROUTER_API,
  TASK_RUNTIME_API,
  WORKSPACE_API,
  type BillingApi,
  type MemoryApi,
  type RouterApi,
  type TaskRuntimeApi,
  type WorkspaceApi,
} from '@lomo/service-api';
import { systemClock, type Clock } from '@lomo/clock';
import { DeletionsController } from './deletions/deletions.controller';
import { DELETIONS_CLOCK } from './deletions/deletions.tokens';
import { PersonErasures } from './deletions/person-erasures';
import { UsersController } from './deletions/users.controller';
import { RetentionPolicies, RetentionSweeper } from './deletions/retention';
import { RetentionController } from './deletions/retention.controller';
import { purgeGatewayTask } from './task-deleted/purge-task';
import { hostedService } from '@lomo/observability';
import { ApiKeyGuard } from './auth/api-key.guard';
import { ApiKeys } from './auth/api-keys';
import { DevKey } from './auth/dev-key';
import { DevSessionController } from './auth/dev-session.controller';
import { ConsoleController } from './console/console.controller';
import { DocsController } from './docs/docs.controller';
import { GatewayLifecycle } from './gateway.lifecycle';
import { GATEWAY_SETTINGS, gatewaySettings, type GatewaySettings } from './gateway.settings';
import { IdempotencyInterceptor, IdempotencyStore } from './http/idempotency';
import { InputGuardInterceptor } from './http/input-guard';
import { KeyThrottlerGuard } from './http/key-throttler.guard';
import { ProblemFilter } from './http/problem.filter';
import { RedisThrottlerStorage } from './http/redis-throttler.storage';
import { AuthorityController } from './billing/authority.controller';
import { BillingController } from './billing/billing.controller';
import { CredentialsController } from './credentials/credentials.controller';
import { purgeVaultTask, Vault, VaultModule } from '@lomo/vault';
import { PlanApprovalController } from './billing/plan-approval.controller';
import { MainThreadController } from './main-thread/main-thread.controller';
import { McpServersController } from './mcp-servers/mcp-servers.controller';
import { MemoriesController, ProfileController } from './memories/memories.controller';
import { ObjectsController } from './objects/objects.controller';
import { ResumableUploads } from './objects/resumable/resumable-uploads';
import { UploadsController } from './objects/resumable/uploads.controller';
import { ToolPoliciesController } from './policies/tool-policies.controller';
import { InProcessFanOut, RedisFanOut, type StatusFanOut } from './status/status-fan-out';
import { SqlFeedCheckpoint } from './status/feed-checkpoint';
import { redisLeadership, soleLeader, StatusFeed } from './status/status-feed';
import { StatusReader } from './status/status-reader';
import { SseConnections } from './status/sse-connection';
import { StatusController } from './status/status.controller';
import { STATUS_FAN_OUT } from './status/status.tokens';
import { TasksController } from './tasks/tasks.controller';
import { TaskInboxController } from './tasks/task-inbox.controller';
import { TriggersController } from './triggers/triggers.controller';

const OPTIONAL_REDIS = { token: REDIS, optional: true };

/**
 * The gateway service: the `/v1` REST API and its SSE status streams, API keys, rate limits,
 * the web console and `/docs`. The same module runs inside `apps/platform` (embedded) and
 * `apps/gateway` (distributed). It calls other services only through `@lomo/service-api`
 * tokens; with Redis configured, rate limits and the status fan-out span every replica.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, OPTIONAL_REDIS],
      useFactory: (config: BaseAppConfig, redis?: Redis) => ({
        throttlers: [{ name: 'per-key', ttl: 60_000, limit: gatewaySettings(config).rateLimitPerMinute }],
        ...(redis ? { storage: new RedisThrottlerStorage(redis) } : {}),
      }),
    }),
    VaultModule,
  ],
  controllers: [
    MainThreadController,
    TasksController,
    TaskInboxController,
    TriggersController,
    ObjectsController,
    UploadsController,
    MemoriesController,
    ProfileController,
    ToolPoliciesController,
    McpServersController,
    BillingController,
    CredentialsController,
    AuthorityController,
    PlanApprovalController,
    StatusController,
    DeletionsController,
    UsersController,
    RetentionController,
    DevSessionController,
    DocsController,
    ConsoleController,
  ],
  providers: [
    hostedService({
      name: 'gateway',
      purpose: 'The single entry point for clients: REST/SSE API, API keys, rate limits, status fan-out.',
      ownsStreams: [],
    }),
    { provide: GATEWAY_SETTINGS, inject: [APP_CONFIG], useFactory: gatewaySettings },
    {
      provide: ResumableUploads,
      inject: [GATEWAY_SETTINGS, { token: WORKSPACE_API, optional: true }, { token: TASK_RUNTIME_API, optional: true }],
      useFactory: (settings: GatewaySettings, workspace?: WorkspaceApi, runtime?: TaskRuntimeApi) =>
        new ResumableUploads(settings, workspace, runtime),
    },
    { provide: ApiKeys, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new ApiKeys(sql) },
    {
      provide: IdempotencyStore,
      inject: [SQL_CLIENT, EVENT_STORE],
      useFactory: (sql: SqlClient, store: EventStore) => new IdempotencyStore(sql, undefined, contentSealOf(store)),
    },
    { provide: DevKey, inject: [ApiKeys], useFactory: (keys: ApiKeys) => new DevKey(keys) },
    ApiKeyGuard,
    KeyThrottlerGuard,
    InputGuardInterceptor,
    IdempotencyInterceptor,
    { provide: APP_FILTER, useClass: ProblemFilter },
    { provide: StatusReader, inject: [EVENT_STORE], useFactory: (store: EventStore) => new StatusReader(store) },
    {
      provide: STATUS_FAN_OUT,
      inject: [OPTIONAL_REDIS],
      useFactory: (redis?: Redis): StatusFanOut => (redis ? new RedisFanOut(redis) : new InProcessFanOut()),
    },
    { provide: SqlFeedCheckpoint, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new SqlFeedCheckpoint(sql) },
    {
      provide: StatusFeed,
      inject: [EVENT_STORE, StatusReader, STATUS_FAN_OUT, SqlFeedCheckpoint, OPTIONAL_REDIS],
      useFactory: (
        store: EventStore,
        reader: StatusReader,
        fanOut: StatusFanOut,
        checkpoint: SqlFeedCheckpoint,
        redis?: Redis,
      ) => new StatusFeed(store, reader, fanOut, redis ? redisLeadership(redis, checkpoint) : soleLeader()),
    },
    { provide: SseConnections, useFactory: () => new SseConnections() },
    {
      provide: TaskPurgeConsumer,
      inject: [MESSAGE_BUS, SQL_CLIENT, EVENT_STORE],
      // The vault lives in the gateway's processes: its task-scoped credentials go with the task.
      useFactory: (bus: MessageBus, sql: SqlClient, store: EventStore) =>
        new TaskPurgeConsumer(bus, sql, 'gateway', (task) =>
          Promise.all([purgeGatewayTask(sql, task), purgeVaultTask(sql, store, task)]),
        ),
    },
    { provide: DELETIONS_CLOCK, useValue: systemClock },
    { provide: RetentionPolicies, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new RetentionPolicies(sql) },
    {
      provide: RetentionSweeper,
      inject: [
        RetentionPolicies,
        SQL_CLIENT,
        DELETIONS_CLOCK,
        { token: TASK_RUNTIME_API, optional: true },
        { token: BILLING_API, optional: true },
        { token: WORKSPACE_API, optional: true },
      ],
      useFactory: (
        policies: RetentionPolicies,
        sql: SqlClient,
        clock: Clock,
        runtime?: TaskRuntimeApi,
        billing?: BillingApi,
        workspace?: WorkspaceApi,
      ) => new RetentionSweeper(policies, sql, clock, runtime, { billing, workspace }),
    },
    {
      provide: PersonErasures,
      inject: [
        SQL_CLIENT,
        Vault,
        ApiKeys,
        IdempotencyStore,
        DELETIONS_CLOCK,
        { token: TASK_RUNTIME_API, optional: true },
        { token: MEMORY_API, optional: true },
        { token: ROUTER_API, optional: true },
      ],
      useFactory: (
        sql: SqlClient,
        vault: Vault,
        keys: ApiKeys,
        idempotency: IdempotencyStore,
        clock: Clock,
        runtime?: TaskRuntimeApi,
        memory?: MemoryApi,
        router?: RouterApi,
      ) => new PersonErasures({ sql, vault, keys, idempotency, runtime, memory, router }, clock),
    },
    {
      provide: GatewayLifecycle,
      inject: [
        GATEWAY_SETTINGS,
        ApiKeys,
        IdempotencyStore,
        SqlFeedCheckpoint,
        DevKey,
        STATUS_FAN_OUT,
        StatusFeed,
        SseConnections,
      ],
      useFactory: (
        settings: GatewaySettings,
        keys: ApiKeys,
        idem: IdempotencyStore,
        checkpoint: SqlFeedCheckpoint,
        dev: DevKey,
        fanOut: StatusFanOut,
        feed: StatusFeed,
        sse: SseConnections,
      ) => new GatewayLifecycle(settings, keys, idem, checkpoint, dev, fanOut, feed, sse),
    },
  ],
  exports: [ApiKeys],
})
export class GatewayModule {}
