import { randomUUID } from 'node:crypto';
import { ConcurrencyConflict, EventTooLarge } from '../errors';
import { PURGES_STREAM } from '../event-store';
import type { NewEvent, RecordedEvent } from '../types';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { EsdbWireDouble } from './testing/esdb-wire-double';

/** What the adapter adds on top of EventStoreDB's own semantics, seen on the wire double. */
describe('EventStoreDB adapter on the wire', () => {
  let double: EsdbWireDouble;
  let store: EventStoreDbEventStore;
  beforeAll(async () => {
    double = await EsdbWireDouble.start();
    store = await EventStoreDbEventStore.open(double.connectionString);
  });
  afterAll(async () => {
    await store.close();
    await double.stop();
  });

  const category = () => `w${randomUUID().slice(0, 8)}`;
  const event = (type: string, data: unknown = {}): NewEvent => ({ id: randomUUID(), type, data });
  const lastAllRead = () => double.reads.filter((r) => r.kind === 'all').at(-1);

  it('asks the server to filter $all by category, by event type, or to drop system events', async () => {
    await store.readAll({ filter: { categories: ['task', 'job'] } });
    expect(lastAllRead()?.filter).toEqual({ on: 'stream', prefixes: [], regex: '^(?:task|job)(?:-|$)' });
    await store.readAll({ filter: { eventTypes: ['Task.Created', 'X'] } });
    expect(lastAllRead()?.filter).toEqual({ on: 'event_type', prefixes: [], regex: '^(?:Task\\.Created|X)$' });
    await store.readAll();
    expect(lastAllRead()?.filter).toEqual({ on: 'event_type', prefixes: [], regex: '^[^$]' });
  });

  it('given two identical retries racing, when both append, then both get the first result and one copy is stored', async () => {
    const id = `${category()}-1`;
    const batch = [event('A'), event('B')];
    const [first, second] = await Promise.all([
      store.append(id, batch, { expected: 'no_stream' }),
      store.append(id, batch, { expected: 'no_stream' }),
    ]);
    expect(second).toEqual(first);
    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('given writers racing with `any`, when all append, then each batch lands exactly once', async () => {
    const id = `${category()}-1`;
    await Promise.all(Array.from({ length: 4 }, (_, i) => store.append(id, [event(`W${i}`)], { expected: 'any' })));
    expect((await store.readStream(id)).map((e) => e.type).sort()).toEqual(['W0', 'W1', 'W2', 'W3']);
  });

  it('given a purged stream, then the server still holds its events in $all (until a scavenge) but no read returns them', async () => {
    const c = category();
    await store.append(`${c}-gone`, [event('Secret')], { expected: 'no_stream' });
    await store.purgeStream(`${c}-gone`);
    expect(double.log.all.filter((r) => r.streamId === `${c}-gone`).map((r) => r.type)).toEqual([
      'Secret',
      '$streamDeleted',
    ]);
    expect(await store.readAll({ filter: { categories: [c] } })).toEqual([]);
  });

  it('given a projection-style filter naming $purges as a category, then it receives the purge record', async () => {
    const c = category();
    const head = await store.headPosition();
    await store.append(`${c}-gone`, [event('Secret')], { expected: 'no_stream' });
    await store.purgeStream(`${c}-gone`);
    const seen = await store.readAll({
      after: head,
      filter: { categories: [c, PURGES_STREAM], eventTypes: ['Secret', 'StreamPurged'] },
    });
    expect(seen.map((e) => [e.streamId, e.type, (e.data as { streamId?: string }).streamId])).toEqual([
      [PURGES_STREAM, 'StreamPurged', `${c}-gone`],
    ]);
  });

  it('given another process purged a stream, when this store reads $all, then it learns the purge from $purges', async () => {
    const c = category();
    await store.append(`${c}-gone`, [event('Secret')], { expected: 'no_stream' });
    const other = await EventStoreDbEventStore.open(double.connectionString);
    try {
      await other.purgeStream(`${c}-gone`);
    } finally {
      await other.close();
    }
    expect(await store.readAll({ filter: { categories: [c] } })).toEqual([]);
    expect(await store.listStreams({ category: c })).toEqual([]);
  });

  it('accepts a kurrentdb:// URL', async () => {
    const kurrent = await EventStoreDbEventStore.open(`kurrentdb://127.0.0.1:${double.port}?tls=false`);
    try {
      expect(await kurrent.headPosition()).toEqual(await store.headPosition());
    } finally {
      await kurrent.close();
    }
  });

  it('stops live subscriptions on close, so close never hangs', async () => {
    const other = await EventStoreDbEventStore.open(double.connectionString);
    const subscription = other.subscribe({ after: await other.headPosition(), onEvent: () => undefined });
    await other.append(`${category()}-1`, [event('A')], { expected: 'no_stream' });
    await other.close();
    await expect(subscription.done).resolves.toBeUndefined();
  });
});

describe('EventStoreDB adapter against a server that fails', () => {
  const event = (type: string, data: unknown = {}): NewEvent => ({ id: randomUUID(), type, data });

  it('maps the server MaxAppendSize refusal to EventTooLarge, writing nothing', async () => {
    const double = await EsdbWireDouble.start({ maxAppendSize: 1000 });
    const store = await EventStoreDbEventStore.open(double.connectionString);
    try {
      const error = await store
        .append('big-1', [event('A', { blob: 'x'.repeat(600) }), event('B', { blob: 'y'.repeat(600) })], {
          expected: 'no_stream',
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EventTooLarge);
      expect(error).toMatchObject({ limit: 1000 });
      expect(double.log.all).toEqual([]);
    } finally {
      await store.close();
      await double.stop();
    }
  });

  it('ends a live subscription with the store error when the server goes away', async () => {
    const double = await EsdbWireDouble.start();
    const store = await EventStoreDbEventStore.open(double.connectionString);
    const seen: RecordedEvent[] = [];
    let caughtUp = false;
    const subscription = store.subscribe({ onEvent: (e) => void seen.push(e), onCaughtUp: () => (caughtUp = true) });
    try {
      await waitFor(() => caughtUp);
      await double.stop();
      await expect(subscription.done).rejects.toBeInstanceOf(Error);
    } finally {
      await store.close();
    }
  });

  it('reports a conflict with the actual revision through the pre-21.10 Streams.Append path too', async () => {
    const double = await EsdbWireDouble.start({ batchAppend: false });
    const store = await EventStoreDbEventStore.open(double.connectionString);
    try {
      await store.append('legacy-1', [event('A'), event('B')], { expected: 'no_stream' });
      const error = await store.append('legacy-1', [event('C')], { expected: 0n }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConcurrencyConflict);
      expect(error).toMatchObject({ expected: 0n, actual: 1n });
    } finally {
      await store.close();
      await double.stop();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
