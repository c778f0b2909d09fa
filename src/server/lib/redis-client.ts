import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How long a connection attempt and a command may take before Redis counts as down. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * The one Redis connection of a process, set to fail fast: a command never waits in an
 * offline queue (it fails at once while Redis is unreachable, and its caller falls back to
 * this process), a connect or command that hangs gives up after the timeouts above, and the
 * client keeps reconnecting in the background (at most every 2 s). A sign-in therefore never
 * stalls on a Redis that is down (docs/security.md, "Redis down"). ioredis (20 MiB) is loaded
 * only when REDIS_URL is set.
 */
export async function createRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    // No auto-pipelining: it wrote a booking's three commands in one syscall (Redis's CPU a
    // booking 0.06 -> 0.02 ms), but the batches it builds made the server promote 2.8 times as
    // much to its old generation (7.2 KB a booking against 2.6): longer minor GCs and major
    // ones every few seconds, the open-loop guard's bursts of slow answers, for no gain in
    // bookings a second (`npm run bench booking-server-profile`; docs/performance.md, session 60).
    enableAutoPipelining: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  // Without a listener ioredis prints every failed reconnect; the users of the connection log
  // the transitions (down, back) once each.
  redis.on('error', (err: Error) => log.debug({ err }, 'redis: connection error'));
  return redis;
}

export function redisReady(redis: Redis): boolean {
  return redis.status === 'ready';
}

/** Waits for the first connection, at most `timeoutMs`; resolves either way (Redis may come later). */
export function firstConnection(redis: Redis, timeoutMs = REDIS_CONNECT_TIMEOUT_MS): Promise<void> {
  if (redisReady(redis)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

/** PING within the command timeout: whether Redis answers now. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (!redisReady(redis)) return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
