import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { ProjectionProcessor } from '@lomo/event-store';
import type { TaskLeases } from '../execution/task-leases';
import type { WorkerPool } from '../execution/worker-pool';
import type { Watchdog } from '../watchdog/watchdog';

/**
 * Starts the runtime's background parts after the app is up and stops them in reverse on
 * shutdown: no new wake-ups, turns in flight finish (and release their leases), then the
 * watchdog and the attention projection stop.
 */
export class TaskRuntimeLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly leases: TaskLeases,
    private readonly attention: ProjectionProcessor,
    private readonly watchdog: Watchdog,
    private readonly pool: WorkerPool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.leases.migrate();
    await this.attention.start();
    await this.watchdog.migrate();
    this.watchdog.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.drain();
    await this.watchdog.stop();
    await this.attention.stop();
  }
}
