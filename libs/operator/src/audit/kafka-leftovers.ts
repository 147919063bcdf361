import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { LOMO_KAFKA_TOPICS } from './kafka-topics';
import { LeftoverTally, needlesOf, type StoreLeftover } from './store-leftover';

export { LOMO_KAFKA_TOPICS } from './kafka-topics';

/** How long reading every retained record may take before the audit gives up. @default 120000 */
const SCAN_TIMEOUT_MS = Number(process.env.LOMO_AUDIT_KAFKA_TIMEOUT_MS ?? 120_000);

/**
 * Reads every record still retained in the matching topics — key, value and headers — and
 * counts those holding a deleted task's id or words. Records of a shredded task are
 * ciphertext under a destroyed key (ADR 0023), so they hold neither. Reads with a throwaway
 * consumer group, deleted afterwards; commits nothing any service reads.
 */
export async function kafkaLeftovers(
  brokers: readonly string[],
  target: { taskId: string; words?: readonly string[] },
  topics: RegExp = LOMO_KAFKA_TOPICS,
): Promise<StoreLeftover[]> {
  const tally = new LeftoverTally('kafka', needlesOf(target));
  const kafka = new Kafka({ clientId: 'lomo-audit', brokers: [...brokers], logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const groupId = `lomo-audit-${randomUUID()}`;
  const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 250, sessionTimeout: 10_000 });
  try {
    const pending = new Map<string, bigint>();
    const names = (await admin.listTopics()).filter((t) => topics.test(t));
    for (const topic of names)
      for (const p of await admin.fetchTopicOffsets(topic))
        if (BigInt(p.high) > BigInt(p.low)) pending.set(`${topic}/${p.partition}`, BigInt(p.high));
    if (pending.size === 0) return [];
    await consumer.connect();
    await consumer.subscribe({
      topics: [...new Set([...pending.keys()].map((k) => k.split('/')[0]))],
      fromBeginning: true,
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`Kafka: ${pending.size} partition(s) not read to their end within ${SCAN_TIMEOUT_MS} ms`)),
        SCAN_TIMEOUT_MS,
      );
      void consumer
        .run({
          eachBatch: async ({ batch }) => {
            for (const m of batch.messages) {
              const headers = Object.values(m.headers ?? {}).map((v) =>
                Buffer.isBuffer(v) ? v.toString('latin1') : String(v),
              );
              tally.add(
                batch.topic,
                [m.key?.toString('latin1') ?? '', m.value?.toString('latin1') ?? '', ...headers].join('\n'),
              );
            }
            const id = `${batch.topic}/${batch.partition}`;
            const end = pending.get(id);
            const next = batch.isEmpty() ? 0n : BigInt(batch.lastOffset()) + 1n;
            if (end !== undefined && (next >= end || BigInt(batch.highWatermark) <= next)) pending.delete(id);
            if (pending.size === 0) {
              clearTimeout(timer);
              resolve();
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect().catch(() => undefined);
    await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
  }
  return tally.leftovers();
}
