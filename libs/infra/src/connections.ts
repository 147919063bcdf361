import { Client as OpenSearchClient } from '@opensearch-project/opensearch';
import { Redis } from 'ioredis';
import { type Admin, Kafka, logLevel } from 'kafkajs';

/** Injection tokens of the shared connections; only configured ones are provided. */
export const SQL_CLIENT = Symbol('SQL_CLIENT');
export const REDIS = Symbol('REDIS');
export const KAFKA = Symbol('KAFKA');
export const OPENSEARCH = Symbol('OPENSEARCH');

/**
 * A Redis connection that does not fail the boot when Redis is down: it connects lazily,
 * keeps retrying in the background, and readiness reports it down meanwhile.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined); // surfaced through readiness, not as a crash
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

export function openOpenSearch(url: string): OpenSearchClient {
  return new OpenSearchClient({ node: url, requestTimeout: 5_000 });
}
