import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import type { Decider } from './decider';
import { ConcurrencyConflict } from './errors';
import { EventSourcedCommandHandler, type EventSourcedHandlerOptions } from './event-sourced-handler';
import { PostgresEventStore } from './postgres/postgres-event-store';

type Command =
  | { type: 'Add'; generation: number }
  | { type: 'Bump' }
  | { type: 'Note'; note: string }
  | { type: 'Unnote'; note: string };
type Event =
  | { type: 'Added'; data: Record<string, never> }
  | { type: 'Bumped'; data: Record<string, never> }
  | { type: 'Noted'; data: { note: string } }
  | { type: 'Unnoted'; data: { note: string } };
interface State {
  count: number;
  generation: number;
  notes: readonly string[];
}

class StaleGeneration extends Error {}

/** A counter fenced by a generation (like a task's execution) and a set of notes (for no-ops). */
const decider: Decider<Command, Event, State> = {
  initialState: () => ({ count: 0, generation: 0, notes: [] }),
  decide(command, state) {
    switch (command.type) {
      case 'Add':
        if (command.generation !== state.generation) throw new StaleGeneration(`generation ${command.generation}`);
        return [{ type: 'Added', data: {} }];
      case 'Bump':
        return [{ type: 'Bumped', data: {} }];
      case 'Note':
        return state.notes.includes(command.note) ? [] : [{ type: 'Noted', data: { note: command.note } }];
      case 'Unnote':
        return state.notes.includes(command.note) ? [{ type: 'Unnoted', data: { note: command.note } }] : [];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'Added':
        return { ...state, count: state.count + 1 };
      case 'Bumped':
        return { ...state, generation: state.generation + 1 };
      case 'Noted':
        return { ...state, notes: [...state.notes, event.data.note] };
      case 'Unnoted':
        return { ...state, notes: state.notes.filter((n) => n !== event.data.note) };
    }
  },
};

