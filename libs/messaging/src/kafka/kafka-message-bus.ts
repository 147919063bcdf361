import { type Admin, type Kafka, Partitioners, type Producer, type RetryOptions } from 'kafkajs';
import { type DependencyWait, waitForDependency } from '@lomo/config';
import { routeOf, toWire, type WireRecord } from '../dispatch';
import { producerSpans } from '../tracing';
import { UnknownGroup, UnknownTopic } from '../errors';
import { defaultMessagingLogger, type MessagingLogger } from '../logger';
import type {
  MessageBus,
  OutgoingMessage,
  PartitionLag,
  PublishedMessage,
  SubscribeOptions,
  Subscription,
} from '../message-bus';
import { partitionFor } from '../partitioner';
import {
  type ProvisionReport,
  type ResolvedGroup,
  resolveCatalog,
  type ResolvedTopic,
  type TopicCatalog,
} from '../topic-catalog';
import {
  createKafkaClient,
  DEFAULT_CLIENT_RETRY,
  DEFAULT_PUBLISH_RETRY,
  DEFAULT_TUNING,
  type KafkaConsumerTuning,
  type ResolvedTuning,
} from './kafka-client';
import { brokerNames, type BrokerNames } from './broker-names';
import { provisionTopics } from './provision-topics';
import { KafkaSubscription } from './kafka-subscription';
import { ProduceQueue } from './produce-queue';

export interface KafkaMessageBusOptions {
  /** Bootstrap brokers, `host:port`. */
  brokers: readonly string[];
  /** Client id shown in broker logs and quotas. @default 'lomo' */
  clientId?: string;
  /**
   * Prefix of every topic and group on the broker (`<namespace>.<name>`); the bus's callers
   * keep using the catalog's names. @default none
   */
  namespace?: string;
  /** Receives kafkajs's WARN/ERROR lines and the bus's own. @default pino at warn */
  logger?: MessagingLogger;
  consumer?: KafkaConsumerTuning;
  /** Retries of admin, fetch and commit requests. @default DEFAULT_CLIENT_RETRY */
  retry?: RetryOptions;
  /**
   * Retries of a publish while no broker answers: `publish` rejects only once they are
   * spent, so a broker restart delays publishers instead of failing them.
   * @default DEFAULT_PUBLISH_RETRY (about 30 s)
   */
  publishRetry?: RetryOptions;
  /** Replication factor of topics created by `provision`; -1 takes the broker's default. @default -1 */
  replicationFactor?: number;
  /**
   * How `subscribe` waits for a broker that cannot serve consumer groups yet (a fresh broker
   * answers metadata before its group coordinator is ready). @default undefined — one attempt
   */
  joinWait?: DependencyWait;
}

/**
 * The distributed-mode bus on kafkajs: one idempotent producer (acks=all, retried until the
 * broker answers), one kafkajs consumer per subscription, an admin client for provisioning
 * and lag.
 */
export class KafkaMessageBus implements MessageBus {
  private readonly topics = new Map<string, ResolvedTopic>();
  private readonly partitions = new Map<string, number>();
  private readonly groups = new Map<string, ResolvedGroup>();
  private readonly subscriptions = new Set<KafkaSubscription>();
  private readonly queue: ProduceQueue;
  private readonly names: BrokerNames;

  private constructor(
    private readonly kafka: Kafka,
    private readonly admin: Admin,
    private readonly producer: Producer,
    private readonly logger: MessagingLogger,
    private readonly tuning: ResolvedTuning,
    private readonly retry: RetryOptions,
    private readonly replicationFactor: number,
    private readonly joinWait: DependencyWait | undefined,
    namespace: string | undefined,
  ) {
    this.queue = new ProduceQueue(producer);
    this.names = brokerNames(namespace);
  }

  /** Connects the producer and the admin client. */
  static async open(options: KafkaMessageBusOptions): Promise<KafkaMessageBus> {
    const logger = options.logger ?? defaultMessagingLogger();
    const retry = options.retry ?? DEFAULT_CLIENT_RETRY;
    const kafka = createKafkaClient(options.brokers, options.clientId ?? 'lomo', logger, retry);
    const admin = kafka.admin();
    // The producer's own client: its connection retries bound how long a publish waits for a broker.
    const producer = createKafkaClient(
      options.brokers,
      options.clientId ?? 'lomo',
      logger,
      options.publishRetry ?? DEFAULT_PUBLISH_RETRY,
    ).producer({
      idempotent: true,
      allowAutoTopicCreation: false,
      createPartitioner: Partitioners.DefaultPartitioner,
      // Idempotence needs unbounded send retries (a send that gave up could leave a sequence
      // gap); the client's connection retries above are what eventually fail a publish.
      retry: { retries: Number.MAX_SAFE_INTEGER, initialRetryTime: 100, maxRetryTime: 1_000 },
    });
    try {
      await Promise.all([admin.connect(), producer.connect()]);
    } catch (error) {
      // One of the two may have connected: a failed open leaves nothing running.
      await Promise.allSettled([admin.disconnect(), producer.disconnect()]);
      throw error;
    }
    const tuning = { ...DEFAULT_TUNING, ...options.consumer };
    return new KafkaMessageBus(
      kafka,
      admin,
      producer,
      logger,
      tuning,
      retry,
      options.replicationFactor ?? -1,
      options.joinWait,
      options.namespace,
    );
  }

