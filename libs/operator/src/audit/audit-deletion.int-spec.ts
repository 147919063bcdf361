import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { taskStreamId } from '@lomo/contracts';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store/sql';
import { auditDeletion, deletionClean } from './audit-deletion';
import { DELETION_CONSUMERS } from './deletion-pending';

jest.setTimeout(180_000);

/**
 * The audit beyond the database: a Redis key, an OpenSearch document and a Kafka
 * record that still name a deleted task are found; the services that have not handled its
 * `TaskPurged` are named; a task nothing names, with every service done, is clean.
 */
describe('auditDeletion on PGlite, Redis, OpenSearch and Kafka', () => {
  const run = randomUUID().slice(0, 8);
  const [taskId, word] = [randomUUID(), `quillmarsh${run}`];
  const topic = `lomo-audit-test-${run}`;
  const index = `lomo-audit-test-${run}`;
  const servers = {
    redisUrl: process.env.TEST_REDIS_URL!,
    openSearchUrl: process.env.TEST_OPENSEARCH_URL!,
    openSearchIndices: index,
    kafkaBrokers: process.env.TEST_KAFKA_BROKERS!.split(','),
    kafkaTopics: new RegExp(`^${topic}$`),
  };
  const redis = new Redis(servers.redisUrl);
  const kafka = new Kafka({ clientId: 'audit-test', brokers: servers.kafkaBrokers, logLevel: logLevel.NOTHING });
  let sql: SqlClient;
  let purgeId: string;

  beforeAll(async () => {
    sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    const store = await PostgresEventStore.open(sql);
    await store.append(taskStreamId(taskId), [{ id: randomUUID(), type: 'Said', data: { text: word } }], {
      expected: 'no_stream',
    });
    await store.purgeStream(taskStreamId(taskId), { workspaceId: 'ws' });
    purgeId = (
      await sql.query<{ id: string }>(`select event_id::text as id from lomo_events where stream_id = '$purges'`)
    ).rows[0].id;
    await sql.query(
      `create table messaging_inbox (consumer text, message_id text, primary key (consumer, message_id))`,
    );
    for (const consumer of DELETION_CONSUMERS.filter((c) => c !== 'billing'))
      await sql.query(`insert into messaging_inbox values ($1, $2)`, [consumer, purgeId]);
    await redis.set(`lomo:audit-test:${run}`, JSON.stringify({ taskId, line: `a ${word} owl` }), 'EX', 600);
    await fetch(`${servers.openSearchUrl}/${index}/_doc/d1?refresh=true`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `the ${word} task` }),
    });
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 2 }], waitForLeaders: true });
    await admin.disconnect();
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({
      topic,
      messages: [
        { key: taskStreamId(taskId), value: 'status changed' },
        { key: 'other', value: 'unrelated', headers: { 'correlation-id': taskId } },
        { key: 'other-2', value: 'unrelated too' },
      ],
    });
    await producer.disconnect();
  });
  afterAll(async () => {
    await redis.del(`lomo:audit-test:${run}`);
    redis.disconnect();
    await fetch(`${servers.openSearchUrl}/${index}`, { method: 'DELETE' });
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
    await sql.close();
  });

  it('given leftovers in every store and a service behind, when audited, then each is listed and billing is pending', async () => {
    const audit = await auditDeletion(sql, { taskId, words: [word] }, servers);
    expect(audit.leftovers).toEqual([]);
    expect(audit.stores).toEqual(
      expect.arrayContaining([
        { needle: taskId, store: 'redis', where: 'lomo:audit-test', rows: 1 },
        { needle: word, store: 'redis', where: 'lomo:audit-test', rows: 1 },
        { needle: word, store: 'opensearch', where: index, rows: 1 },
        { needle: taskId, store: 'kafka', where: topic, rows: 2 },
      ]),
    );
    expect(audit.stores).toHaveLength(4);
    expect(audit.pending).toEqual({ services: ['billing'] });
    expect(audit.unchecked).toEqual([]);
    expect(deletionClean(audit)).toBe(false);
  });

  it('given a task nothing names and every service done, when audited, then it is clean', async () => {
    await sql.query(`insert into messaging_inbox values ('billing', $1)`, [purgeId]);
    const audit = await auditDeletion(sql, { taskId: randomUUID(), words: ['nowhere-at-all'] }, servers);
    expect(audit).toMatchObject({ leftovers: [], stores: [], unchecked: [] });
    expect((await auditDeletion(sql, { taskId }, { ...servers, kafkaBrokers: undefined })).pending).toEqual({
      services: [],
    });
  });
});
