import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@lomo/config';
import { auditTargets } from './audit-targets';

/** `lomo audit deletion` reads the stores off the deployment's own environment. */
describe('auditTargets', () => {
  it('given no configuration, then the embedded stores: disk blobs under the data dir and the spool', () => {
    expect(auditTargets({ LOMO_DATA_DIR: '/srv/lomo' })).toEqual({
      blobDir: join('/srv/lomo', 'blobs'),
      spoolDir: join(tmpdir(), 'lomo-generation-spool'),
    });
  });

  it('given a distributed deployment, then every server it names, Kafka under its namespace', () => {
    const servers = auditTargets({
      DATABASE_URL: 'postgres://u:p@db/lomo',
      BUS: 'kafka',
      KAFKA_BROKERS: 'k1:9092,k2:9092',
      KAFKA_NAMESPACE: 'prod-eu',
      REDIS_URL: 'redis://cache:6379',
      OPENSEARCH_URL: 'http://search:9200',
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: 'esdb://es:2113?tls=false',
      GENERATION_SPOOL_DIR: '/var/spool/lomo',
      LOMO_LOG_FILES: '/var/log/lomo/platform.log,/var/log/lomo/old',
    });
    expect(servers).toEqual({
      redisUrl: 'redis://cache:6379',
      openSearchUrl: 'http://search:9200',
      kafkaBrokers: ['k1:9092', 'k2:9092'],
      kafkaNamespace: 'prod-eu',
      eventStoreUrl: 'esdb://es:2113?tls=false',
      spoolDir: '/var/spool/lomo',
      logFiles: ['/var/log/lomo/platform.log', '/var/log/lomo/old'],
    });
  });

  it('given the S3 blob store, then its bucket and prefix; given a disk dir, that dir', () => {
    expect(
      auditTargets({
        WORKSPACE_BLOB_STORE: 's3',
        S3_BUCKET: 'lomo-blobs',
        S3_PREFIX: 'b/',
        S3_ENDPOINT: 'http://s3:9000',
      }).s3,
    ).toEqual({ bucket: 'lomo-blobs', prefix: 'b/', region: 'us-east-1', endpoint: 'http://s3:9000' });
    expect(auditTargets({ WORKSPACE_BLOB_STORE: 'disk', WORKSPACE_BLOB_DIR: '/data/blobs' }).blobDir).toBe(
      '/data/blobs',
    );
  });

  it('given a configuration the platform would refuse, then a ConfigError naming the setting', () => {
    expect(() => auditTargets({ BUS: 'kafka' })).toThrow(ConfigError);
    expect(() => auditTargets({ KAFKA_NAMESPACE: 'Bad Name' })).toThrow(/KAFKA_NAMESPACE/);
    expect(() => auditTargets({ WORKSPACE_BLOB_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => auditTargets({ WORKSPACE_BLOB_STORE: 'tape' })).toThrow(/WORKSPACE_BLOB_STORE/);
  });
});