  async provision(catalog: TopicCatalog): Promise<ProvisionReport> {
    const resolved = resolveCatalog(catalog, this.topics);
    const onBroker = resolved.topics.map((topic) => ({ ...topic, name: this.names.toBroker(topic.name) }));
    const { report, partitions } = await provisionTopics(this.admin, onBroker, this.replicationFactor);
    for (const topic of resolved.topics) this.topics.set(topic.name, topic);
    for (const [name, count] of partitions) this.partitions.set(this.names.fromBroker(name), count);
    for (const group of resolved.groups) this.groups.set(group.name, group);
    return report;
  }

  async publish(messages: OutgoingMessage | readonly OutgoingMessage[]): Promise<PublishedMessage[]> {
    const batch = Array.isArray(messages) ? messages : [messages as OutgoingMessage];
    const traced = producerSpans('kafka', batch);
    const wires = traced.messages.map((message) => toWire(message));
    const placed = await this.send(wires).catch((error: unknown) => {
      traced.end(error);
      throw error;
    });
    traced.end();
    return wires.map((wire, i) => ({ id: wire.id, topic: wire.topic, ...placed[i] }));
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const group = this.groups.get(options.group);
    if (!group) throw new UnknownGroup(options.group);
    if (!this.joinWait) return this.join(group, options);
    return waitForDependency(`Kafka group ${group.name}`, () => this.join(group, options), this.joinWait);
  }

  /** One attempt to join: a member that failed to start is closed, never left half-running. */
  private async join(group: ResolvedGroup, options: SubscribeOptions): Promise<Subscription> {
    const subscription = new KafkaSubscription({
      kafka: this.kafka,
      route: routeOf(group, options.handlers, this.logger),
      tuning: this.tuning,
      retry: this.retry,
      partitionConcurrency: options.partitionConcurrency ?? 1,
      names: this.names,
      forward: async (record) => void (await this.send([record])),
    });
    this.subscriptions.add(subscription);
    try {
      await subscription.start();
    } catch (error) {
      await subscription.close({ timeoutMs: 0 });
      this.subscriptions.delete(subscription);
      throw error;
    }
    return subscription;
  }

  async lag(group: string): Promise<PartitionLag[]> {
    const spec = this.groups.get(group);
    if (!spec) throw new UnknownGroup(group);
    const { toBroker } = this.names;
    const committed = await this.admin.fetchOffsets({ groupId: toBroker(group), topics: spec.topics.map(toBroker) });
    const lag: PartitionLag[] = [];
    for (const topic of spec.topics) {
      const ends = await this.admin.fetchTopicOffsets(toBroker(topic));
      const positions = committed.find((c) => c.topic === toBroker(topic))?.partitions ?? [];
      for (const { partition, high, low } of ends) {
        const position = BigInt(positions.find((p) => p.partition === partition)?.offset ?? '-1');
        // No commit yet: the group will start at the earliest retained offset.
        const start = position < 0n ? BigInt(low) : position;
        lag.push({ topic, partition, committed: start.toString(), end: high, lag: Number(BigInt(high) - start) });
      }
    }
    return lag;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }

  /** Sends with acks=all to partitions chosen by `partitionFor`; returns each record's place. */
  private async send(records: readonly WireRecord[]): Promise<{ partition: number; offset: string }[]> {
    const messages = records.map((record) => {
      const count = this.partitions.get(record.topic);
      if (count === undefined) throw new UnknownTopic(record.topic);
      const value = Buffer.from(record.value.buffer, record.value.byteOffset, record.value.byteLength);
      return {
        topic: this.names.toBroker(record.topic),
        key: record.key,
        value,
        headers: record.headers,
        partition: partitionFor(record.topic, record.key, count),
      };
    });
    const offsets = await this.queue.send(messages);
    return messages.map((m, i) => ({ partition: m.partition, offset: offsets[i] }));
  }
}

/** Opens a Kafka-backed bus (see `KafkaMessageBus`). */
export function openKafkaMessageBus(options: KafkaMessageBusOptions): Promise<KafkaMessageBus> {
  return KafkaMessageBus.open(options);
}
