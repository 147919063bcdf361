import { randomUUID } from 'node:crypto';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { migrateInbox } from '../inbox';
import { InProcessMessageBus } from '../in-process/in-process-message-bus';
import { openKafkaMessageBus } from '../kafka/kafka-message-bus';
import { KAFKA_TEST_TUNING } from '../kafka/kafka-test-tuning';
import { type MessageBus, on, type ReceivedMessage } from '../message-bus';
import { anyMessage } from '../message-type';
import { messageBusConformance } from '../testing/message-bus.conformance';
import { ShreddingMessageBus } from './shredding-message-bus';
import { TaskKeys } from './task-keys';

jest.setTimeout(120_000);

// Sealing is invisible to producers and consumers: the whole conformance suite passes with every record sealed
// (each record key standing for a task of its own, so keys still spread over partitions).
messageBusConformance('shredding (every record sealed, in process)', {
  openBus: async (logger) => {
    const sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    const inner = new InProcessMessageBus({ logger });
    const bus = new ShreddingMessageBus(inner, new TaskKeys(sql), (m) => m.key);
    return Object.assign(bus, { close: async () => (await inner.close(), await sql.close()) });
  },
  openSql: () => openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' }),
});

describe('crypto-shredding on a real Kafka broker (R-10.8, ADR 0023)', () => {
  const suffix = randomUUID().slice(0, 8);
  const topic = `shred-${suffix}.task.v1`;
  const [taskId, word] = [randomUUID(), `brambleon${suffix}`];
  const brokers = process.env.TEST_KAFKA_BROKERS!.split(',');
  let sql: SqlClient;
  let keys: TaskKeys;
  let bus: MessageBus;
  /** The broker's bus under the sealing one: what it delivers is what the topic holds. */
  let raw: MessageBus;
  const logger = { error: () => undefined, warn: () => undefined, info: () => undefined };
  /** Every record of `topic` a new group reads from the start, until `last` arrives. */
  const readAll = async (group: string, last: string, from = bus) => {
    const got: ReceivedMessage<Uint8Array>[] = [];
    await from.provision({ topics: [{ name: topic, partitions: 1 }], groups: [{ name: group, topics: [topic] }] });
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const sub = await from.subscribe({
      group,
      handlers: [on(anyMessage, async (m) => void (got.push(m), m.id === last && done()))],
    });
    await finished;
    await sub.close({ timeoutMs: 1_000 });
    return got;
  };

  beforeAll(async () => {
    sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' });
    await migrateInbox(sql);
    keys = new TaskKeys(sql);
    raw = await openKafkaMessageBus({ brokers, clientId: 'shred-test', logger, ...KAFKA_TEST_TUNING });
    bus = new ShreddingMessageBus(raw, keys, (m) => (m.key.startsWith('task-') ? taskId : undefined));
    await bus.provision({ topics: [{ name: topic, partitions: 1 }] });
  });
  afterAll(async () => {
    await bus.close();
    await sql.close();
  });

  it('given a task’s record, then the topic holds neither its id nor its words, and a consumer gets it back whole', async () => {
    const id = randomUUID();
    await bus.publish({
      topic,
      key: `task-${taskId}`,
      type: 'Said',
      id,
      value: Buffer.from(`a ${word} hare`),
      correlationId: taskId,
    });
    // (`lomo audit deletion` reads the broker the same way: libs/operator's audit tests.)
    const [stored] = await readAll(`shred-raw-${suffix}`, id, raw);
    const bytes = [stored.key, stored.type, stored.correlationId ?? '', Buffer.from(stored.payload).toString('latin1')];
    expect(bytes.join('\n')).not.toMatch(new RegExp(`${word}|${taskId}`));
    const [got] = await readAll(`shred-a-${suffix}`, id);
    expect(got).toMatchObject({ id, type: 'Said', key: `task-${taskId}`, correlationId: taskId });
    expect(Buffer.from(got.payload).toString()).toBe(`a ${word} hare`);
  });

  it('given the key destroyed, then no consumer can read the task’s records, old or new, and others still flow', async () => {
    await sql.query(
      `insert into messaging_inbox (consumer, message_id) values ('all', 'purge-1') on conflict do nothing`,
    );
    expect(await keys.destroyWhenAllHandled(taskId, 'purge-1', ['all'])).toBe(true);
    await bus.publish({ topic, key: `task-${taskId}`, type: 'Said', value: Buffer.from(`late ${word}`) });
    const last = randomUUID();
    await bus.publish({ topic, key: 'other', type: 'Said', id: last, value: Buffer.from('unrelated') });
    const got = await readAll(`shred-b-${suffix}`, last);
    expect(got.map((m) => Buffer.from(m.payload).toString())).toEqual(['unrelated']);
    expect(await keys.keyFor(taskId)).toBeUndefined();
  });
});
