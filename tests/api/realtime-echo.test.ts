import { randomUUID } from 'node:crypto';
import Echo from 'laravel-echo';
import Pusher from 'pusher';
import type PusherClient from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { randomClientAddress } from '../support/client-address';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { postReservation } from '../support/reservation-helpers';
import { listenOnRandomPort, pusherClient, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';

// Laravel Echo and the official `pusher` library, as a Laravel developer writes code for
// them, against the embedded Pusher-protocol server (loopback, this file's own app).
const key = `echo-${randomUUID()}`;
const secret = 'echo-test-secret';
const { app } = await createTestApp({ REALTIME_KEY: key, REALTIME_SECRET: secret });
const port = await listenOnRandomPort(app);
const official = new Pusher({ appId: 'loc-liber', key, secret, host: '127.0.0.1', port: String(port), useTLS: false });

const clients: PusherClient[] = [];
afterAll(() => clients.forEach((c) => c.disconnect()));

/** Laravel Echo over pusher-js (its Node build), authorised with `token`. */
async function echoFor(token: string) {
  const client = pusherClient(port, key, token);
  clients.push(client);
  await waitForConnected(client);
  return { client, echo: new Echo({ broadcaster: 'pusher', key, client }) };
}

/** A second sign-in of the same user: another device, another session. */
async function secondDevice(user: TestUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: randomClientAddress(),
  });
  return (res.json() as { token: string }).token;
}

type Member = { id: number; name: string; device: string };

