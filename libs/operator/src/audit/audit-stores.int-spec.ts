import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Kafka, logLevel } from 'kafkajs';
import { taskStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { EventStoreDbEventStore } from '@lomo/event-store/eventstoredb';
import { EsdbWireDouble } from '../../../event-store/src/eventstoredb/testing/esdb-wire-double';
import { auditDeletion } from './audit-deletion';
import { auditTargets } from './audit-targets';

jest.setTimeout(180_000);

/**
 * The stores the first audit did not read (issue #30): a namespaced deployment's Kafka topics,
 * the S3 blob store, EventStoreDB — each configured as the deployment configures it.
 */
describe('auditDeletion on the stores a deployment configures', () => {
  const run = randomUUID().slice(0, 8);
  const [taskId, word] = [randomUUID(), `fernquill${run}`];
  let sql: SqlClient;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    await sql.query(`create table lomo_events (stream_id text, event_id uuid, data jsonb)`);
  });
  afterAll(() => sql.close());

  it("given a record in a namespaced deployment's topic, when audited with that deployment's settings, then it is read", async () => {
    const namespace = `audit-${run}`;
    const topic = `${namespace}.task-runtime.audit-test`;
    const kafka = new Kafka({
      clientId: 'audit-test',
      brokers: process.env.TEST_KAFKA_BROKERS!.split(','),
      logLevel: logLevel.NOTHING,
    });
    const admin = kafka.admin();
    await admin.connect();
    try {
      await admin.createTopics({ topics: [{ topic }], waitForLeaders: true });
      const producer = kafka.producer();
      await producer.connect();
      await producer.send({ topic, messages: [{ key: taskStreamId(taskId), value: `a ${word} owl` }] });
      await producer.disconnect();

      const servers = auditTargets({ KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS, KAFKA_NAMESPACE: namespace });
      const audit = await auditDeletion(
        sql,
        { taskId, words: [word] },
        { kafkaBrokers: servers.kafkaBrokers, kafkaNamespace: servers.kafkaNamespace },
      );

      expect(audit.stores).toEqual([
        { needle: taskId, store: 'kafka', where: topic, rows: 1 },
        { needle: word, store: 'kafka', where: topic, rows: 1 },
      ]);
      expect(audit.failed).toEqual([]);
    } finally {
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.disconnect();
    }
  });

  it('given a blob left in the S3 blob store, when audited, then it is found under its bucket and prefix', async () => {
    const bucket = `lomo-audit-${run}`;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: process.env.TEST_S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'lomo-test', secretAccessKey: 'lomo-test' },
    });
    const key = `blobs/obj-1/${'b'.repeat(64)}`;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    try {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: `scene 2: the ${word} tower` }));
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'blobs/obj-2/c', Body: 'unrelated' }));
      const { s3 } = auditTargets({
        WORKSPACE_BLOB_STORE: 's3',
        S3_BUCKET: bucket,
        S3_PREFIX: 'blobs/',
        S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
      });

      const audit = await auditDeletion(
        sql,
        { taskId, words: [word] },
        { s3: { ...s3!, credentials: { accessKeyId: 'lomo-test', secretAccessKey: 'lomo-test' } } },
      );

      expect(audit.stores).toEqual([{ needle: word, store: 's3', where: `${bucket}/blobs/`, rows: 1 }]);
      expect(audit.scanned).toEqual([{ store: 's3', where: `${bucket}/blobs/` }]);
    } finally {
      for (const Key of [key, 'blobs/obj-2/c']) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    }
  });

  it("given a task purged on EventStoreDB, when audited, then its deletion is recorded and its events' words, still in $all until a scavenge, are found", async () => {
    const double = await EsdbWireDouble.start();
    const store = await EventStoreDbEventStore.open(double.connectionString);
    try {
      await store.append(taskStreamId(taskId), [{ id: randomUUID(), type: 'Said', data: { text: word } }], {
        expected: 'no_stream',
      });
      await store.purgeStream(taskStreamId(taskId), { workspaceId: 'ws' });

      const audit = await auditDeletion(sql, { taskId, words: [word] }, { eventStoreUrl: double.connectionString });

      expect(audit.pending.notDeleted).toBeUndefined();
      expect(audit.stores).toEqual([
        { needle: taskId, store: 'eventstoredb', where: 'task', rows: 1 },
        { needle: word, store: 'eventstoredb', where: 'task', rows: 1 },
      ]);
    } finally {
      await store.close();
      await double.stop();
    }
  });

  it('given an EventStoreDB that cannot be reached, when audited, then it is named as not scanned', async () => {
    const audit = await auditDeletion(sql, { taskId }, { eventStoreUrl: 'esdb://127.0.0.1:1?tls=false' });
    expect(audit.failed).toEqual([
      { store: 'eventstoredb', where: 'esdb://127.0.0.1:1?tls=false', reason: expect.any(String) },
    ]);
    expect(audit.pending.notDeleted).toBe(true);
  });

  it("given embedded mode's search directory holding the task's words, when audited with its settings, then it is scanned and they are found", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'audit-search-'));
    try {
      // No directory yet (a platform that never booted): nothing to scan, nothing opened or made.
      expect(auditTargets({ LOMO_DATA_DIR: dataDir }).searchDatabase).toBeUndefined();
      const searchDir = join(dataDir, 'search');
      const search = await openSqlClient({ pgliteDataDir: searchDir });
      await search.query(`create table lomo_search_docs (doc_id text, title text)`);
      await search.query(`insert into lomo_search_docs values ($1, $2)`, [taskId, `a ${word} poster`]);
      await search.close();
      const servers = auditTargets({ LOMO_DATA_DIR: dataDir });
      expect(servers.searchDatabase).toEqual({ pgliteDataDir: searchDir });

      const audit = await auditDeletion(sql, { taskId, words: [word] }, servers);
      expect(audit.scanned).toContainEqual({ store: 'search-database', where: searchDir });
      expect(audit.stores).toEqual(
        expect.arrayContaining([
          { needle: taskId, store: 'search-database', where: 'lomo_search_docs.doc_id', rows: 1 },
          { needle: word, store: 'search-database', where: 'lomo_search_docs.title', rows: 1 },
        ]),
      );
      // A server URL that cannot be reached is named as not scanned, never reported clean.
      const unreachable = await auditDeletion(
        sql,
        { taskId },
        { searchDatabase: { url: 'postgres://x@127.0.0.1:1/none' } },
      );
      expect(unreachable.failed).toEqual([
        { store: 'search-database', where: 'postgres://x@127.0.0.1:1/none', reason: expect.any(String) },
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
