import { randomUUID } from 'node:crypto';
import Pusher from 'pusher';
import type PusherClient from 'pusher-js';
import type { Channel } from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { backendFor, integratorClient, listenOnRandomPort, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';
import { startWebhookReceiver } from '../support/webhook-receiver';

// Webhooks of the embedded server, received by two integrator endpoints on loopback (one
// named by WEBHOOK_URL, one by WEBHOOK_URLS) and checked with the official `pusher` library.
const receiver = await startWebhookReceiver();
const second = await startWebhookReceiver();
const key = `webhooks-${randomUUID()}`;
const secret = 'webhooks-test-secret';
const { app } = await createTestApp({
  REALTIME_KEY: key,
  REALTIME_SECRET: secret,
  WEBHOOK_URL: receiver.url,
  WEBHOOK_URLS: second.url,
});
const port = await listenOnRandomPort(app);
const backend = backendFor(port, key, secret);

const clients: PusherClient[] = [];
afterAll(async () => {
  clients.forEach((c) => c.disconnect());
  await receiver.close();
  await second.close();
});

async function connect(userId: string) {
  const client = integratorClient(port, key, backend, { user_id: userId, user_info: { name: userId } });
  clients.push(client);
  await waitForConnected(client);
  return client;
}

function subscribed(channel: Channel): Promise<void> {
  return new Promise((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
}

const eventsOf = (channel: string) =>
  receiver
    .events()
    .filter((e) => e.channel === channel)
    .map(({ name, user_id }) => (user_id === undefined ? name : `${name} ${user_id}`));

describe('webhooks', () => {
  it('sends channel_occupied, member_added, member_removed and channel_vacated once each, signed', async () => {
    const channel = `presence-webhooks-${randomUUID().slice(0, 8)}`;
    const ana = [await connect('ana'), await connect('ana')];
    const bob = await connect('bob');
    await subscribed(ana[0]!.subscribe(channel));
    await subscribed(ana[1]!.subscribe(channel));
    await subscribed(bob.subscribe(channel));
    await expect
      .poll(() => eventsOf(channel), { timeout: 5_000 })
      .toEqual(['channel_occupied', 'member_added ana', 'member_added bob']);

    ana[0]!.unsubscribe(channel);
    bob.unsubscribe(channel);
    await expect.poll(() => eventsOf(channel), { timeout: 5_000 }).toContain('member_removed bob');
    ana[1]!.disconnect();
    await expect
      .poll(() => eventsOf(channel), { timeout: 5_000 })
      .toEqual([
        'channel_occupied',
        'member_added ana',
        'member_added bob',
        'member_removed bob',
        'member_removed ana',
        'channel_vacated',
      ]);

    // Every delivery is what the `pusher` library accepts, and a receiver with another secret refuses it.
    const stranger = new Pusher({ appId: 'x', key, secret: 'not-the-secret', host: '127.0.0.1' });
    for (const delivery of receiver.deliveries) {
      const webhook = backend.webhook(delivery);
      expect(webhook.isValid()).toBe(true);
      expect(delivery.headers['x-pusher-key']).toBe(key);
      expect(webhook.getTime().getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(stranger.webhook(delivery).isValid()).toBe(false);
      const tampered = { ...delivery, rawBody: delivery.rawBody.replace('ana', 'eve') };
      if (tampered.rawBody !== delivery.rawBody) expect(backend.webhook(tampered).isValid()).toBe(false);
    }
    // Both configured URLs get the same batches.
    await expect.poll(() => second.deliveries.map((d) => d.rawBody)).toEqual(receiver.deliveries.map((d) => d.rawBody));
  });

  it('sends cache_miss when a cache channel has nothing to give a new subscriber', async () => {
    const channel = `private-cache-${randomUUID().slice(0, 8)}`;
    const client = await connect('carol');
    await subscribed(client.subscribe(channel));
    await expect.poll(() => eventsOf(channel), { timeout: 5_000 }).toEqual(['channel_occupied', 'cache_miss']);
  });

  it('retries a delivery the endpoint did not accept, with the same signed body', async () => {
    const channel = `private-retry-${randomUUID().slice(0, 8)}`;
    const before = receiver.deliveries.length;
    receiver.failNext(500);
    const client = await connect('dan');
    await subscribed(client.subscribe(channel));
    await expect.poll(() => receiver.deliveries.length, { timeout: 5_000 }).toBe(before + 2);
    const [failed, retried] = receiver.deliveries.slice(before);
    expect(failed?.status).toBe(500);
    expect(retried?.status).toBe(200);
    expect(retried?.rawBody).toBe(failed?.rawBody);
    expect(backend.webhook(retried!).isValid()).toBe(true);
    expect(eventsOf(channel)).toEqual(['channel_occupied']);
  });
});
