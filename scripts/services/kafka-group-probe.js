// Readiness of a Kafka broker as its clients need it: a consumer group joined and an offset
// committed. A fresh KRaft broker logs "Kafka Server started" and answers metadata seconds
// before its group coordinator can serve a group (the __consumer_offsets topic is created on
// first use); a service booting in that window used to fail with
// KafkaJSGroupCoordinatorNotFound. One attempt per run; kafka.sh retries until its deadline.
//
//   node scripts/services/kafka-group-probe.js host:port     exit 0 = ready, 1 = not yet
const { Kafka, logLevel } = require('kafkajs');

const TOPIC = 'lomo.readiness-probe';
const GROUP = 'lomo-readiness-probe';

async function probe(broker) {
  const kafka = new Kafka({
    clientId: 'lomo-services-probe',
    brokers: [broker],
    logLevel: logLevel.NOTHING,
    retry: { retries: 2 },
  });
  const admin = kafka.admin();
  const consumer = kafka.consumer({
    groupId: GROUP,
    sessionTimeout: 6_000,
    heartbeatInterval: 500,
    retry: { retries: 2 },
  });
  try {
    await admin.connect();
    await admin.createTopics({ topics: [{ topic: TOPIC, numPartitions: 1 }], waitForLeaders: true });
    const joined = new Promise((resolve, reject) => {
      consumer.on(consumer.events.GROUP_JOIN, resolve);
      consumer.on(consumer.events.CRASH, ({ payload }) => reject(payload.error));
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [TOPIC], fromBeginning: true });
    await consumer.run({ autoCommit: false, eachMessage: async () => undefined });
    await joined;
    await consumer.commitOffsets([{ topic: TOPIC, partition: 0, offset: '0' }]);
    const [{ partitions }] = await admin.fetchOffsets({ groupId: GROUP, topics: [TOPIC] });
    if (partitions[0]?.offset !== '0') throw new Error(`committed offset not read back: ${JSON.stringify(partitions)}`);
  } finally {
    await Promise.allSettled([consumer.disconnect(), admin.disconnect()]);
  }
}

const timeout = setTimeout(() => {
  process.stderr.write('kafka group probe: no answer within 20 s\n');
  process.exit(1);
}, 20_000);
probe(process.argv[2] ?? '127.0.0.1:9092').then(
  () => {
    clearTimeout(timeout);
    process.exit(0);
  },
  (error) => {
    process.stderr.write(`kafka group probe: ${error.message}\n`);
    process.exit(1);
  },
);
