import type { Redis } from 'ioredis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters: in memory for one process, in Redis when REDIS_URL is set. */
export interface RateLimiter {
  /** The counter's state without changing it. */
  check(key: string, limit: number): Promise<RateLimitResult>;
  /** Counts one attempt. */
  hit(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async check(key, limit) {
      const entry = current(key);
      if (!entry || entry.count < limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) };
    },
    async hit(key, windowMs) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else counters.set(key, { count: 1, resetAt: now() + windowMs });
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

export function redisRateLimiter(redis: Redis, prefix = 'loc-liber:rl:'): RateLimiter {
  return {
    async check(key, limit) {
      const [count, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((r) => [Number(r?.[0]?.[1] ?? 0), Number(r?.[1]?.[1] ?? -1)]);
      if ((count ?? 0) < limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ttl ?? 1000) / 1000)) };
    },
    async hit(key, windowMs) {
      // NX: the window starts at the first attempt and is not extended by later ones.
      await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec();
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
