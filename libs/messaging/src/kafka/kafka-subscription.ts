import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, EachBatchPayload, Kafka, RetryOptions } from 'kafkajs';
import { dispatch, type FetchedRecord, msUntilDue, type Route, type WireRecord } from '../dispatch';
import type { CloseOptions, Subscription } from '../message-bus';
import type { BrokerNames } from './broker-names';
import { consumeBatch } from './consume-batch';
import { DuePartitions, type TopicPartition } from './due-partitions';
import { OffsetCommitter } from './offset-committer';
import type { ResolvedTuning } from './kafka-client';
import { fetched } from './kafka-records';

export interface KafkaSubscriptionOptions {
  kafka: Kafka;
  route: Route;
  tuning: ResolvedTuning;
  retry: RetryOptions;
  partitionConcurrency: number;
  /** The namespace of topics and groups on the broker; the route keeps the catalog's names. */
  names: BrokerNames;
  /** Publishes a retry or dead letter with acks=all; must resolve before the source commit. */
  forward: (record: WireRecord) => Promise<void>;
}

/**
 * One member of a Kafka consumer group, on kafkajs `eachBatch` with auto-commit and
 * auto-resolve off: each message is dispatched and its retry/dead letter published before
 * the next one starts; the offset after the last handled message is committed once per
 * batch, off the fetch path (`consumeBatch`, `OffsetCommitter`). A message left unresolved (pause, close, a retry not yet due) is
 * fetched again from the resolved offset.
 */
export class KafkaSubscription implements Subscription {
  private consumer!: Consumer;
  private closing = false;
  private closed?: Promise<void>;
  private readonly abandon = new AbortController();
  private readonly abandoned = new Promise<'abandoned'>((resolve) =>
    this.abandon.signal.addEventListener('abort', () => resolve('abandoned'), { once: true }),
  );
  private readonly due = new DuePartitions();
  private readonly committer = new OffsetCommitter((error) =>
    this.options.route.logger.warn(
      { group: this.group, error: (error as Error).message },
      'offset commit failed; the messages stay uncommitted until their partition commits again',
    ),
  );
  private restarting = false;
  paused = false;

  constructor(private readonly options: KafkaSubscriptionOptions) {
    // Every running handler may listen for abandonment.
    setMaxListeners(0, this.abandon.signal);
  }

  get group(): string {
    return this.options.route.group.name;
  }

