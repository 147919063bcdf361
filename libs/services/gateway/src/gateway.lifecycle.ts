import type {
  BeforeApplicationShutdown,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import type { ApiKeys } from './auth/api-keys';
import type { DevKey } from './auth/dev-key';
import type { GatewaySettings } from './gateway.settings';
import type { IdempotencyStore } from './http/idempotency';
import type { SqlFeedCheckpoint } from './status/feed-checkpoint';
import type { StatusFanOut } from './status/status-fan-out';
import type { StatusFeed } from './status/status-feed';
import type { SseConnections } from './status/sse-connection';

/** Creates the gateway's tables, issues the local key, and runs the status feed while the app lives. */
export class GatewayLifecycle
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  constructor(
    private readonly settings: GatewaySettings,
    private readonly keys: ApiKeys,
    private readonly idempotency: IdempotencyStore,
    private readonly feedCheckpoint: SqlFeedCheckpoint,
    private readonly devKey: DevKey,
    private readonly fanOut: StatusFanOut,
    private readonly feed: StatusFeed,
    private readonly connections: SseConnections,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.keys.migrate();
    await this.idempotency.migrate();
    await this.feedCheckpoint.migrate();
    if (this.settings.devLogin) await this.devKey.issue();
  }

  /** Nothing here waits for Redis: the app boots with it down (readiness says so) and the feed retries until it is back. */
  onApplicationBootstrap(): void {
    this.feed.start();
  }

  /** Open SSE streams would keep the HTTP server from closing; clients reconnect elsewhere with Last-Event-ID. */
  beforeApplicationShutdown(): void {
    this.connections.endAll();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed.stop();
    await this.fanOut.close();
  }
}
