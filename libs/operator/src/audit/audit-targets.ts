import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BaseAppConfig, ConfigError, loadConfig } from '@lomo/config';
import type { AuditServers } from './audit-deletion';

export { ConfigError };

/**
 * The deployment's log files, for the audit: comma-separated files or directories (rotated
 * logs) where the processes' output is kept — the file systemd, a supervisor or
 * `npm start > …` writes. Lomo logs to stdout; only the operator knows where that goes.
 */
export const LOG_FILES_SETTING = 'LOMO_LOG_FILES';

const BLOB_STORES = ['disk', 'postgres', 's3'] as const;

/**
 * Every store a deployment's own configuration says it writes to (R-10.8), from the same
 * environment the platform boots with: the search index's own database (ADR 0087), Redis, OpenSearch, Kafka (with its namespace) and
 * EventStoreDB when configured; the blob store (disk, the embedded default, or S3; the
 * PostgreSQL one is a table, which the database scan covers); the generation output spool;
 * the log files. The workspace's and the generation gateway's own settings are restated
 * here — a shared library may not import a service — and
 * `apps/platform/src/audit-targets.spec.ts` holds them equal to the services' own.
 * @throws ConfigError when a setting is invalid, as the platform would refuse to boot
 */
export function auditTargets(env: NodeJS.ProcessEnv): AuditServers {
  const config = loadConfig(BaseAppConfig, env);
  const set = (name: string) => (env[name] ? env[name] : undefined);
  const kind = set('WORKSPACE_BLOB_STORE') ?? (config.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'disk');
  if (!(BLOB_STORES as readonly string[]).includes(kind))
    throw new ConfigError([
      `WORKSPACE_BLOB_STORE: must be one of ${BLOB_STORES.join(', ')} (got ${JSON.stringify(kind)})`,
    ]);
  const bucket = set('S3_BUCKET');
  if (kind === 's3' && !bucket) throw new ConfigError(['S3_BUCKET: required when WORKSPACE_BLOB_STORE=s3 (unset)']);
  const searchDir = config.searchPgliteDataDir();
  return {
    ...(config.SEARCH_DATABASE_URL && { searchDatabase: { url: config.SEARCH_DATABASE_URL } }),
    // Embedded mode's own directory, once the platform has made it (opening it would create it).
    ...(!config.SEARCH_DATABASE_URL &&
      config.DATABASE_URL === undefined &&
      existsSync(searchDir) && { searchDatabase: { pgliteDataDir: searchDir } }),
    ...(config.REDIS_URL && { redisUrl: config.REDIS_URL }),
    ...(config.OPENSEARCH_URL && { openSearchUrl: config.OPENSEARCH_URL }),
    ...(config.KAFKA_BROKERS && {
      kafkaBrokers: config.KAFKA_BROKERS.split(','),
      kafkaNamespace: config.KAFKA_NAMESPACE,
    }),
    ...(config.EVENT_STORE === 'eventstoredb' && { eventStoreUrl: config.EVENTSTORE_URL }),
    ...(kind === 'disk' && { blobDir: set('WORKSPACE_BLOB_DIR') ?? join(config.LOMO_DATA_DIR, 'blobs') }),
    ...(kind === 's3' && {
      s3: {
        bucket: bucket!,
        prefix: set('S3_PREFIX') ?? '',
        region: set('S3_REGION') ?? 'us-east-1',
        endpoint: set('S3_ENDPOINT'),
      },
    }),
    spoolDir: set('GENERATION_SPOOL_DIR') ?? join(tmpdir(), 'lomo-generation-spool'),
    ...(set(LOG_FILES_SETTING) && { logFiles: set(LOG_FILES_SETTING)!.split(',').filter(Boolean) }),
  };
}
