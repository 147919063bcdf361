import { randomUUID } from 'node:crypto';
import { findUnstorable } from '@lomo/contracts';
import { RejectMessage, UndecodableMessage } from '../errors';
import { errorText } from '../headers';
import {
  type HandlerBinding,
  type MessageBus,
  type OutgoingMessage,
  type PartitionLag,
  type PublishedMessage,
  type ReceivedMessage,
  type SubscribeOptions,
  type Subscription,
} from '../message-bus';
import type { ProvisionReport, TopicCatalog } from '../topic-catalog';
import { newDataKey, seal, unseal } from './envelope-crypto';
import { mentionedIds, owningTask } from './record-scope';
import type { TaskKey, TaskKeys } from './task-keys';

/** Header naming the data keys a record is sealed with, innermost first; `shredded` = none that exists. */
export const SHRED_KEYS_HEADER = 'shred-keys';
const SHREDDED = 'shredded';

/** What rides inside the seal besides the value: everything of the envelope that may name a task. */
interface Inner {
  key: string;
  correlationId?: string;
  causationId?: string;
  traceparent?: string;
  headers?: Record<string, string>;
}

const pack = (inner: Inner, value: Uint8Array): Buffer => {
  const head = Buffer.from(JSON.stringify(inner), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, value]);
};
const unpack = (bytes: Buffer): { inner: Inner; value: Buffer } => {
  const length = bytes.readUInt32BE(0);
  return {
    inner: JSON.parse(bytes.subarray(4, 4 + length).toString('utf8')) as Inner,
    value: bytes.subarray(4 + length),
  };
};
/** Error texts travel in retry and dead-letter headers: ids come out of them. */
const scrubbed = (error: unknown): unknown => {
  if (error instanceof Error)
    error.message = error.message.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/gi, '<id>');
  return error;
};

/**
 * Crypto-shredding at the Kafka edge (R-10.8, ADR 0023). A record that belongs to a task or
 * mentions a live one is sealed (AES-256-GCM) under the data key of each such task, its key
 * replaced by the task's random pseudonym and its envelope headers moved inside the seal; the
 * topic, the message type and id stay readable. Consumers open it transparently. Once a deleted
 * task's key is destroyed, every copy — topic, retry topics, dead-letter topic, broker replicas
 * and backups — is unreadable at once, and a consumer that meets one skips it. Handlers and
 * producers are unchanged; the in-process bus of embedded mode is not wrapped (nothing outlives it).
 */
export class ShreddingMessageBus implements MessageBus {
  constructor(
    private readonly inner: MessageBus,
    private readonly keys: TaskKeys,
    /** The task a record belongs to. @default owningTask (by topic and key) */
    private readonly ownerOf: (message: OutgoingMessage) => string | undefined = owningTask,
  ) {}

  provision(catalog: TopicCatalog): Promise<ProvisionReport> {
    return this.inner.provision(catalog);
  }

  async publish(messages: OutgoingMessage | readonly OutgoingMessage[]): Promise<PublishedMessage[]> {
    const list = Array.isArray(messages) ? messages : [messages as OutgoingMessage];
    return this.inner.publish(await Promise.all(list.map((m) => this.sealed(m))));
  }

  subscribe(options: SubscribeOptions): Promise<Subscription> {
    return this.inner.subscribe({ ...options, handlers: options.handlers.map((b) => this.opening(b)) });
  }

  lag(group: string): Promise<PartitionLag[]> {
    return this.inner.lag(group);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private async sealed(message: OutgoingMessage): Promise<OutgoingMessage> {
    const owner = this.ownerOf(message);
    const ownerKey = owner ? await this.keys.keyFor(owner) : undefined;
    const others = mentionedIds(message).filter((id) => id !== owner);
    const mentioned = await this.keys.liveAmong(others);
    const keys: TaskKey[] = [...(ownerKey ? [ownerKey] : []), ...mentioned.values()];
    // A record of (or naming) a task already shredded is sealed under a key nobody keeps: unreadable from birth.
    const shredded = (owner !== undefined && ownerKey === undefined) || (await this.keys.anyShredded(others));
    if (keys.length === 0 && !shredded) return message;
    const id = message.id ?? randomUUID();
    const { correlationId, causationId, traceparent, headers, key } = message;
    let value = pack({ key, correlationId, causationId, traceparent, headers }, message.value);
    for (const k of shredded ? [{ dek: newDataKey() }] : keys) value = seal(k.dek, id, value);
    return {
      topic: message.topic,
      type: message.type,
      id,
      key: shredded ? `shredded-${randomUUID()}` : `shred-${keys[0].ref}`,
      value,
      // In the clear, so a trace continues through a sealed record (ADR 0049): two random ids
      // that say nothing about the task, and nothing a purge must erase.
      ...(traceparent ? { traceparent } : {}),
      headers: { [SHRED_KEYS_HEADER]: shredded ? SHREDDED : keys.map((k) => k.keyId).join(',') },
    };
  }

  private opening(binding: HandlerBinding): HandlerBinding {
    const { messageType, handle } = binding;
    const raw = { type: messageType.type, encode: messageType.encode, decode: (bytes: Uint8Array) => bytes };
    return {
      messageType: raw as unknown as typeof messageType,
      handle: async (message, context) => {
        const bytes = message.payload as Uint8Array;
        const keyIds = message.headers[SHRED_KEYS_HEADER];
        let opened: { inner?: Inner; value: Uint8Array } | undefined = { value: bytes };
        if (keyIds) opened = await this.open(keyIds, message.id, bytes);
        if (!opened) return; // a record of a shredded task: nothing in it may be read any more
        let payload: unknown;
        try {
          payload = messageType.decode(opened.value);
        } catch (error) {
          throw new UndecodableMessage(errorText(error));
        }
        const unstorable = findUnstorable(payload);
        if (unstorable) throw new RejectMessage(`unstorable payload: ${unstorable.detail}`);
        const inner = opened.inner;
        const received: ReceivedMessage<unknown> = {
          ...message,
          payload,
          ...(inner && {
            key: inner.key,
            correlationId: inner.correlationId,
            causationId: inner.causationId,
            traceparent: inner.traceparent,
            headers: { ...message.headers, ...inner.headers },
          }),
        };
        await handle(received, context).catch((error: unknown) => {
          throw scrubbed(error);
        });
      },
    };
  }

  /** Undefined when a key is gone: the task was shredded. */
  private async open(keyIds: string, messageId: string, sealedBytes: Uint8Array) {
    if (keyIds === SHREDDED) return undefined;
    const ids = keyIds.split(',');
    const found = await this.keys.byIds(ids);
    if (found.size < ids.length) return undefined;
    let bytes: Buffer = Buffer.from(sealedBytes);
    for (const id of [...ids].reverse()) bytes = unseal(found.get(id)!.dek, messageId, bytes);
    return unpack(bytes);
  }
}
