import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Redis } from 'ioredis';

/** One fixed window per key: count, and start the window's expiry on its first hit. */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/**
 * Rate-limit counters in Redis so every gateway replica counts the same key together
 * (distributed mode). `@nest-lab/throttler-storage-redis` does not declare NestJS 12 yet, and
 * a fixed window is one atomic script.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lomo:ratelimit:',
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const [hits, pttl] = (await this.redis.eval(INCREMENT, 1, `${this.prefix}${throttlerName}:${key}`, ttl)) as [
      number,
      number,
    ];
    const seconds = Math.max(0, Math.ceil(pttl / 1000));
    return {
      totalHits: hits,
      timeToExpire: seconds,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? seconds : 0,
    };
  }
}
