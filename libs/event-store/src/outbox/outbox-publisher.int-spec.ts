import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '../postgres/postgres-event-store';
import { OutboxPublisher, type OutboxMessage, type OutboxRoute, UnpublishableEvent } from './outbox-publisher';

describe('outbox publisher and an event its route cannot encode (PGlite)', () => {
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

  it('given a malformed event between good ones, when the outbox runs, then the good ones are published, the bad one is recorded and reported, and the checkpoint moves past it', async () => {
    const route: OutboxRoute = {
      categories: ['order'],
      eventTypes: ['Placed'],
      topic: 'shop.order.v1',
      toMessage: (event) => {
        const { n } = event.data as { n?: number };
        if (typeof n !== 'number') throw new TypeError('Placed without n');
        return { type: 'Placed', value: Buffer.from(String(n)) };
      },
    };
    const ids = ['order-1', 'order-2', 'order-3'];
    await store.append(ids[0], [{ id: randomUUID(), type: 'Placed', data: { n: 1 } }], { expected: 'no_stream' });
    const bad = randomUUID();
    await store.append(ids[1], [{ id: bad, type: 'Placed', data: {} }], { expected: 'no_stream' });
    await store.append(ids[2], [{ id: randomUUID(), type: 'Placed', data: { n: 3 } }], { expected: 'no_stream' });
    const published: OutboxMessage[] = [];
    const reported: unknown[] = [];
    const outbox = new OutboxPublisher(store, sql, 'shop-outbox', [route], async (m) => void published.push(...m), {
      onError: (problem) => reported.push(problem),
    });

    expect(await outbox.step()).toBe(3);
    expect(await outbox.step()).toBe(0);

    expect(published.map((m) => m.key)).toEqual([ids[0], ids[2]]);
    expect(reported).toEqual([expect.any(UnpublishableEvent)]);
    expect((reported[0] as UnpublishableEvent).event.id).toBe(bad);
    const { rows } = await sql.query(
      'select publisher, event_id, stream_id, event_type, topic, error from lomo_outbox_dead_letters',
    );
    expect(rows).toEqual([
      {
        publisher: 'shop-outbox',
        event_id: bad,
        stream_id: ids[1],
        event_type: 'Placed',
        topic: 'shop.order.v1',
        error: 'Placed without n',
      },
    ]);
  });

  it('given a publish that fails (the broker), when the outbox runs, then the batch fails and nothing moves', async () => {
    const route: OutboxRoute = {
      categories: ['invoice'],
      eventTypes: ['Issued'],
      topic: 'shop.invoice.v1',
      toMessage: () => ({ type: 'Issued', value: Buffer.from('x') }),
    };
    await store.append('invoice-1', [{ id: randomUUID(), type: 'Issued', data: {} }], { expected: 'no_stream' });
    const outbox = new OutboxPublisher(store, sql, 'invoice-outbox', [route], async () => {
      throw new Error('broker down');
    });
    await expect(outbox.step()).rejects.toThrow('broker down');
    expect((await outbox.status()).lag).toBe(1);
  });
});
