import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { ToolRegistry } from '@lomo/agent-tools';
import type { SqlClient } from '@lomo/database';
import type { OutboxPublisher } from '@lomo/event-store';
import { migrateInbox, type MessageBus, type Subscription } from '@lomo/messaging';
import type { SearchIndex } from '@lomo/search';
import type { MemoryApi } from '@lomo/service-api';
import type { TaskMessagesPorts } from './integration/task-messages.consumer';
import { subscribeTaskMessages } from './integration/task-messages.consumer';
import type { TaskOwners } from './integration/task-owners';
import type { MainThreadMessages } from './integration/main-thread-messages.processor';
import type { MemoryCurator } from './curation/memory-curator';
import type { ForgetRedactor } from './retrieval/forget-redactor.processor';
import type { ReExtractor } from './application/re-extractor.processor';
import type { MemoryIndexProcessor } from './retrieval/memory-index.processor';
import { memoryTools } from './tools/memory-tools';

export interface MemoryParts {
  sql: SqlClient;
  bus: MessageBus;
  index: SearchIndex;
  indexer: MemoryIndexProcessor;
  outbox: OutboxPublisher;
  owners: TaskOwners;
  api: MemoryApi;
  readMessage: TaskMessagesPorts['readMessage'];
  tools?: ToolRegistry;
  curator: MemoryCurator;
  redactor: ForgetRedactor;
  reExtractor: ReExtractor;
  /** Reads the main-thread messages no task reads (issue 28). */
  mainThread: MainThreadMessages;
  purgeTask: TaskMessagesPorts['purgeTask'];
}

/**
 * Starts memory's background parts once the app is up — tables, the memory index, the
 * outbox, the task-message subscription — registers the agent tools, and stops them in
 * reverse before shutdown while the database and bus are still open.
 */
export class MemoryLifecycle implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('memory');
  private messages?: Subscription;

  constructor(private readonly parts: MemoryParts) {}

  /** The tools join the registry before any app's bootstrap, so a tool host lists them from its first call. */
  onModuleInit(): void {
    const p = this.parts;
    for (const tool of memoryTools(p.api, (ws, task) => p.owners.userOf(ws, task))) p.tools?.register(tool);
  }

  async onApplicationBootstrap(): Promise<void> {
    const p = this.parts;
    await p.owners.migrate();
    await migrateInbox(p.sql);
    await p.index.init();
    await p.indexer.start();
    await p.outbox.start();
    await p.redactor.start();
    await p.reExtractor.start();
    this.messages = await subscribeTaskMessages(p.bus, {
      sql: p.sql,
      owners: p.owners,
      readMessage: p.readMessage,
      observe: (caller, input) => p.api.observeMessage(caller, input),
      purgeTask: (task) => p.purgeTask(task),
    });
    await p.mainThread.start();
    p.curator.start();
    this.logger.log('memory started: index, outbox, task- and main-thread-message extraction and the curator running');
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.parts.curator.stop();
    await this.parts.mainThread.stop();
    await this.messages?.close({ timeoutMs: 5_000 });
    await this.parts.reExtractor.stop();
    await this.parts.redactor.stop();
    await this.parts.outbox.stop();
    await this.parts.indexer.stop();
  }
}
