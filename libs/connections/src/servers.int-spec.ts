import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlClient } from '@lomo/database';
import { openKafka, openOpenSearch, openRedis } from './connections';

/** One real round trip through each server the platform uses, started by scripts/services.sh. */
describe('real servers', () => {
  it('PostgreSQL: writes and reads back rows in a transaction-safe table', async () => {
    const sql = await openSqlClient({ url: process.env.TEST_DATABASE_URL, pgliteDataDir: 'unused' });
    try {
      expect(sql.kind).toBe('postgres');
      const table = `it_roundtrip_${randomUUID().replaceAll('-', '')}`;
      await sql.query(`create table ${table} (id int primary key, body jsonb not null)`);
      await sql.query(`insert into ${table} values ($1, $2), ($3, $4)`, [1, { a: 1 }, 2, { b: 2 }]);
      const { rows } = await sql.query<{ id: number; body: unknown }>(`select id, body from ${table} order by id`);
      expect(rows).toEqual([
        { id: 1, body: { a: 1 } },
        { id: 2, body: { b: 2 } },
      ]);
      await expect(sql.query(`insert into ${table} values (1, '{}')`)).rejects.toMatchObject({ code: '23505' });
      await sql.query(`drop table ${table}`);
    } finally {
      await sql.close();
    }
  });

  it('PGlite: the same client works embedded, in memory', async () => {
    const sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
    try {
      expect(sql.kind).toBe('pglite');
      expect((await sql.query<{ v: string }>('select version() as v')).rows[0].v).toMatch(/^PostgreSQL/);
    } finally {
      await sql.close();
    }
  });

  it('PGlite: data written to a data dir survives closing and reopening it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lomo-pglite-'));
    try {
      const first = await openSqlClient({ pgliteDataDir: dataDir });
      await first.query('create table kept (v text)');
      await first.query("insert into kept values ('still here')");
      await first.close();
      const second = await openSqlClient({ pgliteDataDir: dataDir });
      expect((await second.query('select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('Redis: set/get and a pub/sub hop', async () => {
    const [redis, subscriber] = [openRedis(process.env.TEST_REDIS_URL!), openRedis(process.env.TEST_REDIS_URL!)];
    try {
      const key = `it:${randomUUID()}`;
      await redis.set(key, 'value', 'EX', 60);
      expect(await redis.get(key)).toBe('value');
      const received = new Promise<string>((resolve) =>
        subscriber.on('message', (_channel, message) => resolve(message)),
      );
      await subscriber.subscribe(key);
      await redis.publish(key, 'hello');
      expect(await received).toBe('hello');
    } finally {
      redis.disconnect();
      subscriber.disconnect();
    }
  });

  it('Kafka: produce and consume one keyed message with headers', async () => {
    const kafka = openKafka(process.env.TEST_KAFKA_BROKERS!, 'it-roundtrip');
    const topic = `it.roundtrip.${randomUUID()}`;
    const admin = kafka.admin();
    const producer = kafka.producer({ idempotent: true });
    const consumer = kafka.consumer({ groupId: `it-${randomUUID()}` });
    try {
      await admin.connect();
      await admin.createTopics({ topics: [{ topic, numPartitions: 2 }], waitForLeaders: true });
      await producer.connect();
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      const received = new Promise<{ key: string; value: string; header: string }>((resolve) => {
        void consumer.run({
          eachMessage: async ({ message }) =>
            resolve({
              key: String(message.key),
              value: String(message.value),
              header: String(message.headers?.['x-type']),
            }),
        });
      });
      await producer.send({
        topic,
        acks: -1,
        messages: [{ key: 'key-1', value: 'woken', headers: { 'x-type': 'TaskWoken' } }],
      });
      expect(await received).toEqual({ key: 'key-1', value: 'woken', header: 'TaskWoken' });
      await admin.deleteTopics({ topics: [topic] });
    } finally {
      await consumer.disconnect();
      await producer.disconnect();
      await admin.disconnect();
    }
  });

  it('OpenSearch: index a document and find it by full-text search', async () => {
    const client = await openOpenSearch(process.env.TEST_OPENSEARCH_URL!);
    const index = `it-roundtrip-${randomUUID()}`;
    try {
      await client.indices.create({ index, body: { settings: { number_of_replicas: 0 } } });
      await client.index({
        index,
        id: 'poster-1',
        body: { summary: 'retro brand posters, warm colours' },
        refresh: true,
      });
      const res = await client.search({ index, body: { query: { match: { summary: 'posters' } } } });
      expect(res.body.hits.hits.map((h) => h._id)).toEqual(['poster-1']);
    } finally {
      await client.indices.delete({ index }).catch(() => undefined);
      await client.close();
    }
  });
});