  /** Connects and resolves once the member has joined its group. */
  async start(): Promise<void> {
    const { kafka, tuning, retry } = this.options;
    const consumer = kafka.consumer({
      groupId: this.options.names.toBroker(this.group),
      allowAutoTopicCreation: false,
      // kafkajs restarts a crashed consumer on its own; a closing subscription must not come back.
      retry: { ...retry, restartOnFailure: async () => !this.closing },
      ...tuning,
    });
    this.consumer = consumer;
    const joined = new Promise<void>((resolve, reject) => {
      consumer.on(consumer.events.GROUP_JOIN, () => resolve());
      consumer.on(consumer.events.CRASH, ({ payload }) => payload.restart || reject(payload.error));
    });
    joined.catch(() => undefined);
    // A restart after a crash builds a new kafkajs group member, which knows nothing of our pauses.
    consumer.on(consumer.events.GROUP_JOIN, () => this.paused && this.applyPause());
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (!payload.restart && !this.closing) void this.restart(payload.error);
    });
    await consumer.connect();
    await consumer.subscribe({ topics: this.brokerTopics(), fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: this.options.partitionConcurrency,
      eachBatch: (payload) => this.eachBatch(payload),
    });
    await joined;
  }

  pause(): void {
    this.paused = true;
    this.applyPause();
  }

  resume(): void {
    this.paused = false;
    if (this.closing) return;
    this.safely(() => this.consumer.resume(this.brokerTopics().map((topic) => ({ topic }))));
    for (const { topic, partition } of this.due.list())
      this.safely(() => this.consumer.pause([{ topic, partitions: [partition] }]));
  }

  close(options: CloseOptions = {}): Promise<void> {
    this.closed ??= this.drain(options.timeoutMs ?? 30_000);
    return this.closed;
  }

  private async drain(timeoutMs: number): Promise<void> {
    this.closing = true;
    this.due.clear();
    // Commits in flight land before the member leaves its group (the next member starts there).
    const disconnected = this.committer.idle().then(() => this.consumer.disconnect());
    const timer = new AbortController();
    const finished = await Promise.race([
      disconnected.then(
        () => true,
        () => true,
      ),
      sleep(timeoutMs, false, { signal: timer.signal }).catch(() => true),
    ]);
    timer.abort();
    if (!finished) this.abandon.abort();
    await disconnected.catch((error: Error) =>
      this.options.route.logger.warn({ group: this.group, error: error.message }, 'consumer disconnect failed'),
    );
  }

  private eachBatch({
    batch,
    resolveOffset,
    heartbeat,
    pause,
    commitOffsetsIfNecessary,
    isRunning,
    isStale,
  }: EachBatchPayload) {
    const { topic, partition } = batch;
    const settle = () => this.closing || !isRunning();
    const options = { committer: this.committer, settle };
    return consumeBatch(
      { batch, resolveOffset, commitOffsetsIfNecessary },
      async (message) => {
        if (!isRunning() || isStale() || this.closing || this.paused) return 'leave';
        const record = fetched(this.options.names.fromBroker(topic), partition, message);
        const due = msUntilDue(this.options.route, record);
        if (due > 0) {
          this.due.wait({ topic, partition }, due, pause, (at) => this.resumeDue(at));
          return 'leave';
        }
        const outcome = await this.handle(record, heartbeat);
        if (outcome === 'abandoned') return 'leave';
        if (outcome.forward) await this.options.forward(outcome.forward);
        // A heartbeat refused during the handler means a rebalance: stop here and rejoin.
        return outcome.rebalancing ? 'last' : 'next';
      },
      options,
    );
  }

  /** Runs the handler, heartbeating meanwhile so a long handler keeps its partitions. */
  private async handle(record: FetchedRecord, heartbeat: () => Promise<void>) {
    let rebalancing = false;
    const beat = setInterval(
      () => heartbeat().catch(() => (rebalancing = true)),
      this.options.tuning.heartbeatInterval,
    );
    try {
      const forward = await Promise.race([dispatch(this.options.route, record, this.abandon.signal), this.abandoned]);
      return forward === 'abandoned' ? forward : { forward, rebalancing };
    } finally {
      clearInterval(beat);
    }
  }

  private resumeDue({ topic, partition }: TopicPartition): void {
    if (!this.paused && !this.closing) this.safely(() => this.consumer.resume([{ topic, partitions: [partition] }]));
  }

  private applyPause(): void {
    this.safely(() => this.consumer.pause(this.brokerTopics().map((topic) => ({ topic }))));
  }

  private brokerTopics(): string[] {
    return this.options.route.group.topics.map(this.options.names.toBroker);
  }

  /** Pause and resume throw while kafkajs rebuilds its group member; the next join reapplies them. */
  private safely(action: () => void): void {
    try {
      action();
    } catch {
      return;
    }
  }

  /** kafkajs gives up on non-retriable crashes; a member must keep consuming until closed. */
  private async restart(error: Error): Promise<void> {
    // A failed start inside the loop crashes too; one loop is enough.
    if (this.restarting) return;
    this.restarting = true;
    this.options.route.logger.error({ group: this.group, error: error.message }, 'consumer crashed; restarting it');
    try {
      await this.consumer.disconnect().catch(() => undefined);
      while (!this.closing) {
        await sleep(1_000);
        if (this.closing) return;
        try {
          return await this.start();
        } catch (failure) {
          this.options.route.logger.error(
            { group: this.group, error: (failure as Error).message },
            'consumer restart failed; trying again',
          );
          await this.consumer.disconnect().catch(() => undefined);
        }
      }
    } finally {
      this.restarting = false;
    }
  }
}
