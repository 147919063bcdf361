import { Logger } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { Redis } from 'ioredis';
import { isStoreUnavailable } from '@lomo/service-api';

const logger = new Logger('gateway');

/** One fixed window per key: count, and start the window's expiry on its first hit. */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { hits, redis.call('PTTL', KEYS[1]) }`;

/**
 * Rate-limit counters in Redis so every gateway replica counts the same key together
 * (distributed mode). `@nest-lab/throttler-storage-redis` does not declare NestJS 12 yet, and
 * a fixed window is one atomic script.
 *
 * While Redis is out of reach each replica counts in its own memory: the limits hold per
 * replica, looser by the replica count, rather than every request failing because the rate
 * limiter's store is down (the chaos soak's Redis cut answered 500 to all of `/v1`).
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lomo:ratelimit:',
    private readonly fallback: ThrottlerStorage = new ThrottlerStorageService(),
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    let counted: [number, number];
    try {
      counted = (await this.redis.eval(INCREMENT, 1, `${this.prefix}${throttlerName}:${key}`, ttl)) as [number, number];
    } catch (error) {
      if (!isStoreUnavailable(error)) throw error;
      if (!this.degraded) logger.warn({ err: error, msg: 'rate limits counted per replica: Redis is not reachable' });
      this.degraded = true;
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
    if (this.degraded) logger.log('rate limits counted in Redis again');
    this.degraded = false;
    const [hits, pttl] = counted;
    const seconds = Math.max(0, Math.ceil(pttl / 1000));
    return {
      totalHits: hits,
      timeToExpire: seconds,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? seconds : 0,
    };
  }
}
