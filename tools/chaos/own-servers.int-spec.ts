import { Client } from 'pg';
import { Redis } from 'ioredis';
import { OwnServers } from './own-servers';

// The soak's own servers (docs/chaos.md): started by scripts/services.sh apart from the shared
// ones, crashed with kill -9 and started again. Kafka's broker is left out here (a JVM start of
// 10–20 s); the soak's runs restart it.
describe('the chaos soak own servers', () => {
  let servers: OwnServers;

  beforeAll(async () => {
    servers = await OwnServers.start(['postgres', 'redis']);
  }, 240_000);
  afterAll(() => servers?.stop(), 120_000);

  const query = async (sql: string) => {
    const client = new Client({ connectionString: servers.addresses.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query<{ word: string }>(sql)).rows;
    } finally {
      await client.end();
    }
  };

  it('given a committed row, when PostgreSQL is killed -9 and started again, then it recovered the row from its WAL', async () => {
    await query(`create table soak_words (word text); insert into soak_words values ('kept')`);
    const before = new Client({ connectionString: servers.addresses.DATABASE_URL });
    before.on('error', () => undefined);
    await before.connect();

    await servers.crash('postgres');
    await expect(before.query('select 1')).rejects.toThrow();
    await expect(query('select 1')).rejects.toThrow();
    await servers.up('postgres');

    expect(await query('select word from soak_words')).toEqual([{ word: 'kept' }]);
    expect(servers.postgresLog()).toMatch(/not properly shut down[\s\S]*automatic recovery in progress/);
    await before.end().catch(() => undefined);
  }, 120_000);

  it('given a key in Redis, when it is killed -9 and started again, then the key is gone (no persistence)', async () => {
    const redis = new Redis(servers.addresses.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => undefined);
    await redis.connect();
    await redis.set('soak:key', 'held');
    expect(await redis.get('soak:key')).toBe('held');

    await servers.crash('redis');
    await servers.up('redis');

    const after = new Redis(servers.addresses.REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      expect(await after.get('soak:key')).toBeNull();
    } finally {
      after.disconnect();
      redis.disconnect();
    }
  }, 120_000);

  it('given a server that is not running, when it is crashed, then it says there is nothing to kill', async () => {
    await servers.crash('redis');
    await expect(servers.crash('redis')).rejects.toThrow(/redis/);
    await servers.up('redis');
  }, 120_000);
});
