import { type DynamicModule, Module } from '@nestjs/common';
import type { BaseAppConfig } from '@lomo/config';
import { EVENT_STORE, ProjectionProcessor, type EventStore } from '@lomo/event-store';
import { SQL_CLIENT, type SqlClient } from '@lomo/infra';
import { createChatModel, type LlmSettings } from '@lomo/llm';
import { hostedService } from '@lomo/observability';
import { systemClock } from '@lomo/testing';
import { TaskRuntimeService } from './application/task-runtime.service';
import { TaskLeases } from './execution/task-leases';
import { TaskRepository } from './execution/task-repository';
import { TaskWorker } from './execution/task-worker';
import { ToolRegistry } from './execution/tool-registry';
import { WorkerPool } from './execution/worker-pool';
import { TaskRuntimeLifecycle } from './nest/task-runtime.lifecycle';
import { taskAttentionProjection } from './watchdog/task-attention.projection';
import { Watchdog } from './watchdog/watchdog';

/** Settings the runtime reads: the app's config plus the model's (`withLlmConfig`). */
export type TaskRuntimeConfig = BaseAppConfig & LlmSettings;

/**
 * The task-runtime service. The same module runs inside `apps/platform` (embedded) and
 * `apps/task-runtime` (distributed). Wake-ups go straight to this process's worker pool;
 * the watchdog re-finds any that are lost.
 */
@Module({})
export class TaskRuntimeModule {
  static forRoot(config: TaskRuntimeConfig): DynamicModule {
    return {
      module: TaskRuntimeModule,
      providers: [
        hostedService({ name: 'task-runtime', purpose: 'Runs tasks durably: inbox, turns and steps, tool journal, leases and fencing.', ownsStreams: ['task'] }),
        { provide: TaskRepository, inject: [EVENT_STORE], useFactory: (store: EventStore) => new TaskRepository(store) },
        { provide: TaskLeases, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new TaskLeases(sql, 10_000) },
        { provide: ToolRegistry, useFactory: () => new ToolRegistry() },
        {
          provide: TaskWorker,
          inject: [TaskRepository, TaskLeases, ToolRegistry],
          useFactory: async (tasks: TaskRepository, leases: TaskLeases, tools: ToolRegistry) => new TaskWorker(tasks, leases, await createChatModel(config), tools),
        },
        { provide: WorkerPool, inject: [TaskWorker], useFactory: (worker: TaskWorker) => new WorkerPool(worker) },
        {
          provide: TaskRuntimeService,
          inject: [TaskRepository, WorkerPool],
          useFactory: (tasks: TaskRepository, pool: WorkerPool) => new TaskRuntimeService(tasks, (taskId) => pool.submit(taskId), systemClock),
        },
        {
          provide: ProjectionProcessor,
          inject: [EVENT_STORE, SQL_CLIENT],
          useFactory: (store: EventStore, sql: SqlClient) => new ProjectionProcessor(store, sql, taskAttentionProjection),
        },
        {
          provide: Watchdog,
          inject: [SQL_CLIENT, TaskLeases, WorkerPool],
          useFactory: (sql: SqlClient, leases: TaskLeases, pool: WorkerPool) => new Watchdog(sql, leases, (taskId) => pool.submit(taskId)),
        },
        {
          provide: TaskRuntimeLifecycle,
          inject: [TaskLeases, ProjectionProcessor, Watchdog, WorkerPool],
          useFactory: (leases: TaskLeases, attention: ProjectionProcessor, watchdog: Watchdog, pool: WorkerPool) => new TaskRuntimeLifecycle(leases, attention, watchdog, pool),
        },
      ],
      exports: [TaskRuntimeService, ToolRegistry],
    };
  }
}
