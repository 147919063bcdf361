import { openSqlClient, type SqlExecutor } from '@lomo/database';
import { errorMessage } from '../cli/exit-codes';
import { deletionLeftovers, type DeletionLeftover } from './deletion-leftovers';
import { deletionPending, receiptPending, type DeletionPending } from './deletion-pending';
import { personThreadLeftovers } from './person-leftovers';
import type { S3Location } from './s3-leftovers';
import type { AuditedStore, StoreLeftover } from './store-leftover';

/**
 * What an audit looks for: a deleted task (its id, and what the cascade still waits for), or a
 * person's erasure by its receipt (ADR 0051: their tasks are known by hash only, so the words
 * given — their user id, distinctive words of theirs — are what is scanned for).
 */
export interface AuditTarget {
  taskId?: string;
  receiptId?: string;
  words?: readonly string[];
}

/** The stores besides the database's tables a deployment uses; each one given is scanned. */
export interface AuditServers {
  /** The search index's own database (`SEARCH_DATABASE_URL`, or embedded mode's directory; ADR 0087). */
  searchDatabase?: { url: string } | { pgliteDataDir: string };
  redisUrl?: string;
  openSearchUrl?: string;
  /** Index pattern. @default 'lomo*' */
  openSearchIndices?: string;
  kafkaBrokers?: readonly string[];
  /** Topics to read. @default Lomo's topics under `kafkaNamespace` (`lomoKafkaTopics`) */
  kafkaTopics?: RegExp;
  /** The deployment's KAFKA_NAMESPACE: every topic it uses carries the prefix `<namespace>.`. */
  kafkaNamespace?: string;
  /** EVENTSTORE_URL, when the event log lives in EventStoreDB. */
  eventStoreUrl?: string;
  /** The disk blob store's directory (WORKSPACE_BLOB_STORE=disk, the embedded default). */
  blobDir?: string;
  /** The S3 blob store (WORKSPACE_BLOB_STORE=s3). */
  s3?: S3Location;
  /** The generation output spool's directory. */
  spoolDir?: string;
  /** Files (or directories of files) holding the deployment's logs. */
  logFiles?: readonly string[];
}

/** A store of the deployment that could not be read to its end: the audit cannot vouch for it. */
export interface UnscannedStore {
  store: AuditedStore;
  where: string;
  reason: string;
}

/** Everything `lomo audit deletion` reports. */
export interface DeletionAudit {
  /** Database columns (tombstones aside). */
  leftovers: DeletionLeftover[];
  /** Redis keys, OpenSearch documents, Kafka records, EventStoreDB events, blobs, spooled outputs, log lines. */
  stores: StoreLeftover[];
  pending: DeletionPending;
  /** The stores read to their end, besides the database. */
  scanned: Array<{ store: AuditedStore; where: string }>;
  /** Stores given that failed to be read (unreachable, refused, unreadable). */
  failed: UnscannedStore[];
  /** Of Redis, OpenSearch and Kafka, those with no address given. */
  unchecked: Array<'redis' | 'opensearch' | 'kafka'>;
}

/** True when the deletion is recorded and complete, every store given was read, and nothing names the task or its words. */
export const deletionClean = (a: DeletionAudit): boolean =>
  a.leftovers.length === 0 &&
  a.stores.length === 0 &&
  a.failed.length === 0 &&
  !a.pending.notDeleted &&
  a.pending.services.length === 0 &&
  !a.pending.keyAlive;

/** An audit that has found nothing yet. */
export const emptyAudit = (): DeletionAudit => ({
  leftovers: [],
  stores: [],
  pending: { services: [] },
  scanned: [],
  failed: [],
  unchecked: [],
});

/** A URL without its password, for reports. */
const shown = (url: string) => url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');

/**
 * The whole audit of a deletion: every table of the database, then each store given
 * (Redis, OpenSearch, Kafka within retention, EventStoreDB, blobs on disk or S3, the output
 * spool, log files), and what the cascade still waits for. A store that fails is recorded in
 * `failed` and the others are still read. Clients load only for the stores given.
 */
