import { setTimeout as sleep } from 'node:timers/promises';
import { type Admin, ConfigResourceTypes } from 'kafkajs';
import { driftOf, type ProvisionReport, type ResolvedTopic } from '../topic-catalog';

/**
 * Creates the missing topics (waiting for their leaders) and compares the existing ones
 * with their declaration. Returns the report and the actual partition count of each topic,
 * which the producer hashes keys over.
 */
export async function provisionTopics(admin: Admin, topics: readonly ResolvedTopic[], replicationFactor: number) {
  const present = new Set(await admin.listTopics());
  const missing = topics.filter((topic) => !present.has(topic.name));
  const existing = topics.filter((topic) => present.has(topic.name));
  const report: ProvisionReport = {
    created: missing.map((t) => t.name),
    existing: existing.map((t) => t.name),
    drift: [],
  };
  const partitions = new Map<string, number>(missing.map((t) => [t.name, t.partitions]));
  if (missing.length) {
    // Another process provisioning the same catalog at once makes this a no-op (false), not an error.
    await admin.createTopics({
      waitForLeaders: false,
      topics: missing.map((topic) => ({
        topic: topic.name,
        numPartitions: topic.partitions,
        replicationFactor,
        configEntries: [
          { name: 'retention.ms', value: String(topic.retentionMs) },
          { name: 'cleanup.policy', value: topic.cleanupPolicy },
        ],
      })),
    });
    await waitForLeaders(
      admin,
      missing.map((t) => t.name),
    );
  }
  if (existing.length) {
    const metadata = await admin.fetchTopicMetadata({ topics: existing.map((t) => t.name) });
    const configs = await admin.describeConfigs({
      includeSynonyms: false,
      resources: existing.map((t) => ({
        type: ConfigResourceTypes.TOPIC,
        name: t.name,
        configNames: ['retention.ms', 'cleanup.policy'],
      })),
    });
    for (const topic of existing) {
      const found = metadata.topics.find((t) => t.name === topic.name);
      const entries = configs.resources.find((r) => r.resourceName === topic.name)?.configEntries ?? [];
      const setting = (name: string) => entries.find((e) => e.configName === name)?.configValue;
      const retention = setting('retention.ms');
      const actual = {
        partitions: found?.partitions.length ?? 0,
        retentionMs: retention === undefined ? undefined : Number(retention),
        cleanupPolicy: setting('cleanup.policy'),
      };
      partitions.set(topic.name, actual.partitions);
      report.drift.push(...driftOf(topic, actual));
    }
  }
  return { report, partitions };
}

/** Errors a just-created topic gives until the broker's metadata cache has it and its leaders. */
const NOT_YET = new Set(['UNKNOWN_TOPIC_OR_PARTITION', 'LEADER_NOT_AVAILABLE']);

/**
 * Waits until every partition of `topics` has a leader. kafkajs's own `waitForLeaders` gives
 * up at the first UNKNOWN_TOPIC_OR_PARTITION, which a KRaft broker answers for a moment
 * after creating a topic (for seconds, right after the broker restarted).
 */
async function waitForLeaders(admin: Admin, topics: string[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { topics: found } = await admin.fetchTopicMetadata({ topics });
      if (found.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))) return;
    } catch (error) {
      if (!NOT_YET.has((error as { type?: string }).type ?? '')) throw error;
    }
    if (Date.now() > deadline) throw new Error(`topics ${topics.join(', ')} have no leader after ${timeoutMs} ms`);
    await sleep(100);
  }
}