describe('the shared event-sourced command handler (PGlite)', () => {
  let sql: SqlClient;
  let store: PostgresEventStore;
  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    store = await PostgresEventStore.open(sql);
  });
  afterAll(async () => {
    await store.close();
    await sql.close();
  });

  const stream = () => `counter-${randomUUID()}`;
  const typesIn = async (streamId: string) => (await store.readStream(streamId)).map((e) => e.type);
  const handler = (options: EventSourcedHandlerOptions = {}) => {
    const retries: number[] = [];
    const h = new EventSourcedCommandHandler(store, decider, {
      ...options,
      onRetry: ({ delayMs }) => retries.push(delayMs),
    });
    return Object.assign(h, { retries });
  };

  it('given another writer wins the race, when the command is handled, then it is retried after a backoff on fresh state', async () => {
    const streamId = stream();
    await store.append(streamId, [{ id: randomUUID(), type: 'Added', data: {} }], { expected: 'no_stream' });
    const h = handler({ retry: { initialDelayMs: 5 } });
    let prepared = 0;

    const result = await h.execute(streamId, async (loaded) => {
      // The first preparation races a concurrent append; the retry sees it.
      if (prepared++ === 0)
        await store.append(streamId, [{ id: randomUUID(), type: 'Added', data: {} }], { expected: loaded.revision! });
      return { type: 'Add', generation: 0 };
    });

    expect(prepared).toBe(2);
    expect(h.retries).toHaveLength(1);
    expect(h.retries[0]).toBeGreaterThan(0);
    expect(result.newState.count).toBe(3);
    expect(await typesIn(streamId)).toEqual(['Added', 'Added', 'Added']);
  });

  it('given every attempt loses its race, when the retries run out, then the conflict is thrown', async () => {
    const streamId = stream();
    const h = handler({ retry: { maxRetries: 2, initialDelayMs: 1 } });

    await expect(
      h.execute(streamId, async (loaded) => {
        await store.append(streamId, [{ id: randomUUID(), type: 'Bumped', data: {} }], {
          expected: loaded.revision ?? 'no_stream',
        });
        return { type: 'Bump' };
      }),
    ).rejects.toBeInstanceOf(ConcurrencyConflict);

    expect(h.retries).toHaveLength(2);
    expect(await typesIn(streamId)).toEqual(['Bumped', 'Bumped', 'Bumped']);
  });

  it('given a stale generation, when the command is handled on fresh state, then the refusal is thrown at once, not retried, and nothing is written', async () => {
    const streamId = stream();
    const h = handler({ cache: {} });
    await h.execute(streamId, { type: 'Bump' });

    await expect(h.execute(streamId, { type: 'Add', generation: 0 })).rejects.toBeInstanceOf(StaleGeneration);

    expect(h.retries).toEqual([]);
    expect(await typesIn(streamId)).toEqual(['Bumped']);
  });

  it('given a cache that missed another writer, when the cached state refuses, then the command is decided again on fresh state without backoff', async () => {
    const streamId = stream();
    const mine = handler({ cache: {} });
    const other = handler();
    await mine.execute(streamId, { type: 'Add', generation: 0 });
    await other.execute(streamId, { type: 'Bump' });

    // Cached: generation 0 refuses generation 1; fresh: generation 1 accepts it.
    const result = await mine.execute(streamId, { type: 'Add', generation: 1 });

    expect(result.newEvents.map((e) => e.type)).toEqual(['Added']);
    expect(result.newState).toMatchObject({ count: 2, generation: 1 });
    expect(mine.retries).toEqual([]);
    expect(await typesIn(streamId)).toEqual(['Added', 'Bumped', 'Added']);
  });

  it('given a cache that missed another writer, when the cached state says no-op, then it is decided again on fresh state', async () => {
    const streamId = stream();
    const mine = handler({ cache: {} });
    await mine.execute(streamId, { type: 'Note', note: 'a' });
    await handler().execute(streamId, { type: 'Unnote', note: 'a' });

    const result = await mine.execute(streamId, { type: 'Note', note: 'a' });

    expect(result.newEvents.map((e) => e.type)).toEqual(['Noted']);
    expect(await typesIn(streamId)).toEqual(['Noted', 'Unnoted', 'Noted']);
  });

  it('given the command changes nothing on fresh state, when it is handled, then nothing is appended and the state is returned', async () => {
    const streamId = stream();
    const h = handler({ cache: {} });
    await h.execute(streamId, { type: 'Note', note: 'a' });

    const result = await h.execute(streamId, { type: 'Note', note: 'a' });

    expect(result).toMatchObject({ newEvents: [], nextRevision: 0n, newState: { notes: ['a'] } });
    expect(await typesIn(streamId)).toEqual(['Noted']);
  });

  it('given a command re-run with the same event ids after its first append (a lost response), when it is handled, then nothing is appended twice', async () => {
    const streamId = stream();
    const eventId = randomUUID();
    const first = await handler().execute(streamId, { type: 'Bump' }, { newId: () => eventId });

    const again = await handler().execute(streamId, { type: 'Bump' }, { newId: () => eventId });

    expect(first.newEvents).toHaveLength(1);
    expect(again).toMatchObject({ newEvents: [], nextRevision: 0n, newState: { generation: 1 } });
    expect(await typesIn(streamId)).toEqual(['Bumped']);
  });

  it('given a cache that keeps events, when a stream is loaded after another writer, then only its new events are folded onto the cached ones', async () => {
    const streamId = stream();
    const h = handler({ cache: { keepEvents: true } });
    await h.execute(streamId, { type: 'Note', note: 'a' });
    await handler().execute(streamId, { type: 'Note', note: 'b' });

    const loaded = await h.load(streamId);

    expect(loaded.events.map((e) => e.data)).toEqual([{ note: 'a' }, { note: 'b' }]);
    expect(loaded).toMatchObject({ revision: 1n, state: { notes: ['a', 'b'] } });
  });
});
