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
  driftOf,
  type ProvisionReport,
  type ResolvedGroup,
  resolveCatalog,
  type ResolvedTopic,
  type TopicCatalog,
} from '../topic-catalog';
import { GroupCoordinator } from './group-coordinator';
import { InProcessSubscription } from './in-process-subscription';
import { PartitionLog } from './partition-log';

export interface InProcessMessageBusOptions {
  /** Where parked messages, dead letters and retries are logged. @default pino at warn */
  logger?: MessagingLogger;
}

interface GroupEntry {
  spec: ResolvedGroup;
  coordinator: GroupCoordinator;
}

/**
 * The embedded-mode bus: Kafka's model in memory — partitioned topics keyed by the same
 * hash, consumer groups with round-robin assignment and committed offsets, the same retry
 * and dead-letter topics. Messages live as long as the process (and the topic's retention):
 * embedded mode's durable record is the event store, which republishes after a restart.
 */
export class InProcessMessageBus implements MessageBus {
  private readonly topics = new Map<string, { spec: ResolvedTopic; partitions: PartitionLog[] }>();
  private readonly groups = new Map<string, GroupEntry>();
  private readonly subscriptions = new Set<InProcessSubscription>();
  private readonly logger: MessagingLogger;

  constructor(options: InProcessMessageBusOptions = {}) {
    this.logger = options.logger ?? defaultMessagingLogger();
  }

  async provision(catalog: TopicCatalog): Promise<ProvisionReport> {
    const resolved = resolveCatalog(catalog, new Map([...this.topics].map(([name, topic]) => [name, topic.spec])));
    const report: ProvisionReport = { created: [], existing: [], drift: [] };
    for (const spec of resolved.topics) {
      const found = this.topics.get(spec.name);
      if (found) {
        report.existing.push(spec.name);
        report.drift.push(...driftOf(spec, { ...found.spec, partitions: found.partitions.length }));
        continue;
      }
      this.topics.set(spec.name, {
        spec,
        partitions: Array.from({ length: spec.partitions }, (_, p) => new PartitionLog(spec, p)),
      });
      report.created.push(spec.name);
    }
    for (const spec of resolved.groups) {
      const known = this.groups.get(spec.name);
      if (known) {
        // A redeclared group applies to members that join from now on, as with Kafka.
        known.spec = spec;
        continue;
      }
      const entry: GroupEntry = { spec, coordinator: new GroupCoordinator(() => this.partitionsOf(entry.spec)) };
      this.groups.set(spec.name, entry);
    }
    return report;
  }

  async publish(messages: OutgoingMessage | readonly OutgoingMessage[]): Promise<PublishedMessage[]> {
    const batch = Array.isArray(messages) ? messages : [messages as OutgoingMessage];
    for (const message of batch) this.topic(message.topic);
    const now = Date.now();
    const traced = producerSpans('in_process', batch);
    const published = traced.messages.map((message) => {
      const wire = toWire(message, now);
      const { partition, offset } = this.append(wire, now);
      return { id: wire.id, topic: message.topic, partition, offset: String(offset) };
    });
    traced.end();
    return published;
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const group = this.groups.get(options.group);
    if (!group) throw new UnknownGroup(options.group);
    const route = routeOf(group.spec, options.handlers, this.logger, 'in_process');
    const subscription = new InProcessSubscription(
      route,
      group.coordinator,
      (record) => this.append(record, Date.now()),
      options.partitionConcurrency ?? 1,
    );
    this.subscriptions.add(subscription);
    group.coordinator.join(subscription);
    return subscription;
  }

  async lag(group: string): Promise<PartitionLag[]> {
    const found = this.groups.get(group);
    if (!found) throw new UnknownGroup(group);
    return found.coordinator.lag().map(({ log, committed }) => ({
      topic: log.topic.name,
      partition: log.partition,
      committed: String(committed),
      end: String(log.endOffset),
      lag: log.endOffset - committed,
    }));
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
  }

  private append(record: WireRecord, now: number): { partition: number; offset: number } {
    const topic = this.topic(record.topic);
    const partition = partitionFor(record.topic, record.key, topic.partitions.length);
    return { partition, offset: topic.partitions[partition].append(record, now) };
  }

  private topic(name: string) {
    const topic = this.topics.get(name);
    if (!topic) throw new UnknownTopic(name);
    return topic;
  }

  private partitionsOf(group: ResolvedGroup): PartitionLog[] {
    return group.topics.flatMap((name) => this.topic(name).partitions);
  }
}
