import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { backlogDrainedMs } from './kafka-backlog';

// The soak's Kafka recovery measure (docs/chaos.md): consumer groups caught up with what was
// produced. Offsets are committed through the admin API, as a group with no member present.
describe('the backlog of consumer groups after a broker restart', () => {
  const brokers = process.env.TEST_KAFKA_BROKERS!.split(',');
  const prefix = `backlog-${randomUUID().slice(0, 8)}.`;
  const topic = `${prefix}notes`;
  let admin: Admin;
  const kafka = new Kafka({ clientId: 'backlog-spec', brokers, logLevel: logLevel.NOTHING });

  beforeAll(async () => {
    admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic,
      messages: [0, 0, 0, 1].map((partition, i) => ({ partition, value: `note ${i}` })),
    });
    await producer.disconnect();
  }, 60_000);

  afterAll(async () => {
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  });

  // Partition 2 stays empty: a group that never committed there is not behind.
  const commit = (groupId: string, offsets: [string, string]) =>
    admin.setOffsets({
      groupId,
      topic,
      partitions: offsets.map((offset, partition) => ({ partition, offset })),
    });

  it('given a group of the namespace behind on one partition, then its backlog is not drained', async () => {
    await commit(`${prefix}behind`, ['2', '1']);
    expect(await backlogDrainedMs(brokers, prefix, 1_500)).toBeUndefined();
  }, 30_000);

  it('given every group of the namespace at the high watermarks, then drained — a lagging group of another namespace does not count', async () => {
    await commit(`${prefix}behind`, ['3', '1']);
    await commit(`other-${prefix}lagging`, ['0', '0']);
    // A loaded machine answers the admin calls slowly: the give-up is far above one round.
    expect(await backlogDrainedMs(brokers, prefix, 20_000)).toBeGreaterThanOrEqual(0);
    await admin.deleteGroups([`other-${prefix}lagging`, `${prefix}behind`]).catch(() => undefined);
  }, 45_000);
});
