import { randomUUID } from 'node:crypto';
import type PusherClient from 'pusher-js';
import type { Channel } from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { backendFor, integratorClient, listenOnRandomPort, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';

// The Pusher HTTP API as the official `pusher` library calls it, with pusher-js clients whose
// channels an integrator's backend signs (the library's authorizeChannel), on loopback.
const key = `http-api-${randomUUID()}`;
const secret = 'http-api-test-secret';
const { app } = await createTestApp({ REALTIME_KEY: key, REALTIME_SECRET: secret });
const port = await listenOnRandomPort(app);
const backend = backendFor(port, key, secret);

const clients: PusherClient[] = [];
afterAll(() => clients.forEach((c) => c.disconnect()));

async function connect(userId: string, info: Record<string, unknown> = {}) {
  const client = integratorClient(port, key, backend, { user_id: userId, user_info: info });
  clients.push(client);
  await waitForConnected(client);
  return client;
}

function subscribed(channel: Channel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });
}

async function json(response: Promise<{ json: () => Promise<unknown> }>) {
  return (await response).json() as Promise<Record<string, unknown>>;
}

const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

describe('GET /apps/{id}/channels/{presence channel}/users', () => {
  it('lists each member once, whatever its number of sockets, and none once they left', async () => {
    const channel = unique('presence-room-');
    const ana = [await connect('ana'), await connect('ana')];
    const bob = await connect('bob');
    for (const client of [...ana, bob]) await subscribed(client.subscribe(channel));

    const users = await json(backend.get({ path: `/channels/${channel}/users` }));
    expect((users.users as { id: string }[]).map((u) => u.id).sort()).toEqual(['ana', 'bob']);
    const counts = await json(backend.get({ path: `/channels/${channel}`, params: { info: 'user_count' } }));
    expect(counts).toEqual({ occupied: true, user_count: 2 });

    [...ana, bob].forEach((c) => c.unsubscribe(channel));
    await expect
      .poll(async () => (await json(backend.get({ path: `/channels/${channel}/users` }))).users, { timeout: 5_000 })
      .toEqual([]);
  });

  it("stops listing a member as soon as its client has disconnected (soketi's presence-users case)", async () => {
    for (let round = 0; round < 5; round += 1) {
      const channel = unique('presence-leave-');
      const [stays, leaves] = [await connect('stays'), await connect(`leaves-${round}`)];
      for (const client of [stays, leaves]) await subscribed(client.subscribe(channel));
      const gone = new Promise<void>((resolve) => leaves.connection.bind('disconnected', () => resolve()));
      leaves.disconnect();
      await gone;
      // Asked the moment the client saw its socket close, not after a wait.
      const users = await json(backend.get({ path: `/channels/${channel}/users` }));
      expect(users.users).toEqual([{ id: 'stays' }]);
      stays.unsubscribe(channel);
    }
  });

  it('answers 400 for a channel that is not a presence channel', async () => {
    await expect(backend.get({ path: '/channels/private-room/users' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('info= on trigger and triggerBatch', () => {
  it('answers the counts of each channel published to, user_count for presence channels only', async () => {
    const presence = unique('presence-info-');
    const priv = unique('private-info-');
    const empty = unique('private-nobody-');
    const [first, second] = [await connect('u1'), await connect('u2')];
    await Promise.all([subscribed(first.subscribe(presence)), subscribed(second.subscribe(presence))]);
    await Promise.all([subscribed(first.subscribe(priv))]);

    const answer = await json(
      backend.trigger([presence, priv, empty], 'tick', { n: 1 }, { info: 'user_count,subscription_count' }),
    );
    expect(answer).toEqual({
      channels: {
        [presence]: { user_count: 2, subscription_count: 2 },
        [priv]: { subscription_count: 1 },
        [empty]: { subscription_count: 0 },
      },
    });
    // Without info the answer stays {} as before.
    expect(await json(backend.trigger(priv, 'tick', { n: 2 }))).toEqual({});

    const batch = await json(
      backend.triggerBatch([
        { channel: priv, name: 'tick', data: { n: 3 }, info: 'subscription_count' },
        { channel: presence, name: 'tick', data: { n: 4 }, info: 'user_count,subscription_count' },
        { channel: presence, name: 'tick', data: { n: 5 } },
      ]),
    );
    expect(batch).toEqual({
      batch: [{ subscription_count: 1 }, { user_count: 2, subscription_count: 2 }, {}],
    });
  });
});

describe('cache channels', () => {
  it('gives a new subscriber the last event, and pusher:cache_miss when there is none', async () => {
    for (const prefix of ['private-cache-', 'presence-cache-']) {
      const channel = unique(prefix);
      const early = await connect('early');
      const earlyChannel = early.subscribe(channel);
      const missed = new Promise((resolve) => earlyChannel.bind('pusher:cache_miss', resolve));
      await subscribed(earlyChannel);
      await missed;

      // The last event is kept even when its publisher excluded a socket (socket_id).
      await backend.trigger(channel, 'price', { value: 1 });
      await backend.trigger(channel, 'price', { value: 2 }, { socket_id: early.connection.socket_id });

      const late = await connect('late');
      const lateChannel = late.subscribe(channel);
      const seen: unknown[] = [];
      let cacheMiss = false;
      lateChannel.bind('price', (data: unknown) => seen.push(data));
      lateChannel.bind('pusher:cache_miss', () => (cacheMiss = true));
      await subscribed(lateChannel);
      await expect.poll(() => seen, { timeout: 5_000 }).toEqual([{ value: 2 }]);
      expect(cacheMiss, prefix).toBe(false);
    }
  });

  it('keeps public cache channels refused, as every public channel', async () => {
    const client = await connect('someone');
    const channel = client.subscribe(unique('cache-'));
    const error = await new Promise<{ status: number }>((resolve) =>
      channel.bind('pusher:subscription_error', resolve),
    );
    expect(error.status).toBe(403);
  });
});

describe('errors of the Pusher HTTP API', () => {
  it('are in English for a caller that names no language, in its own when it does', async () => {
    const unsigned = {
      method: 'POST' as const,
      url: '/apps/1/events',
      payload: { name: 'x', channels: ['a'], data: '{}' },
    };
    const plain = await app.inject(unsigned);
    expect(plain.statusCode).toBe(401);
    expect(plain.json()).toMatchObject({ message: 'The request signature is not valid.' });
    const romanian = await app.inject({ ...unsigned, headers: { 'accept-language': 'ro' } });
    expect(romanian.json()).toMatchObject({ message: 'Semnătura cererii nu este validă.' });
  });
});
