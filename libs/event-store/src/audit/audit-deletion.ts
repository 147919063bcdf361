import type { SqlExecutor } from '@lomo/infra/sql';
import { deletionLeftovers, type DeletionLeftover } from './deletion-leftovers';
import { deletionPending, type DeletionPending } from './deletion-pending';
import type { StoreLeftover } from './store-leftover';

/** The servers besides the database a deployment uses; each one given is scanned. */
export interface AuditServers {
  redisUrl?: string;
  openSearchUrl?: string;
  /** Index pattern. @default 'lomo*' */
  openSearchIndices?: string;
  kafkaBrokers?: readonly string[];
  /** Topics to read. @default LOMO_KAFKA_TOPICS */
  kafkaTopics?: RegExp;
}

/** Everything `lomo audit deletion` reports. */
export interface DeletionAudit {
  /** Database columns (tombstones aside). */
  leftovers: DeletionLeftover[];
  /** Redis keys, OpenSearch documents, Kafka records. */
  stores: StoreLeftover[];
  pending: DeletionPending;
  /** Stores of the deployment that were not scanned, because no address was given. */
  unchecked: Array<'redis' | 'opensearch' | 'kafka'>;
}

/** True when the deletion is complete and nothing anywhere names the task or its words. */
export const deletionClean = (a: DeletionAudit): boolean =>
  a.leftovers.length === 0 && a.stores.length === 0 && a.pending.services.length === 0 && !a.pending.keyAlive;

/**
 * The whole audit of a deletion (R-10.8): every table of the database, then each server
 * given (Redis, OpenSearch, Kafka within retention), and what the cascade still waits for.
 * The servers' clients load only when their address is given.
 */
export async function auditDeletion(
  sql: SqlExecutor,
  target: { taskId: string; words?: readonly string[] },
  servers: AuditServers = {},
): Promise<DeletionAudit> {
  const leftovers = await deletionLeftovers(sql, target);
  const pending = await deletionPending(sql, target.taskId);
  const stores: StoreLeftover[] = [];
  const unchecked: DeletionAudit['unchecked'] = [];
  if (servers.redisUrl) {
    const { redisLeftovers } = await import('./redis-leftovers');
    stores.push(...(await redisLeftovers(servers.redisUrl, target)));
  } else unchecked.push('redis');
  if (servers.openSearchUrl) {
    const { openSearchLeftovers } = await import('./opensearch-leftovers');
    stores.push(...(await openSearchLeftovers(servers.openSearchUrl, target, servers.openSearchIndices)));
  } else unchecked.push('opensearch');
  if (servers.kafkaBrokers?.length) {
    const { kafkaLeftovers } = await import('./kafka-leftovers');
    stores.push(...(await kafkaLeftovers(servers.kafkaBrokers, target, servers.kafkaTopics)));
  } else unchecked.push('kafka');
  return { leftovers, stores, pending, unchecked };
}
