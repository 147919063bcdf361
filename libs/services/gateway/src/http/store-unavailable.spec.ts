import Redis from 'ioredis';
import { freePort } from '@lomo/testing';
import { toProblem } from './problem.filter';
import { RedisThrottlerStorage } from './redis-throttler.storage';

describe('gateway: its own stores out of reach (chaos soak: a PostgreSQL or Redis cut answered 500)', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis({
      host: '127.0.0.1',
      port: await freePort(),
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
  });
  afterAll(() => redis.disconnect());

  it('given Redis out of reach, when requests are rate-limited, then they are counted in this replica and the limit still holds', async () => {
    const storage = new RedisThrottlerStorage(redis);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await storage.increment('key-a', 60_000, 2, 0, 'default'));
    expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('given an error of the store out of reach, when it reaches the HTTP edge, then it is a 503 problem, and a defect stays a 500', async () => {
    const gone = await redis.get('x').catch((e: unknown) => e);
    expect(toProblem(gone)).toMatchObject({ status: 503, type: expect.stringContaining('store_unavailable') });
    expect(toProblem(new TypeError('bug'))).toBeUndefined();
  });
});
