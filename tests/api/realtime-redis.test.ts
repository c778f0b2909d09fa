import { randomUUID } from 'node:crypto';
import Pusher from 'pusher';
import type PusherClient from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { notifyUser } from '../../src/server/modules/notifications/service';
import { hostedPublisher } from '../../src/server/realtime/hosted-publisher';
import { createUser, type TestUser } from '../support/factories';
import { listNotifications } from '../support/notifications';
import { listenOnRandomPort, pusherClient, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';

// A key of this run's own: the Redis topic is named after it, so parallel runs do not mix.
const key = `test-${randomUUID()}`;
const secret = 'redis-test-secret';
const { app, database, clock } = await createTestApp({
  REDIS_URL: 'redis://127.0.0.1:6379',
  REALTIME_KEY: key,
  REALTIME_SECRET: secret,
});
// A second server process: same database and Redis, its own sockets.
const second = await buildApp({ config: app.deps.config, database, now: clock.now, logger: false });
await second.ready();
const port = await listenOnRandomPort(app);
const secondPort = await listenOnRandomPort(second);

const clients: PusherClient[] = [];
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await second.close();
});

async function subscribedClient(user: TestUser) {
  const client = pusherClient(port, key, user.token);
  clients.push(client);
  await waitForConnected(client);
  const channel = client.subscribe(`private-App.Models.User.${user.id}`);
  await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
  const received: unknown[] = [];
  channel.bind('notification', (data: unknown) => received.push(data));
  const next = (count: number) =>
    expect
      .poll(() => received.length, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(count)
      .then(() => received[count - 1]);
  return { client, channel, received, next };
}

const notify = (userId: number, place: string) =>
  notifyUser(second.deps, {
    userId,
    type: 'reservation.started',
    messageId: 'reservation.started',
    values: { place, end: new Date('2030-05-04T15:30:00Z') },
    url: '/reservations/1',
  });

describe('real-time across processes (Redis)', () => {
  it('delivers a notification stored and published by another process, in the recipient’s language', async () => {
    expect(app.deps.realtime.kind).toBe('redis');
    const user = await createUser(app, { language: 'en' });
    const { next } = await subscribedClient(user);
    const sent = await notify(user.id, 'P-1');
    expect(await next(1)).toEqual(sent);
    expect(sent?.title).toBe('Reservation started');
  });

  it('lets the official pusher library publish to the embedded server, and refuses a wrong secret', async () => {
    const user = await createUser(app);
    const { next, received } = await subscribedClient(user);
    const channel = `private-App.Models.User.${user.id}`;
    const wrong = new Pusher({
      appId: 'loc-liber',
      key,
      secret: 'not-the-secret',
      host: '127.0.0.1',
      port: String(secondPort),
      useTLS: false,
    });
    await expect(wrong.trigger(channel, 'notification', { title: 'forged' })).rejects.toMatchObject({ status: 401 });

    const official = new Pusher({
      appId: 'loc-liber',
      key,
      secret,
      host: '127.0.0.1',
      port: String(secondPort),
      useTLS: false,
    });
    await official.trigger(channel, 'notification', { title: 'from the library' });
    expect(await next(1)).toEqual({ title: 'from the library' });

    const hosted = hostedPublisher({
      appId: 'loc-liber',
      key,
      secret,
      host: '127.0.0.1',
      port: secondPort,
      scheme: 'http',
    });
    await hosted.publish(channel, 'notification', { title: 'hosted publisher' });
    expect(await next(2)).toEqual({ title: 'hosted publisher' });
    expect(received).not.toContainEqual({ title: 'forged' });
  });

  it('reconnects a dropped socket, and the missed notifications come from ?after=', async () => {
    const user = await createUser(app);
    const { client, received, next } = await subscribedClient(user);
    const channelName = `private-App.Models.User.${user.id}`;
    const first = await notify(user.id, 'P-1');
    await next(1);

    // Offline for a while: what is sent meanwhile is stored, not lost.
    client.disconnect();
    const missed = [await notify(user.id, 'P-2'), await notify(user.id, 'P-3')];
    client.connect();
    await waitForConnected(client);
    const caughtUp = await listNotifications(app, user.headers, first?.id);
    expect(caughtUp.map((n) => n.id)).toEqual(missed.map((n) => n?.id));

    // The server drops the socket (4200: reconnect at once): pusher-js comes back by itself and resubscribes.
    await expect.poll(() => client.channel(channelName)?.subscribed, { timeout: 5_000 }).toBe(true);
    const droppedSocket = client.connection.socket_id;
    app.deps.realtime.hub.closeAll(4200, 'Server is restarting, reconnect');
    await expect
      .poll(() => client.connection.state === 'connected' && client.connection.socket_id !== droppedSocket, {
        timeout: 5_000,
      })
      .toBe(true);
    await expect.poll(() => client.channel(channelName)?.subscribed, { timeout: 5_000 }).toBe(true);
    const later = await notify(user.id, 'P-4');
    await expect
      .poll(() => received.some((n) => (n as { id: number }).id === later?.id), { timeout: 5_000 })
      .toBe(true);
  });
});
