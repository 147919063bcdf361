import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { OutboxPublisher, PostgresEventStore, type EventStore, type OutboxRoute } from '@lomo/event-store';
import { armFailpoint, disarmAllFailpoints } from '@lomo/failpoints';
import { InProcessMessageBus } from './in-process/in-process-message-bus';
import { migrateInbox, onceHandler } from './inbox';
import { openKafkaMessageBus } from './kafka/kafka-message-bus';
import { KAFKA_TEST_TUNING } from './kafka/kafka-test-tuning';
import { type MessageBus, on } from './message-bus';
import { jsonMessageType } from './message-type';

/**
 * The outbox end to end (issue 4, item 5): domain events → checkpointed publisher → bus →
 * inbox-guarded consumer. The publisher is made to die after the broker acknowledged a batch
 * and before its checkpoint moved; its successor republishes the batch, and the consumer's
 * inbox turns the duplicates into no second effect.
 */
const OrderPlaced = jsonMessageType<{ orderId: string; n: number }>('OrderPlaced');

describe.each([
  [
    'in-process bus on PGlite',
    () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' }),
    async (): Promise<MessageBus> => new InProcessMessageBus(),
  ],
  [
    'Kafka on PostgreSQL',
    () => openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' }),
    (): Promise<MessageBus> =>
      openKafkaMessageBus({
        brokers: process.env.TEST_KAFKA_BROKERS!.split(','),
        clientId: 'lomo-outbox-test',
        ...KAFKA_TEST_TUNING,
      }),
  ],
])('outbox publisher with %s', (_name, openSql, openBus) => {
  let sql: SqlClient;
  let store: EventStore;
  let bus: MessageBus;
  const suffix = randomUUID().slice(0, 8);
  const topic = `outbox-${suffix}.order.v1`;
  const group = `outbox-${suffix}`;
  const effects = `outbox_effects_${suffix}`;
  beforeAll(async () => {
    sql = await openSql();
    store = await PostgresEventStore.open(sql);
    bus = await openBus();
    await bus.provision({ topics: [{ name: topic, partitions: 2 }], groups: [{ name: group, topics: [topic] }] });
    await migrateInbox(sql);
    await sql.query(`create table ${effects} (order_id text primary key, applied integer not null)`);
  });
  afterAll(async () => {
    await bus.close();
    await sql.query(`drop table ${effects}`);
    await store.close();
    await sql.close();
  });
  afterEach(() => disarmAllFailpoints());

  it('a publisher killed between publish and checkpoint yields duplicates the inbox absorbs: every effect exactly once', async () => {
    const category = `ord${suffix}`;
    const route: OutboxRoute = {
      categories: [category],
      eventTypes: ['Placed'],
      topic,
      toMessage: (event) => ({
        type: OrderPlaced.type,
        value: OrderPlaced.encode({ orderId: event.streamId, n: (event.data as { n: number }).n }),
      }),
    };
    const deliveries: string[] = [];
    const subscription = await bus.subscribe({
      group,
      handlers: [
        on(OrderPlaced, async (message, context) => {
          deliveries.push(message.id);
          await onceHandler<{ orderId: string }>(sql, group, async (tx, m) => {
            await tx.query(
              `insert into ${effects} values ($1, 1) on conflict (order_id) do update set applied = ${effects}.applied + 1`,
              [m.payload.orderId],
            );
          })(message, context);
        }),
      ],
    });
    const orders = Array.from({ length: 6 }, (_, n) => `${category}-${n}`);
    for (const [n, id] of orders.entries())
      await store.append(id, [{ id: randomUUID(), type: 'Placed', data: { n } }], { expected: 'no_stream' });

    armFailpoint('outbox.after-publish', 'throw');
    const crashed = new OutboxPublisher(store, sql, `outbox-${suffix}`, [route], (messages) => bus.publish(messages), {
      leaseTtlMs: 200,
    });
    await expect(crashed.step()).rejects.toThrow('failpoint outbox.after-publish');
    disarmAllFailpoints();

    const successor = new OutboxPublisher(
      store,
      sql,
      `outbox-${suffix}`,
      [route],
      (messages) => bus.publish(messages),
      { leaseTtlMs: 200, pollIntervalMs: 20 },
    );
    await new Promise((r) => setTimeout(r, 300)); // the crashed publisher's lease expires
    await successor.start();
    try {
      await until(async () => (await successor.status()).lag === 0 && deliveries.length >= 12);
      const { rows } = await sql.query<{ order_id: string; applied: number }>(
        `select order_id, applied from ${effects} order by order_id`,
      );
      expect(rows).toEqual(orders.map((id) => ({ order_id: id, applied: 1 })));
      // Each event was delivered twice (the crashed batch and its republication), applied once.
      expect(new Set(deliveries).size).toBe(6);
      expect(deliveries).toHaveLength(12);
    } finally {
      await successor.stop();
      await subscription.close();
    }
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
