import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  ConcurrencyConflict,
  type EventMetadata,
  type EventStore,
  StreamDeleted,
  StreamNotFound,
} from '@lomo/event-store';
import type { TaskCommand } from '../task/task.commands';
import { taskDecider, taskStreamId } from '../task/task.decider';
import type { TaskEvent } from '../task/task.events';
import type { TaskState } from '../task/task.state';

/** An immutable snapshot: concurrent callers on one task each build their own successor. */
interface CachedStream {
  state: TaskState;
  events: readonly TaskEvent[];
  revision: bigint | undefined;
}

/** Attempts of one command: the first may decide on cached state, the rest on fresh state. */
const MAX_ATTEMPTS = 4;

/**
 * Loads and changes task streams; the only writer of `task-*`. It keeps the streams it
 * recently touched in memory and reads only their new events, and it decides a command on
 * the cached state first: the append is conditional on the cached revision, so a stale cache
 * can never write — it gets a conflict, and a refusal or a no-op decided on cached state is
 * not trusted either: each refreshes and decides again.
 * (bench/runtime measured the full re-read per command as the main per-step cost.)
 */
export class TaskRepository {
  private readonly streams: LRUCache<string, CachedStream>;

  constructor(
    private readonly store: EventStore,
    options: { cachedStreams?: number } = {},
  ) {
    this.streams = new LRUCache({ max: options.cachedStreams ?? 1_000 });
  }

  /** State and the raw events (the worker builds model context from them), read up to now. */
  async load(taskId: string): Promise<{ state: TaskState; events: TaskEvent[] }> {
    const entry = await this.refresh(taskId);
    return { state: entry.state, events: [...entry.events] };
  }

  /**
   * Decides and appends with the expected revision. A write that raced another (a stop
   * pressed mid-turn, a completion arriving during a step) is decided again on fresh state —
   * safe because the decider re-checks everything, the generation fence included; a stale
   * generation still throws.
   */
  async execute(taskId: string, command: TaskCommand, metadata?: EventMetadata): Promise<TaskState> {
    let entry = this.streams.get(taskId);
    let fresh = false;
    for (let attempt = 1; ; attempt++) {
      if (!entry) {
        entry = await this.refresh(taskId);
        fresh = true;
      }
      try {
        const decided = taskDecider.decide(command, entry.state);
        if (decided.length === 0) {
          // "Nothing to do" is only trustworthy on fresh state (another process may have changed it).
          if (fresh) return entry.state;
          entry = undefined;
          continue;
        }
        const result = await this.store.append(
          taskStreamId(taskId),
          decided.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
          { expected: entry.revision ?? 'no_stream' },
        );
        const next = {
          state: decided.reduce(taskDecider.evolve, entry.state),
          events: [...entry.events, ...decided],
          revision: result.nextRevision,
        };
        this.streams.set(taskId, next);
        return next.state;
      } catch (error) {
        // A refusal or conflict decided on cached state may be the cache's fault: retry fresh.
        const retryable = error instanceof ConcurrencyConflict || !fresh;
        if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
        entry = undefined;
      }
    }
  }

  /** Drops a stream from the cache (after a purge). */
  forget(taskId: string): void {
    this.streams.delete(taskId);
  }

  /** Brings the cached stream up to date by reading only the events after its revision. */
  private async refresh(taskId: string): Promise<CachedStream> {
    const cached = this.streams.get(taskId);
    const base: CachedStream = cached ?? { state: taskDecider.initialState(), events: [], revision: undefined };
    try {
      const recorded = await this.store.readStream(
        taskStreamId(taskId),
        base.revision === undefined ? {} : { fromRevision: base.revision + 1n },
      );
      const events = recorded.map((e) => ({ type: e.type, data: e.data }) as TaskEvent);
      const entry = {
        state: events.reduce(taskDecider.evolve, base.state),
        events: [...base.events, ...events],
        revision: recorded.at(-1)?.revision ?? base.revision,
      };
      this.streams.set(taskId, entry);
      return entry;
    } catch (error) {
      // A purged task reads as one that never existed: nothing to run, nothing to show.
      if (!(error instanceof StreamNotFound || error instanceof StreamDeleted)) throw error;
      this.streams.delete(taskId);
      return { state: taskDecider.initialState(), events: [], revision: undefined };
    }
  }
}