describe('Laravel Echo and the pusher library', () => {
  it('fires .notification() for a reservation, and the app’s own listener still gets it', async () => {
    const owner = await createUser(app, { language: 'en', name: 'Owner' });
    const driver = await createUser(app, { language: 'en' });
    const lot = await createLot(app, owner);
    const car = await createAutomobile(app, driver);
    await grantCredits(app, driver, 500);

    const { client, echo } = await echoFor(owner.token);
    const viaEcho: Record<string, unknown>[] = [];
    const viaApp: Record<string, unknown>[] = [];
    const channel = echo.private(`App.Models.User.${owner.id}`);
    channel.notification((n: Record<string, unknown>) => viaEcho.push(n));
    await new Promise<void>((resolve) => channel.subscribed(() => resolve()));
    client
      .channel(`private-App.Models.User.${owner.id}`)
      .bind('notification', (n: Record<string, unknown>) => viaApp.push(n));

    const booked = await postReservation(app, driver, lot.id, car.id, 10, 70);
    expect(booked.statusCode).toBe(201);
    const reservationId = booked.json().id as number;
    await expect.poll(() => viaEcho.length, { timeout: 5_000 }).toBe(1);
    await expect.poll(() => viaApp.length, { timeout: 5_000 }).toBe(1);
    const { type, ...rest } = viaEcho[0] ?? {};
    expect(type).toEqual(expect.stringContaining('reservation'));
    expect(rest).toEqual(viaApp[0]);
    expect(rest).toMatchObject({
      id: expect.any(Number),
      reservation_id: reservationId,
      url: `/reservations/${reservationId}`,
    });
  });

  it('joins the user’s presence channel: two devices see each other, and leaving is announced', async () => {
    const user = await createUser(app, { name: 'Ana' });
    const first = await echoFor(user.token);
    const second = await echoFor(await secondDevice(user));
    const name = `App.Models.User.${user.id}`;

    let hereFirst: Member[] = [];
    const joined: Member[] = [];
    const left: Member[] = [];
    first.echo
      .join(name)
      .here((members: Member[]) => (hereFirst = members))
      .joining((m: Member) => joined.push(m))
      .leaving((m: Member) => left.push(m));
    await expect.poll(() => hereFirst.length, { timeout: 5_000 }).toBe(1);
    expect(hereFirst[0]).toMatchObject({ id: user.id, name: 'Ana' });

    let hereSecond: Member[] = [];
    second.echo.join(name).here((members: Member[]) => (hereSecond = members));
    await expect.poll(() => hereSecond.length, { timeout: 5_000 }).toBe(2);
    await expect.poll(() => joined.length, { timeout: 5_000 }).toBe(1);
    const devices = hereSecond.map((m) => m.device);
    expect(new Set(devices).size).toBe(2);
    expect(joined[0]?.device).toBe(devices.find((d) => d !== hereFirst[0]?.device));

    // The official library sees the channel and its two members (this process's sockets).
    const listed = await official.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(listed.status).toBe(200);
    expect((await listed.json()).channels[`presence-${name}`]).toEqual({ user_count: 2 });

    second.client.disconnect();
    await expect.poll(() => left.length, { timeout: 5_000 }).toBe(1);
    expect(left[0]).toEqual(joined[0]);
  });

  it('signs only the caller’s own presence channel, and refuses whispers with the protocol’s error', async () => {
    const user = await createUser(app);
    const stranger = await createUser(app);
    const auth = (channel: string) =>
      app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: user.headers,
        payload: { socket_id: '1234.5678', channel_name: channel },
      });
    expect((await auth(`presence-App.Models.User.${stranger.id}`)).statusCode).toBe(403);
    expect((await auth('presence-lobby')).statusCode).toBe(403);
    const own = await auth(`presence-App.Models.User.${user.id}`);
    expect(own.statusCode).toBe(200);
    expect(JSON.parse(own.json().channel_data)).toMatchObject({ user_info: { id: user.id } });

    const { client, echo } = await echoFor(user.token);
    const errors: unknown[] = [];
    client.connection.bind('error', (e: unknown) => errors.push(e));
    let here = 0;
    const channel = echo.join(`App.Models.User.${user.id}`).here((m: Member[]) => (here = m.length));
    await expect.poll(() => here, { timeout: 5_000 }).toBe(1);
    channel.whisper('typing', { name: 'x' });
    await expect
      .poll(() => errors, { timeout: 5_000 })
      .toContainEqual(expect.objectContaining({ data: expect.objectContaining({ code: 4301 }) }));
  });

  it('answers the pusher library’s get() with JSON listing the user’s channel', async () => {
    const user = await createUser(app);
    const { echo } = await echoFor(user.token);
    const channel = echo.private(`App.Models.User.${user.id}`);
    await new Promise<void>((resolve) => channel.subscribed(() => resolve()));
    const name = `private-App.Models.User.${user.id}`;

    const all = await official.get({ path: '/channels' });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain('application/json');
    expect((await all.json()).channels).toHaveProperty([name]);

    const filtered = await official.get({
      path: '/channels',
      params: { filter_by_prefix: name, info: 'subscription_count' },
    });
    expect(await filtered.json()).toEqual({ channels: { [name]: { subscription_count: 1 } } });

    const one = await official.get({ path: `/channels/${name}`, params: { info: 'subscription_count' } });
    expect(await one.json()).toEqual({ occupied: true, subscription_count: 1 });
    const empty = await official.get({ path: '/channels/private-App.Models.User.0' });
    expect(await empty.json()).toEqual({ occupied: false });
    // user_count is for presence channels only, as in Pusher.
    await expect(official.get({ path: '/channels', params: { info: 'user_count' } })).rejects.toMatchObject({
      status: 400,
    });

    // Unsigned, or a path that does not exist: JSON errors, never the app's page.
    const unsigned = await fetch(`http://127.0.0.1:${port}/apps/loc-liber/channels`);
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('content-type')).toContain('application/json');
    const unknown = await fetch(`http://127.0.0.1:${port}/apps/loc-liber/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: expect.any(String) });
  });

  it('terminates the connections of a signed-in user', async () => {
    const user = await createUser(app);
    const { client } = await echoFor(user.token);
    client.signin();
    await client.user.signinDonePromise;
    expect(client.user.user_data).toMatchObject({ id: String(user.id) });
    const other = await echoFor((await createUser(app)).token);

    const res = await official.terminateUserConnections(String(user.id));
    expect(res.status).toBe(200);
    await expect.poll(() => client.connection.state, { timeout: 5_000 }).not.toBe('connected');
    expect(other.client.connection.state).toBe('connected');
  });
});
