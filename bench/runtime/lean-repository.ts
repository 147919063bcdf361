import { randomUUID } from 'node:crypto';
import {
  ConcurrencyConflict,
  DEFAULT_MAX_EVENT_BYTES,
  type EventMetadata,
  type EventStore,
  PostgresEventStore,
  serializeBatch,
  StreamNotFound,
} from '@lomo/event-store';
import type { SqlClient } from '@lomo/database';
import { appendInTransaction, NOTIFY_CHANNEL } from '../../libs/event-store/src/postgres/append';
import { TaskRepository } from '../../libs/services/task-runtime/src/worker/task-repository';
import type { TaskCommand } from '../../libs/services/task-runtime/src/task/task.commands';
import { taskDecider, taskStreamId } from '../../libs/services/task-runtime/src/task/task.decider';
import type { TaskEvent } from '../../libs/services/task-runtime/src/task/task.events';
import type { TaskState } from '../../libs/services/task-runtime/src/task/task.state';

interface Cached {
  state: TaskState;
  events: TaskEvent[];
  /** Revision of the last event folded; undefined = no stream yet. */
  revision: bigint | undefined;
}

/**
 * PROTOTYPE, bench only: what a turn costs when the repository stops re-reading the whole
 * stream. It keeps the folded state of the tasks it works on and
 *  - `load` reads only the events after the cached revision (one statement, no separate
 *    existence check),
 *  - `execute` decides on the cached state and appends with its revision as the expected
 *    one, as one autocommitted statement (the append CTE is atomic on its own);
 *    a conflict means someone else wrote: it catches up once and decides again, which is
 *    what today's read-decide-append does anyway.
 * Same events, same fence (the decider still checks the generation), same commits; left
 * out for brevity: the lost-response idempotency lookup and evicting the cache on lease release.
 */
export class LeanTaskRepository extends TaskRepository {
  private readonly cache = new Map<string, Cached>();
  private notifying?: Promise<void>;
  private notifyAgain = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly sql: SqlClient,
  ) {
    super(eventStore);
  }

  override async load(taskId: string): Promise<{ state: TaskState; events: TaskEvent[] }> {
    const entry = await this.catchUp(taskId);
    return { state: entry.state, events: entry.events };
  }

  override async execute(taskId: string, command: TaskCommand, metadata?: EventMetadata): Promise<TaskState> {
    let entry = this.cache.get(taskId) ?? (await this.catchUp(taskId));
    for (let attempt = 0; ; attempt++) {
      const events = taskDecider.decide(command, entry.state);
      if (events.length === 0) return entry.state;
      try {
        const revision = await this.append(taskId, events, entry.revision, metadata);
        entry = {
          state: events.reduce(taskDecider.evolve, entry.state),
          events: [...entry.events, ...events],
          revision,
        };
        this.cache.set(taskId, entry);
        return entry.state;
      } catch (error) {
        if (!(error instanceof ConcurrencyConflict) || attempt > 0) {
          this.cache.delete(taskId);
          throw error;
        }
        entry = await this.catchUp(taskId);
      }
    }
  }

  private async catchUp(taskId: string): Promise<Cached> {
    const known = this.cache.get(taskId) ?? { state: taskDecider.initialState(), events: [], revision: undefined };
    // Through the store, not SQL on `data`: a sealed log (ADR 0050) is opened there.
    const rows = await this.eventStore
      .readStream(taskStreamId(taskId), { fromRevision: (known.revision ?? -1n) + 1n })
      .catch((error: unknown) => {
        if (error instanceof StreamNotFound) return [];
        throw error;
      });
    if (rows.length === 0) return known;
    const fresh = rows.map((r) => ({ type: r.type, data: r.data }) as TaskEvent);
    const entry = {
      state: fresh.reduce(taskDecider.evolve, known.state),
      events: [...known.events, ...fresh],
      revision: rows[rows.length - 1].revision,
    };
    this.cache.set(taskId, entry);
    return entry;
  }

  private async append(
    taskId: string,
    events: TaskEvent[],
    expected: bigint | undefined,
    metadata?: EventMetadata,
  ): Promise<bigint> {
    const newEvents = events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata }));
    const streamId = taskStreamId(taskId);
    // A new stream takes two statements: that stays the store's transaction.
    if (expected === undefined)
      return (await this.eventStore.append(streamId, newEvents, { expected: 'no_stream' })).nextRevision;
    // A sealing store (ADR 0050) must seal what it appends: its own append (single-statement too).
    if (!(this.eventStore instanceof PostgresEventStore))
      return (await this.eventStore.append(streamId, newEvents, { expected })).nextRevision;
    // An existing stream at a known revision takes the store's single-statement path; on the
    // pool directly, that statement commits by itself: one round trip instead of three.
    const result = await appendInTransaction(
      this.sql,
      streamId,
      serializeBatch(newEvents, DEFAULT_MAX_EVENT_BYTES),
      expected,
    );
    this.announce();
    return result.nextRevision;
  }

  /** The store's coalesced post-commit NOTIFY, kept so the prototype publishes as much as today. */
  private announce(): void {
    this.notifyAgain = true;
    this.notifying ??= (async () => {
      while (this.notifyAgain) {
        this.notifyAgain = false;
        await this.sql.query(`select pg_notify($1, '')`, [NOTIFY_CHANNEL]).catch(() => undefined);
      }
      this.notifying = undefined;
    })();
  }
}
