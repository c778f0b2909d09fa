import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { randomClientAddress } from '../../support/client-address';
import { createTestApp } from '../../support/test-app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis may be absent on a developer machine; CI starts it, so there the test always runs. */
async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable = await redisReachable();

describe.runIf(reachable || process.env.CI)('rate limits in Redis mode', async () => {
  // Two app processes sharing one Redis, as behind a load balancer.
  const first = reachable ? await createTestApp({ REDIS_URL: redisUrl }) : undefined;
  const second = reachable ? await createTestApp({ REDIS_URL: redisUrl }) : undefined;
  const redis = new Redis(redisUrl, { lazyConnect: true });
  afterAll(() => redis.disconnect());

  const login = (which: NonNullable<typeof first>, email: string, remoteAddress: string) =>
    which.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress,
    });

  it('counts failed sign-ins of one account from one address across processes, in Redis', async () => {
    if (!first || !second) throw new Error('Redis is not reachable at ' + redisUrl);
    const email = `redis-${randomUUID()}@example.test`;
    const address = randomClientAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await login(i % 2 === 0 ? first : second, email, address);
      expect(res.statusCode).toBe(422);
    }
    // The pair (account, address) is locked on both processes; the owner elsewhere is not.
    const blockedHere = await login(first, email, address);
    const blockedThere = await login(second, email, address);
    expect(blockedHere.statusCode).toBe(429);
    expect(blockedThere.statusCode).toBe(429);
    const retryAfter = Number(blockedThere.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(second, email, randomClientAddress())).statusCode).toBe(422);

    await redis.connect();
    const key = `loc-liber:rl:login:pair:${email}|${address}`;
    expect(await redis.get(key)).toBe('5');
    expect(await redis.pttl(key)).toBeGreaterThan(14 * 60 * 1000);
    await redis.del(key, `loc-liber:rl:login:ip:${address}`);
    expect((await login(first, email, address)).statusCode).toBe(422);
    await redis.del(key);
  });
});
