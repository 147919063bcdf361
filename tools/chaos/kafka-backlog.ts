import { setTimeout as sleep } from 'node:timers/promises';
import { Kafka, logLevel } from 'kafkajs';

/**
 * How long until every consumer group on the broker has consumed what had been produced when
 * this was called: each partition a group reads committed up to that moment's high watermark.
 * An app answering ready says nothing about its Kafka consumers, which rejoin their groups on
 * their own after a broker restart; this is what a user waiting on a delivered message needs.
 * A group reads a topic when it ever committed an offset on it. Only the topics and groups whose
 * names start with `prefix` count (a cluster's `KAFKA_NAMESPACE.`). Undefined past `timeoutMs`.
 */
export async function backlogDrainedMs(
  brokers: string[],
  prefix: string,
  timeoutMs = 120_000,
): Promise<number | undefined> {
  const started = Date.now();
  const admin = new Kafka({ clientId: 'lomo-chaos-backlog', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    // Per partition, the offsets a group must have reached: from the low watermark (where a
    // group with nothing committed starts) to the high one (the next to be written).
    const marks = new Map<string, { low: number; high: number }>();
    for (const topic of topics)
      for (const p of await admin.fetchTopicOffsets(topic))
        marks.set(`${topic}/${p.partition}`, { low: Number(p.low), high: Number(p.high) });
    const behind = (topic: string, partition: number, committed: number) => {
      const { low, high } = marks.get(`${topic}/${partition}`) ?? { low: 0, high: 0 };
      return (committed >= 0 ? committed : low) < high;
    };
    const groups = (await admin.listGroups()).groups.filter((g) => g.groupId.startsWith(prefix));
    while (Date.now() - started < timeoutMs) {
      let lagging = 0;
      for (const { groupId } of groups) {
        for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
          if (!partitions.some((p) => Number(p.offset) >= 0)) continue; // a topic this group does not read
          for (const p of partitions) if (behind(topic, p.partition, Number(p.offset))) lagging++;
        }
      }
      if (lagging === 0) return Date.now() - started;
      await sleep(200);
    }
    return undefined;
  } finally {
    await admin.disconnect();
  }
}
