import type { KafkaMessage } from 'kafkajs';
import type { FetchedRecord } from '../dispatch';

/** A kafkajs message as the shared dispatch sees it: string headers (the last value of a repeated one). */
export function fetched(topic: string, partition: number, message: KafkaMessage): FetchedRecord {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? String(value[value.length - 1]) : String(value);
  }
  return {
    topic,
    partition,
    offset: message.offset,
    key: message.key?.toString() ?? '',
    value: message.value ?? Buffer.alloc(0),
    headers,
  };
}
