import type { Message, Producer, RecordMetadata } from 'kafkajs';

export interface PlacedMessage extends Message {
  topic: string;
  partition: number;
}

interface Pending {
  messages: PlacedMessage[];
  resolve: (offsets: string[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces concurrent sends into one produce request. kafkajs's idempotent producer
 * serialises requests to a broker (sequence numbers), and does no batching of its own, so
 * at a few hundred sends per second each waits a full round trip behind the others. Here,
 * whatever is published while a request is in flight goes out together as the next one —
 * the Java producer's accumulator with `linger.ms=0`. Order is kept: messages of one
 * partition are written in the order `send` was called.
 */
export class ProduceQueue {
  private pending: Pending[] = [];
  private inFlight = false;

  constructor(private readonly producer: Producer) {}

  /** Resolves to the offset of each message once the broker acknowledged it (acks=all). */
  send(messages: PlacedMessage[]): Promise<string[]> {
    return new Promise((resolve, reject) => {
      this.pending.push({ messages, resolve, reject });
      if (!this.inFlight) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    while (this.pending.length) {
      const batch = this.pending;
      this.pending = [];
      try {
        const metadata = await this.producer.sendBatch({
          acks: -1,
          topicMessages: byTopic(batch.flatMap((p) => p.messages)),
        });
        const next = new Map<string, bigint>();
        for (const entry of batch) entry.resolve(entry.messages.map((m) => offsetOf(m, metadata, next)));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.inFlight = false;
  }
}

function byTopic(messages: PlacedMessage[]) {
  const topics = new Map<string, Message[]>();
  for (const { topic, ...message } of messages) topics.set(topic, [...(topics.get(topic) ?? []), message]);
  return [...topics].map(([topic, list]) => ({ topic, messages: list }));
}

/** Messages of one partition are one record batch, in order, from its base offset. */
function offsetOf(message: PlacedMessage, metadata: RecordMetadata[], next: Map<string, bigint>): string {
  const key = `${message.topic}:${message.partition}`;
  const base =
    next.get(key) ??
    BigInt(
      metadata.find((m) => m.topicName === message.topic && m.partition === message.partition)?.baseOffset ?? '-1',
    );
  next.set(key, base + 1n);
  return base.toString();
}
