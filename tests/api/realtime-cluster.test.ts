import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type PusherClient from 'pusher-js';
import type { Channel, PresenceChannel } from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ChannelHub, type HubSocket } from '../../src/server/realtime/channel-hub';
import { RedisOccupancy } from '../../src/server/realtime/redis-occupancy';
import { WebhookSender } from '../../src/server/realtime/webhooks';
import { backendFor, integratorClient, listenOnRandomPort, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';
import { startWebhookReceiver } from '../support/webhook-receiver';

// Several server processes on one database and one Redis (each app below is what a process
// builds), with webhooks to an integrator's endpoint on loopback.
const receiver = await startWebhookReceiver();
const key = `cluster-${randomUUID()}`;
const secret = 'cluster-test-secret';
const { app, database, clock } = await createTestApp({
  REDIS_URL: 'redis://127.0.0.1:6379',
  REALTIME_KEY: key,
  REALTIME_SECRET: secret,
  WEBHOOK_URLS: receiver.url,
});
const processes: FastifyInstance[] = [app];
async function anotherProcess(): Promise<{ instance: FastifyInstance; port: number }> {
  const instance = await buildApp({ config: app.deps.config, database, now: clock.now, logger: false });
  await instance.ready();
  processes.push(instance);
  return { instance, port: await listenOnRandomPort(instance) };
}
const port = await listenOnRandomPort(app);
const { port: secondPort } = await anotherProcess();
const backend = backendFor(port, key, secret);

const clients: PusherClient[] = [];
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await Promise.all(processes.slice(1).map((p) => p.close()));
  await receiver.close();
});

async function connect(to: number, userId: string) {
  const client = integratorClient(to, key, backend, { user_id: userId, user_info: { name: userId } });
  clients.push(client);
  await waitForConnected(client);
  return client;
}

function subscribed<T extends Channel>(channel: T): Promise<T> {
  return new Promise((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve(channel)));
}

const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

/**
 * The webhook events about one channel, sorted: each process sends the events it caused in
 * order, but two processes' batches may arrive in either order.
 */
const eventsOf = (channel: string) =>
  receiver
    .events()
    .filter((e) => e.channel === channel)
    .map(({ name, user_id }) => (user_id === undefined ? name : `${name} ${user_id}`))
    .sort();

