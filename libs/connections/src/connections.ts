import type { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { Redis } from 'ioredis';
import { type Admin, Kafka, logLevel } from 'kafkajs';

/**
 * Injection tokens of the shared connections besides the database (`SQL_CLIENT`, in
 * `@lomo/database`); only configured ones are provided.
 */
export const REDIS = Symbol('REDIS');
export const KAFKA = Symbol('KAFKA');
export const OPENSEARCH = Symbol('OPENSEARCH');

/**
 * A Redis connection that connects lazily and, once lost, keeps reconnecting in the
 * background (readiness reports it down meanwhile). `onError` hears the first error of each
 * outage — not every failed reconnect — and `onRecovered` the reconnect that ends it; without
 * an `error` listener ioredis would crash the process.
 */
export function openRedis(
  url: string,
  events: { onError?: (error: Error) => void; onRecovered?: () => void } = {},
): Redis {
  // disconnectTimeout: closing a client whose connection already dropped waits for a `close`
  // that never comes, holding a stopped process (or a test worker) for the default 2 s.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, disconnectTimeout: 200 });
  let failing = false;
  redis.on('error', (error: Error) => {
    if (!failing) events.onError?.(error);
    failing = true;
  });
  redis.on('ready', () => {
    if (failing) events.onRecovered?.();
    failing = false;
  });
  return redis;
}

export function openKafka(brokers: string, clientId: string): Kafka {
  return new Kafka({ clientId, brokers: brokers.split(','), logLevel: logLevel.NOTHING, retry: { retries: 1 } });
}

/** Readiness probe for Kafka: a real metadata round trip through a shared admin client. */
export function kafkaProbe(kafka: Kafka): {
  probe: () => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
} {
  let admin: Admin | undefined;
  return {
    probe: async () => {
      try {
        admin ??= kafka.admin();
        await admin.connect();
        const cluster = await admin.describeCluster();
        return { brokers: cluster.brokers.length, controller: cluster.controller };
      } catch (error) {
        const failed = admin;
        admin = undefined;
        await failed?.disconnect().catch(() => undefined);
        throw error;
      }
    },
    close: async () => {
      await admin?.disconnect();
    },
  };
}

/**
 * The client loads its library only when OpenSearch is configured: its ~550 modules cost every
 * boot that does not use it (the embedded default, each platform process of the test suite)
 * about 0.2 s of CPU.
 */
export async function openOpenSearch(url: string): Promise<OpenSearchClient> {
  const { Client } = await import('@opensearch-project/opensearch');
  return new Client({ node: url, requestTimeout: 5_000 });
}
