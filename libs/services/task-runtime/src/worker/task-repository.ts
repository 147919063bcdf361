import { EventSourcedCommandHandler, type EventMetadata, type EventStore } from '@lomo/event-store';
import type { TaskCommand } from '../task/task.commands';
import { taskDecider, taskStreamId } from '../task/task.decider';
import type { TaskEvent } from '../task/task.events';
import type { TaskState } from '../task/task.state';

/**
 * Loads and changes task streams; the only writer of `task-*`. The shared command handler
 * keeps the streams it recently touched in memory with their events (the worker builds model
 * context from them) and reads only their new events; it decides on the cached state first
 * and trusts a refusal or a no-op only on fresh state.
 * (bench/runtime measured the full re-read per command as the main per-step cost.)
 */
export class TaskRepository {
  private readonly handler: EventSourcedCommandHandler<TaskCommand, TaskEvent, TaskState>;

  constructor(store: EventStore, options: { cachedStreams?: number } = {}) {
    this.handler = new EventSourcedCommandHandler(store, taskDecider, {
      cache: { maxStreams: options.cachedStreams ?? 1_000, keepEvents: true },
      // A purged task reads as one that never existed: nothing to run, nothing to show.
      purgedReadsAsNew: true,
    });
  }

  /** State and the raw events (the worker builds model context from them), read up to now. */
  async load(taskId: string): Promise<{ state: TaskState; events: TaskEvent[] }> {
    const loaded = await this.handler.load(taskStreamId(taskId));
    return { state: loaded.state, events: [...loaded.events] };
  }

  /**
   * Decides and appends with the expected revision. A write that raced another (a stop
   * pressed mid-turn, a completion arriving during a step) is decided again on fresh state —
   * safe because the decider re-checks everything, the generation fence included; a stale
   * generation still throws.
   */
  async execute(taskId: string, command: TaskCommand, metadata?: EventMetadata): Promise<TaskState> {
    return (await this.handler.execute(taskStreamId(taskId), command, { metadata })).newState;
  }

  /** Drops a stream from the cache (after a purge). */
  forget(taskId: string): void {
    this.handler.forget(taskStreamId(taskId));
  }
}
