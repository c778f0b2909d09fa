import { randomUUID } from 'node:crypto';
import type PusherClient from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { resilientRateLimiter } from '../../src/server/lib/resilient-rate-limiter';
import { createRedis } from '../../src/server/lib/redis-client';
import { notifyUser } from '../../src/server/modules/notifications/service';
import { randomClientAddress } from '../support/client-address';
import { createUser, type TestUser } from '../support/factories';
import { listenOnRandomPort, pusherClient, waitForConnected } from '../support/realtime-clients';
import { ownRedisOnFreePort } from '../support/redis-server';
import { createTestApp } from '../support/test-app';

// A redis-server of this file's own (on a free port), stopped and started again mid-run.
const redisServer = await ownRedisOnFreePort();
await redisServer.start();
const key = `test-${randomUUID()}`;
const { app, database, clock } = await createTestApp({
  REDIS_URL: redisServer.url,
  REALTIME_KEY: key,
  REALTIME_SECRET: 'redis-down-secret',
});
// A second process on the same database and Redis: its events reach the first one's
// sockets only through Redis.
const second = await buildApp({ config: app.deps.config, database, now: clock.now, logger: false });
await second.ready();
const port = await listenOnRandomPort(app);
const clients: PusherClient[] = [];
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await second.close();
  await redisServer.stop();
});

const health = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return { statusCode: res.statusCode, body: res.json() as { status: string; checks: Record<string, string> } };
};

/** Answer and time of one call: a stall (waiting on a dead Redis) shows in the time. */
async function timed(call: () => Promise<{ statusCode: number }>) {
  const started = performance.now();
  const res = await call();
  return { statusCode: res.statusCode, ms: performance.now() - started };
}

const login = (email: string, password: string, remoteAddress = randomClientAddress()) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: randomClientAddress() });

async function listening(user: TestUser) {
  const client = pusherClient(port, key, user.token);
  clients.push(client);
  await waitForConnected(client);
  const channel = client.subscribe(`private-App.Models.User.${user.id}`);
  await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
  const received: { id: number }[] = [];
  channel.bind('notification', (data: { id: number }) => received.push(data));
  return received;
}

const notify = (from: typeof app, userId: number) =>
  notifyUser(from.deps, {
    userId,
    type: 'reservation.started',
    messageId: 'reservation.started',
    values: { place: 'P-1', end: new Date('2030-05-04T15:30:00Z') },
    url: '/reservations/1',
  });

describe('Redis stopped mid-run', () => {
  it('keeps sign-in fast and limited, real-time local, and health says what is degraded', async () => {
    const user = await createUser(app);
    const received = await listening(user);
    expect(await health()).toEqual({
      statusCode: 200,
      body: { status: 'ok', database: expect.any(String), checks: { database: 'ok', redis: 'ok' } },
    });
    // Up: an event published by the other process arrives through Redis.
    const before = await notify(second, user.id);
    await expect.poll(() => received.map((n) => n.id), { timeout: 5_000 }).toContain(before?.id);

    await redisServer.stop();
    await expect.poll(() => app.deps.redis?.status, { timeout: 5_000 }).not.toBe('ready');

    // Sign-in and forgot-password answer at once, every time (no wait on a dead Redis).
    for (let i = 0; i < 3; i += 1) {
      const signIn = await timed(() => login(user.email, user.password));
      expect(signIn.statusCode).toBe(200);
      expect(signIn.ms).toBeLessThan(1000);
      const reset = await timed(() => forgot(user.email));
      expect(reset.statusCode).toBe(200);
      expect(reset.ms).toBeLessThan(1000);
    }
    // Limits still hold, counted in this process: the sixth failure from one address is 429.
    const address = randomClientAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'wrong-password', address)).statusCode).toBe(422);
    expect((await login(user.email, 'wrong-password', address)).statusCode).toBe(429);

    const degraded = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(degraded.ms).toBeLessThan(1000);
    expect(await health()).toEqual({
      statusCode: 200,
      body: { status: 'degraded', database: expect.any(String), checks: { database: 'ok', redis: 'down' } },
    });
    // Real-time degrades to the process: this process's sockets still get its events.
    const local = await notify(app, user.id);
    await expect.poll(() => received.map((n) => n.id), { timeout: 5_000 }).toContain(local?.id);

    // Redis back: health is ok again and events cross processes again.
    await redisServer.start();
    await expect.poll(async () => (await health()).body.status, { timeout: 10_000, interval: 200 }).toBe('ok');
    await expect
      .poll(
        async () => {
          const after = await notify(second, user.id);
          await new Promise((r) => setTimeout(r, 100));
          return received.some((n) => n.id === after?.id);
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    // The shared roster (the restarted Redis came back empty) has this process's socket again:
    // the other process counts it (docs/realtime.md, "Several processes").
    await expect
      .poll(
        async () =>
          (await second.deps.realtime.hub.occupancy.channel(`private-App.Models.User.${user.id}`))?.subscriptionCount,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
  });

  it('logs the fall-back once, loudly, and once again when Redis is back', async () => {
    const lines: { level: string; msg: string }[] = [];
    const record = (level: string) => (first: unknown, second?: unknown) =>
      lines.push({ level, msg: String(typeof first === 'string' ? first : second) });
    const log = { error: record('error'), warn: record('warn'), info: record('info'), debug: () => undefined };
    const redis = await createRedis(redisServer.url, app.log);
    await expect.poll(() => redis.status, { timeout: 5_000 }).toBe('ready');
    const limiter = resilientRateLimiter(redis, log as never);
    const id = `log-${randomUUID()}`;
    await limiter.hit(id, 60_000);
    expect(lines).toEqual([]);

    await redisServer.stop();
    await expect.poll(() => redis.status, { timeout: 5_000 }).not.toBe('ready');
    for (let i = 0; i < 5; i += 1) {
      await limiter.hit(id, 60_000);
      expect((await limiter.check(id, 3)).allowed).toBe(i < 2);
    }
    expect(lines).toEqual([{ level: 'error', msg: expect.stringContaining('REDIS UNREACHABLE') }]);

    await redisServer.start();
    await expect.poll(() => redis.status, { timeout: 10_000 }).toBe('ready');
    await limiter.check(id, 3);
    expect(lines).toEqual([
      { level: 'error', msg: expect.stringContaining('REDIS UNREACHABLE') },
      { level: 'warn', msg: expect.stringContaining('Redis is back') },
    ]);
    redis.disconnect();
  });
});
