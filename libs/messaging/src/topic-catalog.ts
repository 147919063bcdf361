import { InvalidCatalog } from './errors';
import {
  deadLetterTopic,
  type ResolvedRetryPolicy,
  resolveRetryPolicy,
  type RetryPolicy,
  retryTopics,
} from './retry-policy';

/**
 * The declared topics and consumer groups of the platform (one catalog, in code, shared by
 * every service): `provision` creates what is missing and reports what differs.
 */
export interface TopicCatalog {
  topics: readonly TopicSpec[];
  groups?: readonly ConsumerGroupSpec[];
}

export interface TopicSpec {
  /** `<service>.<aggregate>.v<N>` in lower case (`router.task.v1`); a breaking change is a new N. */
  name: string;
  /**
   * Number of partitions. Keys hash onto partitions, so changing it moves keys and breaks
   * per-key order across the change: provisioning reports a difference, it never alters it.
   */
  partitions: number;
  /** How long messages are kept, in ms. @default 604800000 (7 days) */
  retentionMs?: number;
  /** Kafka `cleanup.policy`. @default 'delete' */
  cleanupPolicy?: CleanupPolicy;
}

export type CleanupPolicy = 'delete' | 'compact' | 'compact,delete';

export interface ConsumerGroupSpec {
  /** Lower-case letters, digits and dashes; one group per service, named after it. */
  name: string;
  /** Topics the group reads: declared topics, or another group's DLQ for a dead-letter reader. */
  topics: readonly string[];
  /** Retry and backoff of failed handlers. @default DEFAULT_RETRY_POLICY */
  retry?: RetryPolicy;
  /** Retention of the group's dead-letter topic, in ms. @default 2592000000 (30 days) */
  deadLetterRetentionMs?: number;
}

/** A topic with every default applied, as provisioned. */
export type ResolvedTopic = Required<TopicSpec>;

/** A group with its policy resolved and every topic it consumes, retry topics last. */
export interface ResolvedGroup {
  name: string;
  topics: string[];
  retry: ResolvedRetryPolicy;
}

export interface ProvisionReport {
  created: string[];
  existing: string[];
  /** Existing topics whose settings differ from the declaration; nothing was changed. */
  drift: TopicDrift[];
}

export interface TopicDrift {
  topic: string;
  setting: 'partitions' | 'retention.ms' | 'cleanup.policy';
  declared: string;
  actual: string;
}

export const DEFAULT_RETENTION_MS = 7 * 24 * 3_600_000;
export const DEFAULT_DEAD_LETTER_RETENTION_MS = 30 * 24 * 3_600_000;
const TOPIC_NAME = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*\.v[1-9][0-9]*$/;
const GROUP_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Validates a catalog and derives the retry and dead-letter topics of its groups (as many
 * partitions as the widest topic the group reads). `known` holds topics provisioned before,
 * which groups may also read.
 * @throws InvalidCatalog
 */
export function resolveCatalog(catalog: TopicCatalog, known: ReadonlyMap<string, ResolvedTopic> = new Map()) {
  const problems: string[] = [];
  const topics = new Map<string, ResolvedTopic>();
  for (const spec of catalog.topics) {
    if (!TOPIC_NAME.test(spec.name)) problems.push(`topic ${spec.name}: name must be <service>.<aggregate>.v<N>`);
    if (!Number.isInteger(spec.partitions) || spec.partitions < 1)
      problems.push(`topic ${spec.name}: partitions must be an integer >= 1`);
    if (topics.has(spec.name)) problems.push(`topic ${spec.name}: declared twice`);
    topics.set(spec.name, { retentionMs: DEFAULT_RETENTION_MS, cleanupPolicy: 'delete', ...spec });
  }
  const lookup = (name: string) => topics.get(name) ?? known.get(name);
  const groups: ResolvedGroup[] = [];
  for (const spec of catalog.groups ?? []) {
    if (!GROUP_NAME.test(spec.name))
      problems.push(`group ${spec.name}: name must be lower-case letters, digits and dashes`);
    if (spec.topics.length === 0) problems.push(`group ${spec.name}: reads no topic`);
    let retry: ResolvedRetryPolicy;
    try {
      retry = resolveRetryPolicy(spec.retry);
    } catch (error) {
      problems.push(`group ${spec.name}: ${(error as Error).message}`);
      continue;
    }
    const partitions = Math.max(1, ...spec.topics.map((name) => lookup(name)?.partitions ?? 1));
    const retentionMs = Math.max(DEFAULT_RETENTION_MS, ...spec.topics.map((name) => lookup(name)?.retentionMs ?? 0));
    for (const name of retryTopics(spec.name, retry))
      topics.set(name, { name, partitions, retentionMs, cleanupPolicy: 'delete' });
    const dlq = deadLetterTopic(spec.name);
    topics.set(dlq, {
      name: dlq,
      partitions,
      retentionMs: spec.deadLetterRetentionMs ?? DEFAULT_DEAD_LETTER_RETENTION_MS,
      cleanupPolicy: 'delete',
    });
    groups.push({ name: spec.name, topics: [...spec.topics, ...retryTopics(spec.name, retry)], retry });
  }
  // Checked once every group's derived topics exist, so a dead-letter reader may come first.
  for (const spec of catalog.groups ?? []) {
    for (const name of spec.topics)
      if (!lookup(name)) problems.push(`group ${spec.name}: reads undeclared topic ${name}`);
  }
  if (problems.length) throw new InvalidCatalog(problems);
  return { topics: [...topics.values()], groups };
}

/** Differences between a declared topic and the settings found on the broker. */
export function driftOf(
  declared: ResolvedTopic,
  actual: { partitions: number; retentionMs?: number; cleanupPolicy?: string },
): TopicDrift[] {
  const drift: TopicDrift[] = [];
  const compare = (setting: TopicDrift['setting'], want: string, have: string | undefined) => {
    if (have !== undefined && want !== have)
      drift.push({ topic: declared.name, setting, declared: want, actual: have });
  };
  compare('partitions', String(declared.partitions), String(actual.partitions));
  compare(
    'retention.ms',
    String(declared.retentionMs),
    actual.retentionMs === undefined ? undefined : String(actual.retentionMs),
  );
  compare('cleanup.policy', declared.cleanupPolicy, actual.cleanupPolicy);
  return drift;
}