describe('presence and webhooks across processes (Redis)', () => {
  it('shows members on other processes, and sends each webhook once for the whole service', async () => {
    const channel = unique('presence-cluster-');
    const ana = await connect(port, 'ana');
    const anaAgain = await connect(secondPort, 'ana');
    const bob = await connect(secondPort, 'bob');

    const first = await subscribed(ana.subscribe(channel) as PresenceChannel);
    const joined: string[] = [];
    const left: string[] = [];
    first.bind('pusher:member_added', (m: { id: string }) => joined.push(m.id));
    first.bind('pusher:member_removed', (m: { id: string }) => left.push(m.id));
    await subscribed(anaAgain.subscribe(channel));
    const last = await subscribed(bob.subscribe(channel) as PresenceChannel);
    // bob, on the second process, is told of ana, who is on both.
    expect(last.members.count).toBe(2);
    expect(last.members.get('ana')).toEqual({ id: 'ana', info: { name: 'ana' } });
    await expect.poll(() => joined, { timeout: 5_000 }).toEqual(['bob']);

    // The reading API, asked of either process, counts every process's sockets.
    const viaSecond = backendFor(secondPort, key, secret);
    for (const api of [backend, viaSecond]) {
      const listed = await (
        await api.get({
          path: '/channels',
          params: { filter_by_prefix: channel, info: 'user_count,subscription_count' },
        })
      ).json();
      expect(listed).toEqual({ channels: { [channel]: { user_count: 2, subscription_count: 3 } } });
      const users = (await (await api.get({ path: `/channels/${channel}/users` })).json()) as {
        users: { id: string }[];
      };
      expect(users.users.map((u) => u.id).sort()).toEqual(['ana', 'bob']);
    }
    const triggered = await (
      await backend.trigger(channel, 'tick', {}, { info: 'user_count,subscription_count' })
    ).json();
    expect(triggered).toEqual({ channels: { [channel]: { user_count: 2, subscription_count: 3 } } });

    anaAgain.unsubscribe(channel);
    bob.unsubscribe(channel);
    await expect.poll(() => left, { timeout: 5_000 }).toEqual(['bob']);
    ana.unsubscribe(channel);
    await expect
      .poll(() => eventsOf(channel), { timeout: 5_000 })
      .toEqual(
        [
          'channel_occupied',
          'member_added ana',
          'member_added bob',
          'member_removed bob',
          'member_removed ana',
          'channel_vacated',
        ].sort(),
      );
    for (const delivery of receiver.deliveries) expect(backend.webhook(delivery).isValid()).toBe(true);
  });

  it('vacates the channels of a process that stops', async () => {
    const channel = unique('presence-stopping-');
    const { instance, port: leavingPort } = await anotherProcess();
    const stays = await connect(port, 'stays');
    const goes = await connect(leavingPort, 'goes');
    const watching = await subscribed(stays.subscribe(channel) as PresenceChannel);
    const left: string[] = [];
    watching.bind('pusher:member_removed', (m: { id: string }) => left.push(m.id));
    await subscribed(goes.subscribe(channel));
    const lone = unique('private-stopping-');
    await subscribed(goes.subscribe(lone));

    await instance.close();
    goes.disconnect(); // no process to come back to
    await expect.poll(() => left, { timeout: 5_000 }).toEqual(['goes']);
    await expect.poll(() => eventsOf(lone), { timeout: 5_000 }).toEqual(['channel_occupied', 'channel_vacated']);
    await expect
      .poll(() => eventsOf(channel), { timeout: 5_000 })
      .toEqual(['channel_occupied', 'member_added stays', 'member_added goes', 'member_removed goes'].sort());
  });

  it('terminates a user’s connections on every process', async () => {
    const [here, there, bystander] = [
      await connect(port, 'erin'),
      await connect(secondPort, 'erin'),
      await connect(secondPort, 'finn'),
    ];
    for (const client of [here, there, bystander]) {
      client.signin();
      await client.user.signinDonePromise;
    }
    expect((await backend.terminateUserConnections('erin')).status).toBe(200);
    await expect
      .poll(() => [here, there].map((c) => c.connection.state), { timeout: 5_000 })
      .toEqual(['disconnected', 'disconnected']);
    expect(bystander.connection.state).toBe('connected');
  });

  it('gives a cache channel’s last event to a subscriber on a process started after it was sent', async () => {
    const channel = unique('private-cache-');
    await backend.trigger(channel, 'price', { value: 7 });
    const { port: laterPort } = await anotherProcess();
    const client = await connect(laterPort, 'late');
    const seen: unknown[] = [];
    const subscription = client.subscribe(channel);
    subscription.bind('price', (data: unknown) => seen.push(data));
    await subscribed(subscription);
    await expect.poll(() => seen, { timeout: 5_000 }).toEqual([{ value: 7 }]);
  });
});

describe('a process that dies without closing', () => {
  it('is taken out by a live one: its members removed and its channels vacated, once', async () => {
    // Two rosters of their own (short heartbeats), as two processes of another deployment.
    const appKey = `dying-${randomUUID()}`;
    const timings = { heartbeatMs: 100, aliveMs: 400 };
    const log = app.log;
    const hubOf = (redis: Redis) => {
      const hub = new ChannelHub();
      hub.webhooks = new WebhookSender([receiver.url], { key: appKey, secret }, log, { batchMs: 10 });
      hub.occupancy = new RedisOccupancy(hub, redis, appKey, { publish: async () => undefined }, log, timings);
      return hub;
    };
    const dyingRedis = new Redis('redis://127.0.0.1:6379');
    const liveRedis = new Redis('redis://127.0.0.1:6379');
    const dying = hubOf(dyingRedis);
    const live = hubOf(liveRedis);
    const socket: HubSocket = { id: '1.1', send: () => undefined, close: () => undefined };
    dying.add(socket);
    await dying.joinPresence(socket, 'presence-dying', { userId: 'ghost', info: {} });
    await expect.poll(() => live.occupancy.users('presence-dying')).toEqual(['ghost']);

    dyingRedis.disconnect(); // no close(): its heartbeat just stops
    await expect.poll(() => live.occupancy.users('presence-dying'), { timeout: 5_000 }).toEqual([]);
    await expect
      .poll(() => eventsOf('presence-dying'), { timeout: 5_000 })
      .toEqual(['channel_occupied', 'member_added ghost', 'member_removed ghost', 'channel_vacated'].sort());
    await live.occupancy.close();
    liveRedis.disconnect();
  });
});
