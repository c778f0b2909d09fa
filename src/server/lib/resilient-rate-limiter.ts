import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter';
import { redisReady } from './redis-client';

/**
 * Counters in Redis (shared by every process) while Redis answers; in this process's memory
 * while it does not, so sign-in, registration and password resets keep working, limited per
 * process. The switch is logged once each way: an error when Redis goes, a warning when it
 * is back. Counts made in memory during an outage are not carried into Redis.
 */
export function resilientRateLimiter(redis: Redis, log: FastifyBaseLogger): RateLimiter {
  const shared = redisRateLimiter(redis);
  const local = memoryRateLimiter();
  let degraded = false;
  const down = (err?: unknown) => {
    if (degraded) return;
    degraded = true;
    log.error({ err }, 'REDIS UNREACHABLE: rate limits are now counted per process (not shared) until Redis is back');
  };
  const up = () => {
    if (!degraded) return;
    degraded = false;
    log.warn('Redis is back: rate limits are shared across processes again');
  };
  redis.on('ready', up);

  async function run<T>(name: 'check' | 'hit' | 'reset', call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (!redisReady(redis)) {
      down(new Error(`redis status ${redis.status} during ${name}`));
      return call(local);
    }
    try {
      const result = await call(shared);
      up();
      return result;
    } catch (err) {
      down(err);
      return call(local);
    }
  }

  return {
    check: (key, limit) => run('check', (l) => l.check(key, limit)),
    hit: (key, windowMs) => run('hit', (l) => l.hit(key, windowMs)),
    reset: (key) => run('reset', (l) => l.reset(key)),
  };
}
