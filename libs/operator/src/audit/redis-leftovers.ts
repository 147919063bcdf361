import { Redis } from 'ioredis';
import { LeftoverTally, needlesOf, type StoreLeftover } from './store-leftover';

/** A key's family: its first two `:`-separated parts (`lomo:status:leader` → `lomo:status`). */
const familyOf = (key: string) => key.split(':').slice(0, 2).join(':');

/**
 * Scans every Redis key matching `match` — its name and its value, whatever the type (status
 * fan-out streams, caches, rate-limit counters) — for a deleted task's id and words.
 * Pub/sub messages are never stored, so there is nothing of them to scan.
 */
export async function redisLeftovers(
  url: string,
  target: { taskId: string; words?: readonly string[] },
  match = '*',
): Promise<StoreLeftover[]> {
  const tally = new LeftoverTally('redis', needlesOf(target));
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 10_000 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
      cursor = next;
      for (const key of keys) tally.add(familyOf(key), `${key}\n${await valueText(redis, key)}`);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return tally.leftovers();
}

async function valueText(redis: Redis, key: string): Promise<string> {
  switch (await redis.type(key)) {
    case 'string':
      return ((await redis.getBuffer(key)) ?? Buffer.alloc(0)).toString('latin1');
    case 'hash':
      return JSON.stringify(await redis.hgetall(key));
    case 'list':
      return JSON.stringify(await redis.lrange(key, 0, -1));
    case 'set':
      return JSON.stringify(await redis.smembers(key));
    case 'zset':
      return JSON.stringify(await redis.zrange(key, 0, -1));
    case 'stream':
      return JSON.stringify(await redis.xrange(key, '-', '+'));
    default:
      return '';
  }
}
