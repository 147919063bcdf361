import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { Global, Inject, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { ToolRegistry } from '@lomo/agent-tools';
import { systemClock } from '@lomo/clock';
import { APP_CONFIG, type BaseAppConfig } from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { MESSAGE_BUS, TaskPurgeConsumer, type MessageBus } from '@lomo/messaging';
import { hostedService } from '@lomo/observability';
import { WORKSPACE_API, type WorkspaceApi } from '@lomo/service-api';
import { ObjectIndex } from './application/object-index';
import { ObjectRepository } from './application/object-repository';
import { WORKSPACE_HANDLERS, WorkspaceBusApi } from './application/workspace.bus-api';
import { WorkspaceContext } from './application/workspace-context';
import { BLOB_STORE, type BlobStore } from './blob/blob-store';
import { openBlobStore } from './blob/open-blob-store';
import { workspaceSettings, type WorkspaceSettings } from './config/workspace.config';
import { workspaceTools } from './tools/workspace-tools';
import { purgeWorkspaceTask } from './task-deleted/purge-task';

/** Creates the index tables and offers the workspace tools to the task runtime when the app starts. */
@Injectable()
class WorkspaceStartup implements OnModuleInit {
  constructor(
    private readonly index: ObjectIndex,
    private readonly tools: ToolRegistry,
    @Inject(WORKSPACE_API) private readonly api: WorkspaceApi,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.index.migrate();
    for (const tool of workspaceTools(this.api)) this.tools.register(tool);
  }
}

/**
 * The workspace service. The same module runs inside `apps/platform` (embedded) and
 * `apps/workspace` (distributed). It provides `WORKSPACE_API` to every module of the app
 * (global) and registers the workspace tools into the process's `ToolRegistry`.
 * `WORKSPACE_API` dispatches through `CommandBus` / `QueryBus` to one handler per command.
 */
@Global()
@Module({
  imports: [CqrsModule.forRoot()],
  providers: [
    hostedService({
      name: 'workspace',
      purpose: 'Versioned shared objects edited by the user and the agent, with change notices.',
      ownsStreams: ['object'],
    }),
    {
      provide: BLOB_STORE,
      inject: [APP_CONFIG, SQL_CLIENT],
      useFactory: (config: BaseAppConfig & Partial<WorkspaceSettings>, sql: SqlClient): Promise<BlobStore> =>
        openBlobStore(workspaceSettings(config).blobs, sql),
    },
    { provide: ObjectIndex, inject: [SQL_CLIENT], useFactory: (sql: SqlClient) => new ObjectIndex(sql) },
    {
      provide: WorkspaceContext,
      inject: [EVENT_STORE, ObjectIndex, BLOB_STORE, APP_CONFIG],
      useFactory: (
        store: EventStore,
        index: ObjectIndex,
        blobs: BlobStore,
        config: BaseAppConfig & Partial<WorkspaceSettings>,
      ) =>
        new WorkspaceContext(new ObjectRepository(store), index, blobs, systemClock, workspaceSettings(config).limits),
    },
    ...WORKSPACE_HANDLERS,
    {
      provide: WorkspaceBusApi,
      inject: [CommandBus, QueryBus],
      useFactory: (commands: CommandBus, queries: QueryBus) => new WorkspaceBusApi({ commands, queries }),
    },
    { provide: WORKSPACE_API, useExisting: WorkspaceBusApi },
    {
      provide: TaskPurgeConsumer,
      inject: [MESSAGE_BUS, SQL_CLIENT, ObjectIndex, EVENT_STORE],
      useFactory: (bus: MessageBus, sql: SqlClient, index: ObjectIndex, store: EventStore) =>
        new TaskPurgeConsumer(bus, sql, 'workspace', (task) => purgeWorkspaceTask({ store, index }, task)),
    },
    WorkspaceStartup,
  ],
  exports: [WORKSPACE_API],
})
export class WorkspaceModule {}
