import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { CheckpointedProcessor, OutboxPublisher } from '@lomo/event-store';
import type { MessageBus, Subscription } from '@lomo/messaging';
import type { SqlToolPolicies } from '../data-access/sql-tool-policies';
import type { TaskLeases } from '../worker/task-leases';
import type { WorkerPool } from '../worker/worker-pool';
import type { HandlerBinding } from '@lomo/messaging';
import { subscribeWakeups } from '../integration/task-wakeups';
import type { Watchdog } from '../watchdog/watchdog';

/**
 * Starts the runtime's background parts after the app is up and stops them in reverse on
 * shutdown: no new wake-ups (the subscription leaves the group, so another instance takes
 * its partitions), turns in flight finish (and release their leases), then the watchdog, the
 * outbox (after the drain, so the last turns' events still go out) and the attention
 * projections stop, and last the session lock that binds this process's leases to its life. The bus itself is closed later by MessagingModule: a global module's
 * shutdown hooks run after this module's, and draining turns still publish wake-ups.
 */
export class TaskRuntimeLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private wakeups?: Subscription;

  constructor(
    private readonly leases: TaskLeases,
    private readonly projections: CheckpointedProcessor[],
    private readonly watchdog: Watchdog,
    private readonly pool: WorkerPool,
    private readonly bus: MessageBus,
    private readonly outbox: OutboxPublisher,
    private readonly policies: SqlToolPolicies,
    private readonly moreHandlers: HandlerBinding[] = [],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.leases.migrate();
    await this.policies.migrate();
    for (const projection of this.projections) await projection.start();
    await this.watchdog.migrate();
    await this.outbox.start();
    this.wakeups = await subscribeWakeups(this.bus, this.pool, this.moreHandlers);
    this.watchdog.start();
  }

  async onApplicationShutdown(): Promise<void> {
    // The handler only queues into the pool, so a short drain of the subscription suffices.
    await this.wakeups?.close({ timeoutMs: 5_000 });
    await this.pool.drain();
    await this.watchdog.stop();
    await this.outbox.stop();
    for (const projection of this.projections) await projection.stop();
    // Last: until now another instance must not take over this one's leases.
    await this.leases.close();
  }
}