export async function auditDeletion(
  sql: SqlExecutor,
  audited: AuditTarget,
  servers: AuditServers = {},
): Promise<DeletionAudit> {
  const target = { taskId: audited.taskId ?? '', words: audited.words };
  const audit = emptyAudit();
  const scan = async (store: AuditedStore, where: string, run: () => Promise<StoreLeftover[]>) => {
    try {
      audit.stores.push(...(await run()));
      audit.scanned.push({ store, where });
    } catch (error) {
      audit.failed.push({ store, where, reason: errorMessage(error) });
    }
  };
  audit.leftovers = await deletionLeftovers(sql, target);
  // A person's main thread is sealed: its words never show in a scan, so the thread itself is checked.
  if (audited.receiptId) audit.leftovers.push(...(await personThreadLeftovers(sql, audited.receiptId)));
  const purgeIds: string[] = [];
  const { eventStoreUrl, redisUrl, openSearchUrl, kafkaBrokers, blobDir, s3, spoolDir, logFiles } = servers;
  const { searchDatabase } = servers;
  if (searchDatabase)
    await scan(
      'search-database',
      'url' in searchDatabase ? shown(searchDatabase.url) : searchDatabase.pgliteDataDir,
      () => searchDatabaseLeftovers(searchDatabase, target),
    );
  if (eventStoreUrl)
    await scan('eventstoredb', shown(eventStoreUrl), async () => {
      const { eventStoreDbLeftovers } = await import('./eventstoredb-leftovers');
      const found = await eventStoreDbLeftovers(eventStoreUrl, target);
      purgeIds.push(...found.purgeIds);
      return found.leftovers;
    });
  audit.pending = audited.receiptId
    ? await receiptPending(sql, audited.receiptId)
    : await deletionPending(sql, target.taskId, { purgeIds });
  if (redisUrl)
    await scan('redis', shown(redisUrl), async () =>
      (await import('./redis-leftovers')).redisLeftovers(redisUrl, target),
    );
  else audit.unchecked.push('redis');
  if (openSearchUrl)
    await scan('opensearch', shown(openSearchUrl), async () =>
      (await import('./opensearch-leftovers')).openSearchLeftovers(openSearchUrl, target, servers.openSearchIndices),
    );
  else audit.unchecked.push('opensearch');
  if (kafkaBrokers?.length) {
    const { lomoKafkaTopics } = await import('./kafka-topics');
    const topics = servers.kafkaTopics ?? lomoKafkaTopics(servers.kafkaNamespace);
    await scan('kafka', `${kafkaBrokers.join(',')} ${topics.source}`, async () =>
      (await import('./kafka-leftovers')).kafkaLeftovers(kafkaBrokers, target, topics),
    );
  } else audit.unchecked.push('kafka');
  const files = () => import('./file-leftovers');
  if (blobDir) await scan('blobs', blobDir, async () => (await files()).directoryLeftovers('blobs', blobDir, target));
  if (s3)
    await scan('s3', `${s3.bucket}/${s3.prefix ?? ''}`, async () =>
      (await import('./s3-leftovers')).s3Leftovers(s3, target),
    );
  if (spoolDir)
    await scan('spool', spoolDir, async () => (await files()).directoryLeftovers('spool', spoolDir, target));
  if (logFiles?.length)
    await scan('logs', logFiles.join(','), async () => (await files()).logLeftovers(logFiles, target));
  return audit;
}

/** Every table of the search index's own database, scanned as the data's are. */
async function searchDatabaseLeftovers(
  where: { url: string } | { pgliteDataDir: string },
  target: { taskId: string; words?: readonly string[] },
): Promise<StoreLeftover[]> {
  const sql = await openSqlClient('url' in where ? { url: where.url, pgliteDataDir: 'unused', poolSize: 1 } : where);
  try {
    return (await deletionLeftovers(sql, target)).map(({ needle, table, column, rows }) => ({
      needle,
      store: 'search-database' as const,
      where: `${table}.${column}`,
      rows,
    }));
  } finally {
    await sql.close();
  }
}
