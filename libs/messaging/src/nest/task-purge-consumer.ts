import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { SqlClient } from '@lomo/database';
import { subscribeTaskPurges, type DeletedTask } from '../catalog/task-purges';
import { type HandlerBinding, type MessageBus, type Subscription } from '../message-bus';

/**
 * A service's follower of task deletions (R-10.8), as a Nest provider: subscribes its group
 * to `TaskPurged` once the app is up and drains on shutdown. Only for a service with no other
 * subscription in its group: a second member would be assigned part of the group's partitions
 * on every topic of the group and drop what it does not handle — its other topics' handlers
 * go in `more`. The others add `onTaskPurged` to their subscription.
 */
export class TaskPurgeConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private subscription?: Subscription;

  constructor(
    private readonly bus: MessageBus,
    private readonly sql: SqlClient,
    /** The service's consumer group (its name, declared in the topic catalog). */
    private readonly group: string,
    /** Deletes what the service derived from the task; idempotent. */
    private readonly purge: (task: DeletedTask) => Promise<unknown>,
    /** Handlers of the group's other topics, in the same subscription. */
    private readonly more: HandlerBinding[] = [],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await subscribeTaskPurges(this.bus, this.sql, this.group, this.purge, this.more);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.close({ timeoutMs: 5_000 });
  }
}
