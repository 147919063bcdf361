import type { MessageType } from './message-type';
import type { TopicCatalog, ProvisionReport } from './topic-catalog';

/**
 * Service-to-service messaging with Kafka's semantics (ARCHITECTURE §1, §6): keyed messages
 * on partitioned topics, consumer groups, at-least-once delivery with per-key order, retries
 * through retry topics and a dead-letter topic per group. Two adapters — Kafka (distributed)
 * and in-process (embedded) — pass the same conformance suite (`@lomo/messaging/testing`);
 * code cannot tell them apart except by speed.
 */
export interface MessageBus {
  /**
   * Creates the catalog's missing topics, and the retry and dead-letter topics of its groups;
   * an existing topic is left as it is and any difference is reported as drift. Calls add up:
   * the bus knows every topic and group it has provisioned.
   * @throws InvalidCatalog
   */
  provision(catalog: TopicCatalog): Promise<ProvisionReport>;

  /**
   * Appends messages; resolves once every one is durably written (acks=all). Messages with
   * the same key land on the same partition, in array order.
   * @throws UnknownTopic when a topic was not provisioned through this bus
   */
  publish(messages: OutgoingMessage | readonly OutgoingMessage[]): Promise<PublishedMessage[]>;

  /**
   * Joins the group (declared in a provisioned catalog) as one more member and starts
   * delivering its topics and retry topics. Resolves once the member has taken part in a
   * group assignment. A new group starts from the earliest retained message.
   * @throws UnknownGroup
   */
  subscribe(options: SubscribeOptions): Promise<Subscription>;

  /** How far the group is behind, per partition of each topic it reads (retry topics included). */
  lag(group: string): Promise<PartitionLag[]>;

  /** Drains every subscription of this bus (see `Subscription.close`), then disconnects. */
  close(): Promise<void>;
}

/** A message to publish. Envelope fields travel as headers (`MessageHeaders`). */
export interface OutgoingMessage {
  topic: string;
  /** Partition key: the stream id of the entity, so each entity's messages stay in order. */
  key: string;
  /** Message type name (`TaskWoken`); picks the handler and its decoder on the consumer side. */
  type: string;
  /** Encoded payload (`MessageType.encode`). */
  value: Uint8Array;
  /** Unique id, the inbox's dedupe key; an integration event reuses its event id. @default a random UUID */
  id?: string;
  correlationId?: string;
  causationId?: string;
  /** W3C trace context of the publishing span. */
  traceparent?: string;
  /** Extra application headers. */
  headers?: Record<string, string>;
}

export interface PublishedMessage {
  id: string;
  topic: string;
  partition: number;
  offset: string;
}

/** A delivered message, decoded by the handler's `MessageType`. */
export interface ReceivedMessage<T> {
  readonly id: string;
  readonly type: string;
  readonly key: string;
  readonly payload: T;
  /** The topic the message was published to, also when it is redelivered from a retry topic. */
  readonly topic: string;
  /** Partition and offset in `topic` of the original publication. */
  readonly partition: number;
  readonly offset: string;
  /** 1 on first delivery, n on the (n-1)th retry. */
  readonly attempt: number;
  readonly correlationId?: string;
  readonly causationId?: string;
  readonly traceparent?: string;
  readonly publishedAt: Date;
  /** Every header as received, envelope and retry headers included. */
  readonly headers: Readonly<Record<string, string>>;
}

/** What a handler gets besides the message. */
export interface HandlerContext {
  readonly group: string;
  /**
   * Aborted when the subscription gives up waiting for this handler (close timeout): the
   * message stays uncommitted and is redelivered, so the handler should stop its work.
   */
  readonly signal: AbortSignal;
}

/** Handles one message; resolving commits it, throwing sends it to a retry topic or the DLQ. */
export type MessageHandler<T> = (message: ReceivedMessage<T>, context: HandlerContext) => Promise<void>;

export interface SubscribeOptions {
  /** A consumer group declared in a provisioned catalog; by convention the service name. */
  group: string;
  /** One handler per message type; a binding for `anyMessage` receives every other type raw. */
  handlers: readonly HandlerBinding[];
  /** Partitions this member processes at once; each partition stays strictly sequential. @default 1 */
  partitionConcurrency?: number;
}

/** One member of a consumer group. */
export interface Subscription {
  readonly group: string;
  readonly paused: boolean;
  /** Stops starting handlers; running ones finish and commit. Partitions stay assigned. */
  pause(): void;
  resume(): void;
  /**
   * Graceful drain: starts no new handler, waits up to `timeoutMs` for running ones to
   * finish and commit, then leaves the group. Handlers still running then are abandoned
   * (their `signal` aborts) and their messages are redelivered to another member.
   */
  close(options?: CloseOptions): Promise<void>;
}

export interface CloseOptions {
  /** How long running handlers may take to finish. 0 abandons them at once. @default 30000 */
  timeoutMs?: number;
}

export interface PartitionLag {
  topic: string;
  partition: number;
  /** Next offset the group will read (its committed position). */
  committed: string;
  /** Offset after the last message in the partition. */
  end: string;
  lag: number;
}

/** A handler bound to the type it decodes. */
export interface HandlerBinding<T = unknown> {
  readonly messageType: MessageType<T>;
  readonly handle: MessageHandler<T>;
}

/** Binds a handler to a message type for `SubscribeOptions.handlers`. */
export function on<T>(messageType: MessageType<T>, handle: MessageHandler<T>): HandlerBinding {
  return { messageType, handle } as HandlerBinding;
}

/** Envelope of a typed message: everything of `OutgoingMessage` but type and value. */
export type Envelope = Omit<OutgoingMessage, 'type' | 'value'>;

/** Builds an `OutgoingMessage` from a typed payload. */
export function message<T>(messageType: MessageType<T>, payload: T, envelope: Envelope): OutgoingMessage {
  return { ...envelope, type: messageType.type, value: messageType.encode(payload) };
}

/**
 * Correlation and trace fields for a message published because of `cause`: same
 * correlation (or the cause's id when it starts one), causation = the cause's id.
 */
export function causedBy(
  cause: ReceivedMessage<unknown>,
): Pick<Envelope, 'correlationId' | 'causationId' | 'traceparent'> {
  return { correlationId: cause.correlationId ?? cause.id, causationId: cause.id, traceparent: cause.traceparent };
}
