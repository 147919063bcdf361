import { handleCommand, type EventMetadata, type EventStore, StreamNotFound } from '@lomo/event-store';
import type { TaskCommand } from '../task/task.commands';
import { taskDecider, taskStreamId } from '../task/task.decider';
import type { TaskEvent } from '../task/task.events';
import type { TaskState } from '../task/task.state';

/** Loads and changes task streams; the only writer of `task-*`. */
export class TaskRepository {
  constructor(private readonly store: EventStore) {}

  /** State and the raw events (the worker builds model context from them). */
  async load(taskId: string): Promise<{ state: TaskState; events: TaskEvent[] }> {
    try {
      const recorded = await this.store.readStream(taskStreamId(taskId));
      const events = recorded.map((e) => ({ type: e.type, data: e.data }) as TaskEvent);
      return { state: events.reduce(taskDecider.evolve, taskDecider.initialState()), events };
    } catch (error) {
      if (error instanceof StreamNotFound) return { state: taskDecider.initialState(), events: [] };
      throw error;
    }
  }

  /**
   * Decides and appends with the expected revision. A write that raced another (a stop
   * pressed mid-turn, a completion arriving during a step) is decided again on fresh state —
   * safe because the decider re-checks everything, the generation fence included; a stale
   * generation still throws.
   */
  async execute(taskId: string, command: TaskCommand, metadata?: EventMetadata): Promise<TaskState> {
    const result = await handleCommand(this.store, taskStreamId(taskId), taskDecider, command, { metadata, retryOnConflict: 3 });
    return result.newState;
  }
}
