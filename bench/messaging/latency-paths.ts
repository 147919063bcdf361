import { taskStreamId } from '@lomo/contracts';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import {
  DEFAULT_TUNING,
  InProcessMessageBus,
  jsonMessageType,
  type MessageBus,
  message,
  on,
  openKafkaMessageBus,
} from '@lomo/messaging';

/** One way of getting a wake-up from a publisher to a handler, measured the same way as the others. */
export interface LatencyPath {
  name: string;
  /** Sets up topics and the consumer; `received` is called at the start of each handler. */
  open(received: (seq: number, sentAt: number) => void): Promise<void>;
  /** Publishes one message; resolves when the broker acknowledged it (acks=all where there is one). */
  send(seq: number, sentAt: number): Promise<void>;
  close(): Promise<void>;
}

interface Wake {
  seq: number;
  sentAt: number;
}

const Woken = jsonMessageType<Wake>('TaskWakeRequested');
const decode = (bytes: Uint8Array): Wake => JSON.parse(Buffer.from(bytes).toString());
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };
const PARTITIONS = 3;
/** Both Kafka paths' topic: what the bus's `provision` creates for the bench's declaration. */
const RETENTION_MS = 3_600_000;
const taskKey = (seq: number) => taskStreamId(String(seq % 64));

/** Through the MessageBus port: the same code path a service uses, Kafka or in-process. */
function busPath(name: string, openBus: () => Promise<MessageBus>): LatencyPath {
  const id = `b${randomUUID().slice(0, 8)}`;
  const topic = `bench.wake-${id}.v1`;
  let bus: MessageBus;
  return {
    name,
    open: async (received) => {
      bus = await openBus();
      await bus.provision({
        topics: [{ name: topic, partitions: PARTITIONS, retentionMs: RETENTION_MS }],
        groups: [{ name: `bench-${id}`, topics: [topic] }],
      });
      await bus.subscribe({
        group: `bench-${id}`,
        partitionConcurrency: PARTITIONS,
        handlers: [on(Woken, async (m) => received(m.payload.seq, m.payload.sentAt))],
      });
    },
    send: async (seq, sentAt) =>
      void (await bus.publish(message(Woken, { seq, sentAt }, { topic, key: taskKey(seq) }))),
    close: () => bus.close(),
  };
}

export const kafkaBusPath = (brokers: string[]) =>
  busPath('Kafka via MessageBus (kafkajs 2.2.4, idempotent, acks=all, commit after handling, once per batch)', () =>
    openKafkaMessageBus({ brokers, clientId: 'lomo-bench', logger: silent }),
  );

export const inProcessPath = () =>
  busPath('in-process MessageBus', async () => new InProcessMessageBus({ logger: silent }));

/**
 * kafkajs with nothing of ours: eachMessage, auto-commit — what the adapter's own steps cost.
 * Same topic settings and consumer timing (session, heartbeat, fetch wait) as the bus's, so
 * the two Kafka paths differ only in the adapter's work.
 */
export function rawKafkajsPath(brokers: string[]): LatencyPath {
  const id = `r${randomUUID().slice(0, 8)}`;
  const topic = `bench.raw-${id}.v1`;
  const kafka = new Kafka({ clientId: 'lomo-bench-raw', brokers, logLevel: logLevel.NOTHING });
  const producer = kafka.producer({ idempotent: true, createPartitioner: Partitioners.DefaultPartitioner });
  const consumer = kafka.consumer({ groupId: `bench-${id}`, ...DEFAULT_TUNING });
  const admin = kafka.admin();
  return {
    name: "kafkajs alone (idempotent, acks=all, eachMessage + auto-commit per batch, the bus's consumer timing)",
    open: async (received) => {
      await Promise.all([admin.connect(), producer.connect(), consumer.connect()]);
      await admin.createTopics({
        waitForLeaders: true,
        topics: [
          {
            topic,
            numPartitions: PARTITIONS,
            replicationFactor: -1,
            configEntries: [
              { name: 'retention.ms', value: String(RETENTION_MS) },
              { name: 'cleanup.policy', value: 'delete' },
            ],
          },
        ],
      });
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      const joined = new Promise((resolve) => consumer.on(consumer.events.GROUP_JOIN, resolve));
      await consumer.run({
        partitionsConsumedConcurrently: PARTITIONS,
        eachMessage: async ({ message: m }) => {
          const wake = decode(m.value!);
          received(wake.seq, wake.sentAt);
        },
      });
      await joined;
    },
    send: async (seq, sentAt) =>
      void (await producer.send({
        topic,
        acks: -1,
        messages: [{ key: taskKey(seq), value: JSON.stringify({ seq, sentAt }) }],
      })),
    close: async () => {
      await consumer.disconnect();
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await Promise.all([producer.disconnect(), admin.disconnect()]);
    },
  };
}

/** One Redis PUBLISH → SUBSCRIBE hop: no durability, no groups — the floor a network hop costs here. */
export function redisPath(url: string): LatencyPath {
  const channel = `bench:wake:${randomUUID()}`;
  const publisher = new Redis(url);
  const subscriber = new Redis(url);
  return {
    name: 'Redis pub/sub hop (ioredis; floor, not durable)',
    open: async (received) => {
      subscriber.on('message', (_channel: string, text: string) => {
        const wake = JSON.parse(text) as Wake;
        received(wake.seq, wake.sentAt);
      });
      await subscriber.subscribe(channel);
    },
    send: async (seq, sentAt) => void (await publisher.publish(channel, JSON.stringify({ seq, sentAt }))),
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
